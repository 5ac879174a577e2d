import { type Command, Option } from 'commander';
import { tableIdOf } from '../core/log/table-id.js';
import type { LiveShippingStatus } from '../core/shipping/live-shipping.js';
import { CliError, EXIT } from './exit-codes.js';
import { cliText, words } from './words.js';

export interface ShippingOptions {
  pg?: string;
  tableId?: string;
}

/** `--pg URL [--table-id ID]` of the live table: it ships its facts to the pit as they commit. */
export function withShippingOptions(command: Command): Command {
  return command
    .option('--pg <url>', cliText('cli.table.option.pg'))
    .option('--table-id <id>', cliText('cli.table.option.table-id'));
}

/** Where the table ships, checked before the table opens; none without --pg. */
export function shippingOf(db: string, options: ShippingOptions): { url: string; table: string } | undefined {
  if (options.pg === undefined) return undefined;
  const table = tableIdOf(db, options.tableId);
  if (!table.ok) throw new CliError(words().say(table.said), EXIT.usage);
  return { url: options.pg, table: table.id };
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
