import { type RoundReport, roundHasActivity, roundReport } from './report.js';
import { contextOf, phaseOf, type TableSnapshot } from './table.js';

/**
 * Collects a report of each round as the fold leaves it: a round is reported from the last
 * snapshot in which it was the current round, so cards burned after its settlement are in it.
 */
export class RoundTracker {
  readonly rounds: RoundReport[] = [];

  /** With `onRound`, each report goes there as its round ends and `rounds` stays empty. */
  constructor(private readonly onRound: (round: RoundReport) => void = (round) => this.rounds.push(round)) {}

  /** Call after each accepted fact with the snapshots before and after it. */
  observe(before: TableSnapshot, after: TableSnapshot): void {
    if (contextOf(after).round.number !== contextOf(before).round.number) {
      this.onRound(roundReport(contextOf(before), phaseOf(before)));
    }
  }

  /** The round still current at the end, if anything happened in it. */
  finish(last: TableSnapshot): RoundReport[] {
    if (roundHasActivity(contextOf(last))) this.onRound(roundReport(contextOf(last), phaseOf(last)));
    return this.rounds;
  }
}
