import { toUnits } from '../money.js';
import { BOX_CORRELATION, ROUND_STANDARD_DEVIATION } from './house-edge.js';
import { normalUpperTail } from './statistics.js';
import { PROTECTION_THRESHOLDS } from './thresholds.js';
import type { WatchedRound } from './watched-round.js';

/**
 * Signal 5: a table's win ÷ handle over a gaming day against the interval the house edge gives it.
 * Not the books' hold (win ÷ drop): the edge applies to what was staked, so this is its own figure.
 */
export interface DayHold {
  readonly day: string;
  readonly rounds: number;
  /** Initial stakes, table units: what the edge applies to. */
  readonly handle: number;
  /** The house's net, table units. */
  readonly houseNet: number;
  /** House net ÷ handle ("win ÷ handle"). */
  readonly handleHold: number | null;
  /** What the house edge expects of it. */
  readonly expectedHandleHold: number;
  /** Its interval at the threshold's standard deviations. */
  readonly interval: { readonly low: number; readonly high: number } | null;
  readonly z: number | null;
  /** Two-sided p of a day this far from its expectation. */
  readonly p: number | null;
  readonly flagged: boolean;
}

/**
 * Each gaming day's settled rounds: the house's net against `edge × handle`, with the standard
 * deviation of independent rounds of their own stakes (a day of big bets swings more), the boxes
 * of one round correlated: a round's variance is `σ²·(Σs² + ρ·((Σs)² − Σs²))`.
 */
export function dayHolds(
  rounds: readonly WatchedRound[],
  dayOf: (round: number) => string | null,
  edge: number,
): DayHold[] {
  const tally = new DayHoldTally();
  for (const round of rounds) tally.add(round, dayOf(round.number));
  return tally.holds(edge);
}

type DayTally = { rounds: number; handle: number; variance: number; net: number };

/** The same days summed round by round: a line a gaming day. */
export class DayHoldTally {
  readonly #days = new Map<string, DayTally>();

  /** A round that settled in `day` (null: not in the days asked). */
  add(round: WatchedRound, day: string | null): void {
    if (round.houseNet === null || round.voided || day === null) return;
    const tally = this.#days.get(day) ?? { rounds: 0, handle: 0, variance: 0, net: 0 };
    this.#days.set(day, tally);
    tally.rounds += 1;
    tally.net += toUnits(round.houseNet);
    // Every round of the day passes here: its stakes summed and squared in one walk.
    let sum = 0;
    let squares = 0;
    for (const bet of round.bets) {
      const stake = toUnits(bet.stake);
      sum += stake;
      squares += stake * stake;
    }
    tally.handle += sum;
    tally.variance += squares + BOX_CORRELATION * (sum * sum - squares);
  }

  holds(edge: number): DayHold[] {
    return holdsOf(this.#days, edge);
  }
}

function holdsOf(days: ReadonlyMap<string, DayTally>, edge: number): DayHold[] {
  const width = PROTECTION_THRESHOLDS.holdStandardDeviations;
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, t]) => {
      const sd = ROUND_STANDARD_DEVIATION * Math.sqrt(t.variance);
      const expected = edge * t.handle;
      const z = sd > 0 ? (t.net - expected) / sd : null;
      return {
        day,
        rounds: t.rounds,
        handle: t.handle,
        houseNet: t.net,
        handleHold: t.handle > 0 ? t.net / t.handle : null,
        expectedHandleHold: edge,
        interval:
          t.handle > 0
            ? { low: (expected - width * sd) / t.handle, high: (expected + width * sd) / t.handle }
            : null,
        z,
        p: z === null ? null : 2 * normalUpperTail(Math.abs(z)),
        flagged: z !== null && Math.abs(z) > width,
      };
    });
}
