import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { KEY_IN_HELP } from '../../../devices/keyin/key-in.js';
import { croupierViewOf } from '../../core/views/table-views.js';
import type { CliIo } from '../io.js';
import { type LeasedTable, type LiveTableOptions, openLiveTable } from '../live-table-option.js';
import { baudOption, seedOption } from '../number-option.js';
import { alarmLine, describeTable } from '../table-text.js';

export type TableOptions = LiveTableOptions;

export function registerTableCommand(program: Command, io: CliIo): void {
  program
    .command('table')
    .description('run a live table headless: shoe reader (or simulator) and keyboard into the log')
    .requiredOption('--db <file>', 'the table log (created if new)')
    .option('--profile <id>', 'rule profile id (needed for a new log)')
    .option('--rules <file>', 'a custom rule profile in a JSON file')
    .option('--device <sim|path>', 'the shoe reader: its serial port, or "sim" for the simulator', 'sim')
    .addOption(baudOption('--baud <n>', 'baud rate of the reader'))
    .option('--operator <name>', 'the croupier on duty', 'croupier')
    .addOption(seedOption('--seed <n>', "the simulator's shuffle seed"))
    .addHelpText(
      'after',
      `\nKeys (one command per line; an empty line pulls a card from the simulated shoe):\n${KEY_IN_HELP}\n  help  quit`,
    )
    .action((options: TableOptions) => startLiveTable(io, options));
}

export async function startLiveTable(io: CliIo, options: TableOptions): Promise<void> {
  await runTable(await openLiveTable(options), io);
}

async function runTable({ table, close }: LeasedTable, io: CliIo): Promise<void> {
  const show = () => io.out(describeTable(croupierViewOf(table.service), table.alarms.active()));
  const offTable = table.service.subscribe(show);
  // Only the alarms that changed: a faulty reader must not reprint the table thousands of times.
  const offAlarms = table.alarms.subscribe((changed) => io.out(`${changed.map(alarmLine).join('\n')}\n`));
  const shoe = table.simulator ? ` (simulated shoe, seed ${table.simulator.firstSeed})` : '';
  io.out(`Sabot table on ${table.service.snapshot.context.profile.id}${shoe} — type "help" for the keys\n`);
  show();
  const lines = createInterface({ input: process.stdin, terminal: false });
  // A signal ends the table as "quit" does: the reader, the simulator's socat and the lease let go.
  const stop = (): void => lines.close();
  const signals = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
  for (const signal of signals) process.on(signal, stop);
  try {
    for await (const line of lines) {
      const word = line.trim().toLowerCase();
      if (word === 'quit') break;
      if (word === 'help' || word === '?') {
        io.out(`${KEY_IN_HELP}\n`);
        continue;
      }
      const result = await table.key(line);
      if (!result.ok) io.out(`  REFUSED ${result.reason}\n`);
    }
  } finally {
    // Closing the reader and the simulator is no news for the croupier's screen.
    offTable();
    offAlarms();
    for (const signal of signals) process.off(signal, stop);
    lines.close();
    await close();
  }
}
