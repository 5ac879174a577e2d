import { proportionAbove } from './statistics.js';
import { PROTECTION_THRESHOLDS } from './thresholds.js';
import type { WatchedRound } from './watched-round.js';

/** What a round's croupier is answerable for, beside what the round itself shows. */
export interface RoundTrouble {
  /** A pit boss corrected a fact of the round (a misread card, a ruling). */
  readonly correction: boolean;
  /** What was paid when the round settled differs from what the corrected log pays. */
  readonly mismatch: boolean;
}

export const CROUPIER_RATES = ['misdeals', 'corrections', 'voids', 'mismatches'] as const;
export type CroupierRate = (typeof CROUPIER_RATES)[number];

/** Signal 4: one croupier's line of the per-croupier table. */
export interface CroupierLine {
  readonly croupier: string;
  readonly rounds: number;
  readonly counts: Readonly<Record<CroupierRate, number>>;
  /** Per 100 rounds. */
  readonly per100: Readonly<Record<CroupierRate, number>>;
  /** Standard errors above the other croupiers' pooled rate; null alone at the table. */
  readonly z: Readonly<Record<CroupierRate, number | null>>;
  /** Hours on duty as the books counted them, and the rounds dealt per hour; null where unknown. */
  readonly hours: number | null;
  readonly roundsPerHour: number | null;
  /** The rates several standard errors above the others'. */
  readonly standsOut: readonly CroupierRate[];
}

const UNNAMED = '?';

/**
 * The per-croupier table: each croupier's rounds (the croupier on duty as the books name them)
 * with their misdeals, corrections, voids and settlement mismatches, each rate compared with the
 * pooled rate of every other croupier by a two-proportion z.
 */
export function croupierTable(
  rounds: readonly WatchedRound[],
  troubleOf: (round: number) => RoundTrouble = () => ({ correction: false, mismatch: false }),
  hoursOf: (croupier: string) => number | null = () => null,
): CroupierLine[] {
  const tally = new CroupierTally();
  for (const round of rounds) tally.add(round, troubleOf(round.number));
  return tally.table(hoursOf);
}

type Tally = { rounds: number } & Record<CroupierRate, number>;

/** The same table counted round by round: a line a croupier. */
export class CroupierTally {
  readonly #lines = new Map<string, Tally>();

  add(round: WatchedRound, trouble: RoundTrouble): void {
    const name = round.croupier ?? UNNAMED;
    const line = this.#lines.get(name) ?? { rounds: 0, misdeals: 0, corrections: 0, voids: 0, mismatches: 0 };
    this.#lines.set(name, line);
    line.rounds += 1;
    if (round.misdeal) line.misdeals += 1;
    if (trouble.correction) line.corrections += 1;
    if (round.voided) line.voids += 1;
    if (trouble.mismatch) line.mismatches += 1;
  }

  table(hoursOf: (croupier: string) => number | null = () => null): CroupierLine[] {
    return linesOf(this.#lines, hoursOf);
  }
}

function linesOf(
  tally: ReadonlyMap<string, Tally>,
  hoursOf: (croupier: string) => number | null,
): CroupierLine[] {
  const total = { rounds: 0, misdeals: 0, corrections: 0, voids: 0, mismatches: 0 };
  for (const line of tally.values())
    for (const key of ['rounds', ...CROUPIER_RATES] as const) total[key] += line[key];
  return [...tally]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([croupier, line]) => {
      const per100 = {} as Record<CroupierRate, number>;
      const z = {} as Record<CroupierRate, number | null>;
      for (const rate of CROUPIER_RATES) {
        per100[rate] = (100 * line[rate]) / line.rounds;
        z[rate] = proportionAbove(
          line[rate],
          line.rounds,
          total[rate] - line[rate],
          total.rounds - line.rounds,
        );
      }
      const hours = hoursOf(croupier);
      const { rounds: dealt, ...counts } = line;
      return {
        croupier,
        rounds: dealt,
        counts,
        per100,
        z,
        hours,
        roundsPerHour: hours !== null && hours > 0 ? line.rounds / hours : null,
        standsOut: CROUPIER_RATES.filter(
          (rate) => (z[rate] ?? 0) >= PROTECTION_THRESHOLDS.croupierStandardErrors,
        ),
      };
    });
}
