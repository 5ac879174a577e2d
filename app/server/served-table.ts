import type { LiveTable } from '../core/devices/live-table.js';
import type { PitBossDesk } from '../core/table/pit-boss-desk.js';
import type { AccessPolicy, Session } from './access.js';

/** What every operation works on: the live table, its pit-boss desk and the log's path. */
export interface ServedTable {
  readonly table: LiveTable;
  readonly desk: PitBossDesk;
  readonly dbPath: string;
  readonly access: AccessPolicy;
}

/** One request's context: the table and who asks. */
export interface OperationContext {
  readonly served: ServedTable;
  readonly session: Session;
}
