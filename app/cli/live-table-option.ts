import { LiveTable } from '../core/devices/live-table.js';
import { CliError, EXIT } from './exit-codes.js';
import { withLog } from './log-option.js';
import { type ProfileOptions, resolveProfile } from './profile-option.js';

/** What every command that runs a live table takes: its log, its reader, who deals. */
export interface LiveTableOptions extends ProfileOptions {
  db: string;
  device: string;
  baud?: number;
  operator: string;
  seed?: number;
}

/** Opens the live table of `sabot table`, `sabot start` and `sabot serve`; a refusal is an exit 3. */
export async function openLiveTable(options: LiveTableOptions): Promise<LiveTable> {
  const profile =
    options.profile !== undefined || options.rules !== undefined ? resolveProfile(options) : undefined;
  const opened = await withLog(() =>
    LiveTable.open({
      dbPath: options.db,
      device: options.device,
      operator: options.operator,
      ...(profile && { profile }),
      ...(options.baud !== undefined && { baudRate: options.baud }),
      ...(options.seed !== undefined && { seed: options.seed }),
    }),
  );
  if (!opened.ok) throw new CliError(opened.reason, EXIT.rejected);
  return opened.value;
}
