import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { journalTakeOver, leaseRefusal } from '../../core/lease/lease-journal.js';
import { TableLease } from '../../core/lease/table-lease.js';
import type { TableService } from '../../core/table/table-service.js';
import { CliError, EXIT } from '../exit-codes.js';
import { withLog } from '../log-option.js';
import { withTableService } from '../table-service-log.js';
import { words } from '../words.js';
import { type RecordedRounds, recordRounds } from './record-rounds.js';

/** A croupier's pace: the seconds between two inputs at the simulated table. */
export const SECONDS_PER_INPUT = 4;

export interface SimulationIntoLog {
  readonly db: string;
  readonly profile: RuleProfile;
  readonly boxes: number;
  readonly rounds: number;
  readonly seed: number;
  /** The time of the first input; later inputs follow at the croupier's pace. */
  readonly from: Date;
  readonly operator: string;
  readonly onRound?: (rounds: number) => void;
}

/**
 * `sabot simulate --db`: the simulated rounds recorded into a real log, as a table would record
 * them. The simulated table deals into the log, so it holds the log's lease like a live table: a
 * log another table is dealing into is refused. Ctrl-C stops after the round being recorded.
 */
export async function simulateIntoLog(run: SimulationIntoLog): Promise<RecordedRounds> {
  return withSimulatedTable(run, (service, stopped) =>
    recordRounds(service, {
      boxes: run.boxes,
      seed: run.seed,
      rounds: run.rounds,
      clock: pacedClock(laterOf(run.from, lastFactTime(service))),
      operator: run.operator,
      stop: stopped,
      ...(run.onRound && { onRound: run.onRound }),
    }),
  );
}

/**
 * The simulated table's log opened as a live table opens it: its lease taken (a log another table
 * is dealing into is refused), the take-over journaled, Ctrl-C heard as `stopped`.
 */
export async function withSimulatedTable<T>(
  run: Pick<SimulationIntoLog, 'db' | 'profile' | 'from' | 'operator'>,
  play: (service: TableService, stopped: () => boolean) => Promise<T>,
): Promise<T> {
  const taken = withLog(() => TableLease.take(run.db));
  if (!taken.ok) throw new CliError(words().say(leaseRefusal(run.db, taken)), EXIT.rejected);
  let stopped = false;
  const stop = (): void => {
    stopped = true;
  };
  process.once('SIGINT', stop);
  try {
    // A new log's table opens at --from; the first round follows at the croupier's pace.
    const open = { dbPath: run.db, profile: run.profile, operator: run.operator, clock: () => run.from };
    return await withLog(() =>
      withTableService(open, (service) => {
        journalTakeOver(service.journalWriter, taken.lease, run.operator);
        return play(service, () => stopped);
      }),
    );
  } finally {
    process.off('SIGINT', stop);
    taken.lease.release();
  }
}

/** After the log's last fact when it ends later than `from`: a log's times never run backwards. */
export function lastFactTime(service: TableService): Date | null {
  const last = service.log.last();
  return last ? new Date(last.metadata.time) : null;
}

export const laterOf = (from: Date, last: Date | null): Date =>
  last && last.getTime() >= from.getTime() ? new Date(last.getTime() + SECONDS_PER_INPUT * 1000) : from;

function pacedClock(start: Date): () => Date {
  let inputs = 0;
  return () => new Date(start.getTime() + inputs++ * SECONDS_PER_INPUT * 1000);
}
