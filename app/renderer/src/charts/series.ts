import type { ReplyOf, TableMessage } from '../../../contract.js';
import { type KeyOf, type Params, type Translator, translatorFor } from '../../../i18n/index.js';

/* What the charts draw and say, as plain numbers and words: pure functions of the contract's
 * session results and the shoe of the table's view, tested without a browser. */

export type Results = ReplyOf<'sessionResults'>;
export type ResultRound = Results['rounds'][number];

export interface BankPoint {
  /** The round after which the value stands; the first point stands before the first round listed. */
  readonly round: number;
  readonly value: number;
  /** Fictitious chips added to the bank before this round's deal (home game). */
  readonly toppedUp: number;
  readonly voided: boolean;
}

export interface BankSeries {
  /** A home game draws the bank's chips; a casino table the house's running result from zero. */
  readonly home: boolean;
  readonly points: readonly BankPoint[];
  /** The line the result is read against: zero at a casino table, the bank's chips at the start at home. */
  readonly baseline: number;
}

/** The bank's line: a starting point, then one point per finished round. Null before any round ends. */
export function bankSeries(results: Results): BankSeries | null {
  const first = results.rounds[0];
  if (!first) return null;
  const home = results.bankBefore !== null && first.bank !== null;
  const baseline = home ? (results.bankBefore ?? 0) : 0;
  const start: BankPoint = { round: first.round - 1, value: baseline, toppedUp: 0, voided: false };
  const points = results.rounds.map((round) => ({
    round: round.round,
    value: home ? (round.bank?.chips ?? 0) : round.houseTotal,
    toppedUp: round.bank?.toppedUp ?? 0,
    voided: round.voided,
  }));
  return { home, points: [start, ...points], baseline };
}

/** The words the charts speak: the screen's translator, English where none is given (the tests). */
export type ChartWords = Pick<Translator, 'text' | 'money'>;
const ENGLISH: ChartWords = translatorFor('en');

/** An amount as the table writes it: whole units plainly, else two decimals; a result with its sign. */
export function amount(units: number, signed = false, words: ChartWords = ENGLISH): string {
  const text = words.money(Math.round(Math.abs(units) * 100));
  if (units < 0) return `−${text}`;
  return signed && units > 0 ? `+${text}` : text;
}

/** "4", "4 and 7", "2, 4 and 7". */
const inWords = (rounds: readonly number[], words: ChartWords): string =>
  rounds.length < 2
    ? rounds.join('')
    : words.text('screen', 'chart.list', {
        list: rounds.slice(0, -1).join(', '),
        last: String(rounds.at(-1)),
      });

/** The bank chart's figures in words, for a screen reader and the chart's title. */
export function bankSentence(series: BankSeries, words: ChartWords = ENGLISH): string {
  const t = (key: KeyOf<'screen'>, params?: Params) => words.text('screen', key, params);
  const money = (units: number, signed = false) => amount(units, signed, words);
  const points = series.points.slice(1);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return t('chart.no-round');
  const span =
    first.round === last.round
      ? t('chart.span-one', { round: first.round })
      : t('chart.span', { from: first.round, to: last.round });
  if (series.home) {
    const toppedUp = points.filter((point) => point.toppedUp > 0);
    const added = toppedUp.reduce((sum, point) => sum + point.toppedUp, 0);
    const fictitious =
      toppedUp.length === 0
        ? t('chart.no-fictitious')
        : t('chart.fictitious', {
            amount: money(added),
            rounds: inWords(
              toppedUp.map((point) => point.round),
              words,
            ),
            count: toppedUp.length,
          });
    return t('chart.bank-sentence', {
      span,
      last: money(last.value),
      round: last.round,
      start: money(series.baseline),
      fictitious,
    });
  }
  const highest = points.reduce((best, point) => (point.value > best.value ? point : best), first);
  const lowest = points.reduce((worst, point) => (point.value < worst.value ? point : worst), first);
  return t('chart.house-sentence', {
    span,
    last: money(last.value, true),
    highest: money(highest.value, true),
    highestRound: highest.round,
    lowest: money(lowest.value, true),
    lowestRound: lowest.round,
  });
}

export type ShoeNow = TableMessage['view']['shoe'];

export interface ShoeSegment {
  /** The round whose cards these are; null for the round in play. */
  readonly round: number | null;
  readonly from: number;
  readonly to: number;
}

/**
 * The shoe's cards out, round by round: each finished round of the shoe in use as a segment of
 * the bar, then the round in play. Results a step behind the live shoe (a shuffle just made) are
 * left out rather than drawn past the cards actually out.
 */
export function shoeSegments(results: Results | null, shoe: ShoeNow): ShoeSegment[] {
  const rounds = (results?.rounds ?? []).filter((round) => round.shoe === results?.shoe);
  const fits = rounds.every((round) => round.cardsOut <= shoe.cardsOut);
  const segments: ShoeSegment[] = [];
  let from = 0;
  for (const round of fits ? rounds : []) {
    if (round.cardsOut > from) segments.push({ round: round.round, from, to: round.cardsOut });
    from = Math.max(from, round.cardsOut);
  }
  if (shoe.cardsOut > from) segments.push({ round: null, from, to: shoe.cardsOut });
  return segments;
}

/** The shoe chart's figures in words. */
export function shoeSentence(
  shoe: ShoeNow,
  segments: readonly ShoeSegment[],
  words: ChartWords = ENGLISH,
): string {
  const t = (key: KeyOf<'screen'>, params?: Params) => words.text('screen', key, params);
  const share = Math.round((shoe.cardsOut / shoe.cardsInShoe) * 100);
  const out = t('chart.shoe-out', { out: shoe.cardsOut, total: shoe.cardsInShoe, share });
  const cut =
    shoe.cutCardAt === null
      ? t('shoe.every-round')
      : shoe.shuffleDue || shoe.cardsOut >= shoe.cutCardAt
        ? t('chart.cut-out', { at: shoe.cutCardAt })
        : t('chart.cut-at', { at: shoe.cutCardAt, left: shoe.cutCardAt - shoe.cardsOut });
  const finished = segments.filter((segment) => segment.round !== null).length;
  return t('chart.shoe-sentence', { out, cut, rounds: t('chart.rounds-finished', { count: finished }) });
}

/** Maps a value of [from, to] onto [start, end] of the drawing; a flat domain maps to its middle. */
export function scale(from: number, to: number, start: number, end: number): (value: number) => number {
  if (to === from) return () => (start + end) / 2;
  return (value) => start + ((value - from) / (to - from)) * (end - start);
}
