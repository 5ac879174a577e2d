import type { Command } from 'commander';
import { tableIdOf } from '../../core/log/table-id.js';
import type { ShippingStatus } from '../../core/shipping/shipper.js';
import { Shipper } from '../../core/shipping/shipper.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { logOption, refuseMissingLog } from '../log-option.js';
import { positiveOption } from '../number-option.js';
import { centerOption } from '../shipping-option.js';
import { cliText, words } from '../words.js';

interface ShipOptions {
  db: string;
  pg: string;
  table?: string;
  follow?: boolean;
  batch?: number;
}

/** `sabot ship`: a table's log caught up with the pit's central database by hand, or followed live. */
export function registerShipCommand(program: Command, io: CliIo): void {
  program
    .command('ship')
    .description(cliText('cli.ship.description'))
    .addOption(logOption())
    .addOption(centerOption())
    .option('--table <id>', cliText('cli.ship.option.table'))
    .option('--follow', cliText('cli.ship.option.follow'))
    .addOption(positiveOption('--batch <n>', cliText('cli.ship.option.batch'), 50_000))
    .addHelpText('after', `\n${cliText('cli.ship.exit-codes')}`)
    .action(async (options: ShipOptions) => {
      refuseMissingLog(options.db);
      const table = tableIdOf(options.db, options.table);
      if (!table.ok) throw new CliError(words().say(table.said), EXIT.usage);
      const shipper = new Shipper({
        db: options.db,
        url: options.pg,
        table: table.id,
        batchSize: options.batch,
      });
      try {
        let status = await shipper.shipOnce();
        if (options.follow === true) status = await follow(shipper, io, status);
        report(io, status);
      } finally {
        await shipper.close();
      }
    });
}

/** Ships again every half second until SIGINT or SIGTERM, saying each change of state once. */
async function follow(shipper: Shipper, io: CliIo, first: ShippingStatus): Promise<ShippingStatus> {
  let stop = false;
  const halt = () => {
    stop = true;
  };
  process.once('SIGINT', halt);
  process.once('SIGTERM', halt);
  let status = first;
  let said = '';
  try {
    while (!stop) {
      const line = lineOf(status);
      if (line !== said) io.out(`${line}\n`);
      said = line;
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (!stop) status = await shipper.shipOnce();
    }
    return await shipper.shipOnce();
  } finally {
    process.off('SIGINT', halt);
    process.off('SIGTERM', halt);
  }
}

const lineOf = (status: ShippingStatus): string =>
  status.said
    ? words().say(status.said)
    : cliText('cli.ship.shipped', {
        table: status.table,
        position: status.acknowledged,
        local: status.local,
      });

function report(io: CliIo, status: ShippingStatus): void {
  if (status.state === 'shipped') {
    io.out(`${lineOf(status)}\n`);
    return;
  }
  throw new CliError(lineOf(status), status.state === 'refused' ? EXIT.rejected : EXIT.internal);
}
