import type { ReplyOf, TableMessage } from '../../../contract.js';

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

/** An amount as the table writes it: whole units plainly, else two decimals; a result with its sign. */
export function amount(units: number, signed = false): string {
  const text = Number.isInteger(units) ? String(Math.abs(units)) : Math.abs(units).toFixed(2);
  if (units < 0) return `−${text}`;
  return signed && units > 0 ? `+${text}` : text;
}

/** "4", "4 and 7", "2, 4 and 7". */
const inWords = (rounds: readonly number[]): string =>
  rounds.length < 2 ? rounds.join('') : `${rounds.slice(0, -1).join(', ')} and ${rounds.at(-1)}`;

/** The bank chart's figures in words, for a screen reader and the chart's title. */
export function bankSentence(series: BankSeries): string {
  const points = series.points.slice(1);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return 'No round has finished yet.';
  const span = first.round === last.round ? `round ${first.round}` : `rounds ${first.round} to ${last.round}`;
  if (series.home) {
    const toppedUp = points.filter((point) => point.toppedUp > 0);
    const added = toppedUp.reduce((sum, point) => sum + point.toppedUp, 0);
    const fictitious =
      toppedUp.length === 0
        ? 'no fictitious chips added'
        : `${amount(added)} fictitious chips added, before ${toppedUp.length === 1 ? 'round' : 'rounds'} ${inWords(toppedUp.map((point) => point.round))}`;
    return `The bank's chips over ${span}: ${amount(last.value)} after round ${last.round}, from ${amount(series.baseline)} at the start; ${fictitious}.`;
  }
  const highest = points.reduce((best, point) => (point.value > best.value ? point : best), first);
  const lowest = points.reduce((worst, point) => (point.value < worst.value ? point : worst), first);
  return `The house's result over ${span}: ${amount(last.value, true)} (highest ${amount(highest.value, true)} after round ${highest.round}, lowest ${amount(lowest.value, true)} after round ${lowest.round}).`;
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
export function shoeSentence(shoe: ShoeNow, segments: readonly ShoeSegment[]): string {
  const share = Math.round((shoe.cardsOut / shoe.cardsInShoe) * 100);
  const out = `${shoe.cardsOut} of ${shoe.cardsInShoe} cards out (${share}%)`;
  const cut =
    shoe.cutCardAt === null
      ? 'the deck is gathered and shuffled after every round'
      : shoe.shuffleDue || shoe.cardsOut >= shoe.cutCardAt
        ? `the cut card at ${shoe.cutCardAt} is out: a new shoe after this round`
        : `the cut card at ${shoe.cutCardAt}, ${shoe.cutCardAt - shoe.cardsOut} cards to go`;
  const finished = segments.filter((segment) => segment.round !== null).length;
  const rounds = finished === 1 ? '1 round finished' : `${finished} rounds finished`;
  return `The shoe: ${out}; ${cut}; ${rounds} from this shoe.`;
}

/** Maps a value of [from, to] onto [start, end] of the drawing; a flat domain maps to its middle. */
export function scale(from: number, to: number, start: number, end: number): (value: number) => number {
  if (to === from) return () => (start + end) / 2;
  return (value) => start + ((value - from) / (to - from)) * (end - start);
}
