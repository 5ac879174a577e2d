import { type Command, Option } from 'commander';
import { tableIdOf } from '../core/log/table-id.js';
import { embeddedCenterUrl } from '../core/shipping/embedded-center-url.js';
import type { LiveShippingStatus } from '../core/shipping/live-shipping.js';
// The shell's rule of the data directory: `--pit` ships to the pit of the folder the table's own log is in.
import { defaultDataDir } from '../main/service-launch.js';
import { CliError, EXIT } from './exit-codes.js';
import { cliText, words } from './words.js';

export interface ShippingOptions {
  pg?: string;
  pit?: boolean;
  tableId?: string;
}

/**
 * `--pg URL | --pit [--table-id ID]` of the live table: it ships its facts to the pit as they
 * commit, at the casino's PostgreSQL or at the pit `sabot pit serve` runs in the data directory.
 */
export function withShippingOptions(command: Command): Command {
  return command
    .option('--pg <url>', cliText('cli.table.option.pg'))
    .option('--pit', cliText('cli.table.option.pit'))
    .option('--table-id <id>', cliText('cli.table.option.table-id'));
}

/** The center's URL: `--pg`'s (it wins), else with `--pit` the data directory's own pit; none without either. */
export function centerUrlOf(options: ShippingOptions): string | undefined {
  if (options.pg !== undefined) return options.pg;
  return options.pit === true ? embeddedCenterUrl(defaultDataDir(process.env)) : undefined;
}

/** Where the table ships, checked before the table opens; none without --pg or --pit. */
export function shippingOf(db: string, options: ShippingOptions): { url: string; table: string } | undefined {
  const url = centerUrlOf(options);
  if (url === undefined) return undefined;
  const table = tableIdOf(db, options.tableId);
  if (!table.ok) throw new CliError(words().say(table.said), EXIT.usage);
  return { url, table: table.id };
}

/** The terminal's line when the shipping's state changes, in its language. */
export function shippingLine(status: LiveShippingStatus): string {
  const why = status.said ? words().say(status.said) : '';
  switch (status.state) {
    case 'shipped':
      return cliText('cli.table.shipping.shipped', { table: status.table });
    case 'behind':
      return cliText('cli.table.shipping.behind', {
        table: status.table,
        count: Math.max(0, status.local - status.acknowledged),
      });
    case 'unreachable':
      return cliText('cli.table.shipping.unreachable', { since: status.unreachableSince ?? '', why });
    case 'refused':
      return cliText('cli.table.shipping.refused', { why });
  }
}

/** `--pg URL`: the pit's central database, which a command of the pit works on. */
export const centerOption = (description = cliText('cli.ship.option.pg')): Option =>
  new Option('--pg <url>', description).makeOptionMandatory();
