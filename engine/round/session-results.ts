import { type Minor, toUnits } from '../money.js';
import { payChips } from './settle-round.js';
import type { TableContext } from './types.js';

/** A finished round as the dashboard's charts draw it; amounts in table units (chips at home). */
export interface RoundResult {
  readonly round: number;
  /** The shoe the round's cards came from (the table's first shoe is 1). */
  readonly shoe: number;
  /** Cards out of that shoe when the round ended. */
  readonly cardsOut: number;
  /** What the house (the bank at a home game) won this round; negative when it paid out more. */
  readonly houseNet: number;
  /** The house's result over the rounds listed, this one included. */
  readonly houseTotal: number;
  readonly voided: boolean;
  /**
   * Home game: the bank's chips after the round, the fictitious chips added before its deal, and
   * every fictitious chip added so far; null at a casino table.
   */
  readonly bank: { readonly chips: number; readonly toppedUp: number; readonly fictitious: number } | null;
}

export interface SessionResults {
  /** The shoe in use now: the rounds dealt from it are the shoe chart's. */
  readonly shoe: number;
  /** The last rounds finished, oldest first; the totals start at the first one listed. */
  readonly rounds: readonly RoundResult[];
  /** Home game: the bank's chips before the first round listed; null at a casino table. */
  readonly bankBefore: number | null;
}

/** A round as it stood when it ended, and the shoe its cards came from. */
export interface RoundEnd {
  readonly context: TableContext;
  readonly shoe: number;
  readonly cardsOut: number;
}

/**
 * Follows a fold, or the live table fact by fact, and keeps each round's end: the last `keep`
 * rounds and the one in play. The shoe of a round is the one in use when it was settled: a
 * shuffle while its bets were open, or after it, belongs to the shoe before or after.
 */
export class RoundEndTracker {
  readonly #ends = new Map<number, { context: TableContext; shoe: number | null; cardsOut: number }>();

  constructor(private readonly keep: number) {}

  /** Call with the table after each fact the table took. */
  observe(context: TableContext): void {
    const number = context.round.number;
    let end = this.#ends.get(number);
    if (!end) {
      end = { context, shoe: null, cardsOut: context.shoe.dealt };
      this.#ends.set(number, end);
      this.#ends.delete(number - this.keep - 1);
    }
    end.context = context;
    if (end.shoe === null && context.round.settlement) end.shoe = context.shoe.shoeNumber;
    if (end.shoe === null || end.shoe === context.shoe.shoeNumber) end.cardsOut = context.shoe.dealt;
  }

  /** Rounds that ended settled (a void settles too), oldest first. */
  finished(): RoundEnd[] {
    return [...this.#ends.values()]
      .sort((a, b) => a.context.round.number - b.context.round.number)
      .flatMap(({ context, shoe, cardsOut }) =>
        shoe !== null && context.round.settlement ? [{ context, shoe, cardsOut }] : [],
      );
  }
}

/**
 * The charts' series: the last `limit` finished rounds, each with the house's running total from
 * the first one listed (kept in minor units until the end, so no sum drifts) and, at home, the
 * bank's chips with the fictitious top-ups that were added to them.
 */
export function sessionResults(ends: readonly RoundEnd[], shoe: number, limit: number): SessionResults {
  const listed = ends.slice(Math.max(0, ends.length - limit));
  let total: Minor = 0;
  const rounds = listed.map(({ context, shoe: roundShoe, cardsOut }): RoundResult => {
    const { round } = context;
    const net = round.settlement?.bankNet ?? 0;
    total += net;
    const chips = payChips(context);
    return {
      round: round.number,
      shoe: roundShoe,
      cardsOut,
      houseNet: toUnits(net),
      houseTotal: toUnits(total),
      voided: round.voided !== null,
      bank: chips
        ? {
            chips: toUnits(chips.bank),
            toppedUp: toUnits(round.bankTopUp),
            fictitious: toUnits(chips.fictitious),
          }
        : null,
    };
  });
  return { shoe, rounds, bankBefore: bankBefore(listed[0]) };
}

/** The bank's chips before a round: after it, less what it won and the top-up added for its deal. */
function bankBefore(end: RoundEnd | undefined): number | null {
  const chips = end && payChips(end.context);
  if (!end || !chips) return null;
  const { round } = end.context;
  return toUnits(chips.bank - (round.settlement?.bankNet ?? 0) - round.bankTopUp);
}
