import { hostname } from 'node:os';
import Database from 'better-sqlite3';
import { describeOpenFailure } from '../log/open-failure.js';
import { type LeaseHolder, readHolder, removeHolder, writeHolder } from './lease-holder.js';

/**
 * The exclusive lease of one live table on its log, so that two tables never deal into one file.
 *
 * Why an operating-system lock rather than a row with a process id: the lock is taken by SQLite on
 * a small file beside the log (`table.db.lease`, opened in EXCLUSIVE locking mode, so the first
 * transaction's lock is kept until the connection closes), and the kernel lets go of it when the
 * process ends in any way, SIGKILL and a power cut included. A lease found held is therefore held
 * by a live process, with no race between two takers and no mistake when a process id is reused.
 * The log itself is not locked: `sabot ruling` and `sabot play --db` still append beside the live
 * table through the expected-tail check. Who holds the lease (process, host, since when) is written
 * in `table.db.lease.json`, read by the table that is refused, and removed when the lease is let
 * go: a holder file found by a table that did get the lock is a table that stopped without closing.
 */
export class TableLease {
  private constructor(
    readonly holder: LeaseHolder,
    readonly holderPath: string,
    readonly tookOverFrom: LeaseHolder | null,
    private readonly lock: Database.Database,
  ) {}

  static lockPathFor = (logPath: string): string => `${logPath}.lease`;
  static holderPathFor = (logPath: string): string => `${logPath}.lease.json`;

  /**
   * Takes the lease of the log at `logPath`, or says who holds it. A holder on another host is
   * never assumed gone (a network folder may not carry the lock between machines): its file must be
   * removed by hand once that table is known to be closed.
   */
  static take(logPath: string, now: Date = new Date()): TakenLease {
    // No name is no log: the lock would otherwise be `.lease` in the working folder.
    if (logPath.trim() === '') throw describeOpenFailure(logPath, null);
    const holderPath = TableLease.holderPathFor(logPath);
    const lock = lockOrBusy(TableLease.lockPathFor(logPath), logPath);
    if (lock === 'busy')
      return { ok: false, holder: readHolder(holderPath), holderPath, onAnotherHost: false };
    const previous = readHolder(holderPath);
    if (previous && previous.host !== hostname()) {
      lock.close();
      return { ok: false, holder: previous, holderPath, onAnotherHost: true };
    }
    const holder: LeaseHolder = { pid: process.pid, host: hostname(), since: now.toISOString() };
    try {
      writeHolder(holderPath, holder);
    } catch (error) {
      lock.close();
      throw describeOpenFailure(logPath, error);
    }
    return { ok: true, lease: new TableLease(holder, holderPath, previous, lock) };
  }

  /** Lets go of the lease: the holder file first, so nobody reads a holder that is gone. */
  release(): void {
    removeHolder(this.holderPath);
    this.lock.close();
  }
}

export type TakenLease =
  | { readonly ok: true; readonly lease: TableLease }
  | {
      readonly ok: false;
      readonly holder: LeaseHolder | null;
      readonly holderPath: string;
      /** The lock was free but the holder file names another machine, which may not share locks. */
      readonly onAnotherHost: boolean;
    };

/** The lock, or 'busy' when another live table holds it (in this process or another). */
function lockOrBusy(path: string, logPath: string): Database.Database | 'busy' {
  let lock: Database.Database;
  try {
    lock = new Database(path, { timeout: 0 });
  } catch (error) {
    // Said of the log: the lock is beside it, in the same folder.
    throw describeOpenFailure(logPath, error);
  }
  try {
    // No journal file beside the lock: it holds no data, only the lock.
    lock.pragma('journal_mode = MEMORY');
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('BEGIN EXCLUSIVE');
    lock.exec('COMMIT');
    return lock;
  } catch (error) {
    lock.close();
    if (error instanceof Database.SqliteError && error.code.startsWith('SQLITE_BUSY')) return 'busy';
    throw describeOpenFailure(logPath, error);
  }
}
