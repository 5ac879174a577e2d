import type { Translated } from '../../catalogue-shape.js';
import { table as english } from '../en/table.js';

// TEMPORARY: the English sentences until the translation lands.
export const table: Translated<typeof english> = {
  ...english,
  // The croupier's screen: the dealer's banner, where the next card goes (with the phrases it names).
  'hand.label-box': 'бокс {{box}}',
  'hand.label-split': 'бокс {{box}} рука {{hand}}',
  'spot.box': 'бокс {{box}}',
  'spot.dealer': 'дилер',
  'spot.deal-complete': 'первичная сдача закончена',
  'dealer.total-hard': '{{total}}',
  'dealer.total-soft': 'мягкие {{total}}',
  'dealer.draw': '{{total}} — БЕРЁТ',
  'dealer.stand': '{{total}} — ХВАТИТ',
  'dealer.bust': '{{total}} — ПЕРЕБОР',
  'dealer.blackjack': 'БЛЭКДЖЕК',
  'next.no-hand-on-turn': 'ни одна рука не ходит',
  'next.dealer-stands': 'карты нет: дилеру хватит',
  'next.insurance-open': 'карты нет: открыта страховка',
  'next.card-on-offer': 'карты нет: предлагается {{card}}',
  'next.no-card': 'карты нет',
  'next.bets-open': 'карты нет: ставки открыты',
};
