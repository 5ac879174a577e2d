import type { LiveTable } from '../core/devices/live-table.js';
import type { PitBossDesk } from '../core/table/pit-boss-desk.js';
import type { StaffDesk } from '../core/table/staff-desk.js';
import type { ConnectionJournal } from '../socket-host/connection-journal.js';
import type { AccessPolicy, Session } from './access.js';
import type { ReaderThread } from './reader-thread.js';

/** What every operation works on: the live table, its pit-boss desk and the log's path. */
export interface ServedTable {
  readonly table: LiveTable;
  readonly desk: PitBossDesk;
  /** Who deals: a croupier's sign-in and sign-out behind their own PIN (the desk's guard and lockout). */
  readonly staff: StaffDesk;
  readonly dbPath: string;
  /** Who keys at the table when nobody logged in (the croupier on duty the server was started for). */
  readonly operator: string;
  readonly access: AccessPolicy;
  readonly clock: () => Date;
  /** Where the screens' reports, ratings and audits are read: never the table's thread. */
  readonly readers: ReaderThread;
}

/** One request's context: the table, who asks, and what their connection journals. */
export interface OperationContext {
  readonly served: ServedTable;
  readonly session: Session;
  readonly journal: ConnectionJournal;
}
