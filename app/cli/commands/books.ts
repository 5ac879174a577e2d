import { type Command, InvalidArgumentError } from 'commander';
import { readTableInput, type TableInput } from '../../../engine/round/inputs.js';
import type { BooksRecord } from '../../core/table/pit-boss-desk.js';
import type { TableChangeType } from '../../core/table/signed-records.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { logOption } from '../log-option.js';
import { amountOption, positiveOption } from '../number-option.js';
import { cliText, words } from '../words.js';
import { atTheDesk } from './desk.js';

/** `--count 25=80,100=40`: chips by value, as the count sheet reads; the table checks its chip set and counts. */
function readCount(text: string): Record<string, number> {
  const count: Record<string, number> = {};
  for (const part of text.split(',')) {
    const [chip = '', chips = ''] = part.split('=').map((side) => side.trim());
    if (chip === '' || !/^-?\d+$/.test(chips))
      throw new InvalidArgumentError(cliText('cli.books.bad-count', { text }));
    // A count sheet has one line a value: a second would silently replace the first.
    if (Object.hasOwn(count, chip)) throw new InvalidArgumentError(cliText('cli.books.chip-twice', { chip }));
    count[chip] = Number(chips);
  }
  return count;
}

/** The record in the table's vocabulary, refused in the table's words when a field is not one. */
function tableInput(raw: Record<string, unknown>): TableInput {
  const read = readTableInput(raw);
  if (!read.ok) throw new CliError(words().say(read.refusal), EXIT.rejected);
  return read.value;
}

interface RecordOptions {
  readonly db: string;
  readonly verbose?: boolean;
  readonly operator: string;
  readonly croupier?: string;
  readonly cashier?: string;
  readonly runner?: string;
}

/** A record signed with both PINs: the supervisor's first line of standard input, the croupier's the second. */
const signed = (io: CliIo, o: RecordOptions, record: Record<string, unknown>) =>
  atTheDesk(
    io,
    o.db,
    async (desk, pin) => {
      const entered = tableInput(record) as BooksRecord;
      const supervisorPin = await pin('supervisor');
      const croupierPin = await pin('croupier');
      return desk.recordBooks(entered, {
        supervisor: o.operator,
        supervisorPin,
        croupierPin,
        ...(o.croupier !== undefined && { croupier: o.croupier }),
        ...(o.cashier !== undefined && { cashier: o.cashier }),
        ...(o.runner !== undefined && { runner: o.runner }),
      });
    },
    o.verbose,
  );

/** A change behind the pit boss's PIN alone (one line of standard input). */
const changed = (io: CliIo, o: RecordOptions, change: Record<string, unknown>) =>
  atTheDesk(
    io,
    o.db,
    async (desk, pin) =>
      desk.changeTable(tableInput(change) as Extract<TableInput, { type: TableChangeType }>, {
        operator: o.operator,
        pin: await pin('supervisor'),
      }),
    o.verbose,
  );

export function registerBooksCommand(program: Command, io: CliIo): void {
  const books = program
    .command('books')
    .description(cliText('cli.books.description'))
    .addHelpText(
      'after',
      `\n${cliText('cli.examples')}\n  printf "482913\\n135790\\n" | sabot books open --db table.db --operator pat --count 25=80,100=40\n  printf "482913\\n135790\\n" | sabot books fill --db table.db --operator pat --slip F-0007 --count 100=20 --cashier cid --runner rob\n  echo 482913 | sabot books limits --db table.db --operator pat --min 25 --max 1000`,
    );
  const command = (name: string, description: string, pins: 'both' | 'pit-boss') =>
    books
      .command(name)
      .description(`${description} ${cliText(pins === 'both' ? 'cli.books.two-pins' : 'cli.books.one-pin')}`)
      .addOption(logOption())
      .requiredOption('--operator <name>', cliText('cli.books.option.operator'))
      .option('--verbose', cliText('cli.option.verbose'));
  const signer = (cmd: Command) => cmd.option('--croupier <name>', cliText('cli.books.option.croupier'));
  const count = (cmd: Command) =>
    cmd.requiredOption('--count <chips>', cliText('cli.books.option.count'), readCount);
  const slip = (cmd: Command) =>
    cmd
      .requiredOption('--slip <number>', cliText('cli.books.option.slip'))
      .requiredOption('--cashier <name>', cliText('cli.books.option.cashier'))
      .requiredOption('--runner <name>', cliText('cli.books.option.runner'));

  count(signer(command('open', cliText('cli.books.open'), 'both'))).action(
    (o: RecordOptions & { count: object }) => signed(io, o, { type: 'table-open', inventory: o.count }),
  );
  count(signer(command('close', cliText('cli.books.close'), 'both'))).action(
    (o: RecordOptions & { count: object }) => signed(io, o, { type: 'table-close', inventory: o.count }),
  );
  for (const kind of ['fill', 'credit'] as const)
    slip(
      count(signer(command(kind, cliText(kind === 'fill' ? 'cli.books.fill' : 'cli.books.credit'), 'both'))),
    ).action((o: RecordOptions & { count: object; slip: string }) =>
      signed(io, o, { type: kind, slip: o.slip, inventory: o.count }),
    );
  signer(command('void', cliText('cli.books.void'), 'both'))
    .requiredOption('--slip <number>', cliText('cli.books.option.slip'))
    .requiredOption('--reason <text>', cliText('cli.books.option.reason'))
    .action((o: RecordOptions & { slip: string; reason: string }) =>
      signed(io, o, { type: 'slip-void', slip: o.slip, reason: o.reason }),
    );
  command('limits', cliText('cli.books.limits'), 'pit-boss')
    .addOption(amountOption('--min <amount>', cliText('cli.books.option.min')).makeOptionMandatory())
    .addOption(amountOption('--max <amount>', cliText('cli.books.option.max')).makeOptionMandatory())
    .action((o: RecordOptions & { min: number; max: number }) =>
      changed(io, o, { type: 'limits', min: o.min, max: o.max }),
    );
  command('void-buy-in', cliText('cli.books.void-buy-in'), 'pit-boss')
    .addOption(positiveOption('--buy-in <number>', cliText('cli.books.option.buy-in')).makeOptionMandatory())
    .requiredOption('--reason <text>', cliText('cli.books.option.reason'))
    .action((o: RecordOptions & { buyIn: number; reason: string }) =>
      changed(io, o, { type: 'buy-in-void', buyIn: o.buyIn, reason: o.reason }),
    );
  command('croupier', cliText('cli.books.croupier'), 'pit-boss')
    .requiredOption('--name <name>', cliText('cli.books.option.name'))
    .action((o: RecordOptions & { name: string }) => changed(io, o, { type: 'croupier', name: o.name }));
}
