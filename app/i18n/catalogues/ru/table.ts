import type { Translated } from '../../catalogue-shape.js';
import { table as english } from '../en/table.js';

// TEMPORARY: the English sentences until the translation lands.
export const table: Translated<typeof english> = {
  ...english,
  // The burn box, the next card and key-in on the croupier's screen.
  'burn.why.bets-open': 'вынута, пока ставки открыты: ни одна рука не могла её взять',
  'burn.why.settled': 'вынута после расчёта раунда: ни одна рука не могла её взять',
  'burn.why.insurance': 'вынута во время страховки: ни одна рука не могла её взять',
  'burn.why.on-offer': 'вынута, пока предлагалась ошибочная карта: ни одна рука не могла её взять',
  'burn.why.unwanted': 'рука на ходу не могла её взять',
  'burn.why.marked': 'дилер отметил её как вынутую по ошибке',
  'burn.why.nobody-took': 'вынута по ошибке и предложена боксам: никто её не взял',
  'burn.why.recorded': 'сожжена: {{why}}',
  'next.bets-open': 'ставки открыты',
  'next.settled': 'раунд рассчитан',
  'next.insurance': 'идёт страховка',
  'next.offer': 'предлагается {{card}}',
  'next.dealer-stands': 'дилер стоит',
  'next.no-hand': 'ни одна рука не на ходу',
  'keyin.nothing': 'ничего не введено',
  'keyin.not-a-command':
    '«{{line}}» — не команда: введите карту, например AS или 10h, решение, например h или s, — «help» покажет все формы',
  'keyin.wrong-form': '«{{line}}» так не вводится: введите {{example}} — «help» покажет все формы',
  'keyin.amount': '«{{line}}»: {{value}} — не ставка; введите число больше 0, например {{example}}',
  'keyin.box': '«{{value}}» — не номер бокса: введите бокс от 1, например {{example}}',
  'keyin.form.card': 'карта из шуза (ранг, затем масть, в любом регистре)',
  'keyin.form.decisions': 'взять, стоп, сплит (рука на ходу)',
  'keyin.form.double': 'удвоение; удвоение на 5 (удвоение на меньшую сумму)',
  'keyin.form.surrender': 'сдача руки на ходу; сдача бокса 4 до его хода',
  'keyin.form.bet': 'ставка 10 на бокс 3 (для ann)',
  'keyin.form.deal': 'ставки закрыты, начинается раздача',
  'keyin.form.insurance': 'страховка 5 на бокс 2 (для ann)',
  'keyin.form.even-money': 'один к одному на боксе 2; страховка закрыта',
  'keyin.form.misdeal': 'последняя карта вынута по ошибке',
  'keyin.form.offer': 'бокс 3 берёт ошибочную карту; передать её дальше',
  'keyin.form.fix': 'последняя введённая карта (после неё ничего не вводили) введена с ошибкой: это была QH',
  'keyin.form.confirm': 'ни одна карта не потеряна (после тревоги о потерянных кадрах)',
  'keyin.form.shuffle': 'новый шуз',
  'keyin.form.seat': 'ann садится за бокс 2',
  'keyin.form.new-session': 'домашняя игра начинает следующую сессию (у всех снова фишки как в начале)',
  'keyin.form.help': 'этот список форм',
};
