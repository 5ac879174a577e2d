import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { LiveTable } from '../core/devices/live-table.js';
import { journalTakeOver, leaseRefusal } from '../core/lease/lease-journal.js';
import { TableLease } from '../core/lease/table-lease.js';
import { notALogFile } from '../core/log/open-failure.js';
import { CliError, EXIT } from './exit-codes.js';
import { logOption, withLog } from './log-option.js';
import { baudOption, seedOption } from './number-option.js';
import { type ProfileOptions, resolveProfile } from './profile-option.js';
import { type ShippingOptions, shippingOf } from './shipping-option.js';
import { type TableConfigOptions, tableConfigOf } from './table-config-option.js';
import { cliText, words } from './words.js';

/** What every command that runs a live table takes: its log, its reader, who deals. */
export interface LiveTableOptions extends ProfileOptions, TableConfigOptions, ShippingOptions {
  db: string;
  device: string;
  baud?: number;
  operator: string;
  seed?: number;
}

/** Where a live table keeps its log, what game it deals, and where its cards come from. */
export function withLiveTableOptions(command: Command): Command {
  return command
    .addOption(logOption(cliText('cli.table.option.db')))
    .option('--profile <id>', cliText('cli.table.option.profile'))
    .option('--rules <file>', cliText('cli.table.option.rules'))
    .option('--device <sim|path>', cliText('cli.table.option.device'), 'sim')
    .addOption(baudOption('--baud <n>', cliText('cli.table.option.baud')));
}

/** Who deals at a live table, and the seed of its simulated shoe. */
export function withDealerOptions(command: Command): Command {
  return command
    .option('--operator <name>', cliText('cli.table.option.operator'), 'croupier')
    .addOption(seedOption('--seed <n>', cliText('cli.table.option.seed')));
}

/** A live table with the lease on its log; closing it lets the lease go. */
export interface LeasedTable {
  readonly table: LiveTable;
  close(): Promise<void>;
}

/**
 * Opens the live table of `sabot table`, `sabot start` and `sabot serve`, holding the lease of its
 * log for as long as it is open: a second live table on the same file is refused with its holder.
 * A refusal is an exit 3, and a log that is refused before it existed is not left behind.
 */
export async function openLiveTable(options: LiveTableOptions): Promise<LeasedTable> {
  const profile =
    options.profile !== undefined || options.rules !== undefined ? resolveProfile(options) : undefined;
  if (!profile && options.db.trim() !== '' && !existsSync(options.db))
    throw new CliError(cliText('cli.table.no-log-yet', { db: options.db }), EXIT.rejected);
  const ship = shippingOf(options.db, options);
  // Before the lease, whose file beside a folder or a device would be left behind.
  const special = notALogFile(options.db);
  if (special) throw new CliError(words().say(special), EXIT.rejected);
  const taken = withLog(() => TableLease.take(options.db));
  if (!taken.ok) throw new CliError(words().say(leaseRefusal(options.db, taken)), EXIT.rejected);
  const { lease } = taken;
  try {
    const opened = await withLog(() =>
      LiveTable.open({
        dbPath: options.db,
        device: options.device,
        operator: options.operator,
        recordExactEdge: true,
        ...(profile && { profile, config: tableConfigOf(options) }),
        ...(options.baud !== undefined && { baudRate: options.baud }),
        ...(options.seed !== undefined && { seed: options.seed }),
        ...(ship && { ship }),
      }),
    );
    if (!opened.ok) throw new CliError(words().say(opened.refusal), EXIT.rejected);
    const table = opened.value;
    journalTakeOver(table.service.journalWriter, lease, options.operator);
    return {
      table,
      close: async () => {
        await table.close();
        lease.release();
      },
    };
  } catch (error) {
    lease.release();
    throw error;
  }
}
