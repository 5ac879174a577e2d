import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { KEY_IN_FORMS } from '../../../devices/keyin/key-in.js';
import type { CliIo } from '../io.js';
import {
  type LeasedTable,
  type LiveTableOptions,
  openLiveTable,
  withDealerOptions,
  withLiveTableOptions,
} from '../live-table-option.js';
import { shippingLine, withShippingOptions } from '../shipping-option.js';
import { withTableConfigOptions } from '../table-config-option.js';
import { alarmLine, describeTable } from '../table-text.js';
import { cliText, words } from '../words.js';

export type TableOptions = LiveTableOptions;

export function registerTableCommand(program: Command, io: CliIo): void {
  const command = withLiveTableOptions(
    program.command('table').description(cliText('cli.table.description')),
  );
  withShippingOptions(withTableConfigOptions(withDealerOptions(command)))
    .addHelpText('after', `\n${cliText('cli.table.keys-title', { keys: keysText() })}`)
    .action((options: TableOptions) => startLiveTable(io, options));
}

export async function startLiveTable(io: CliIo, options: TableOptions): Promise<void> {
  await runTable(await openLiveTable(options), io);
}

async function runTable({ table, close }: LeasedTable, io: CliIo): Promise<void> {
  const show = () => io.out(describeTable(table.service, table.alarms.active()));
  const offTable = table.service.subscribe(show);
  // Only the alarms that changed: a faulty reader must not reprint the table thousands of times.
  const offAlarms = table.alarms.subscribe((changed) => io.out(`${changed.map(alarmLine).join('\n')}\n`));
  // A line when the shipping's state changes, not at every pass: the table plays on whatever it says.
  let shippingState = '';
  const offShipping = table.shipping?.subscribe((status) => {
    if (status.state === shippingState) return;
    shippingState = status.state;
    io.out(`${shippingLine(status)}\n`);
  });
  const profile = table.service.snapshot.context.profile.id;
  io.out(
    `${
      table.simulator
        ? cliText('cli.table.opened-simulated', { profile, seed: table.simulator.firstSeed })
        : cliText('cli.table.opened', { profile })
    }\n`,
  );
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
        io.out(`${keysText()}\n`);
        continue;
      }
      const result = await table.key(line);
      // The table's refusal from its code, in the terminal's language; the journal keeps the code.
      if (!result.ok) io.out(`  ${cliText('cli.table.refused', { reason: words().say(result.refusal) })}\n`);
    }
  } finally {
    // Closing the reader and the simulator is no news for the croupier's screen.
    offTable();
    offAlarms();
    offShipping?.();
    for (const signal of signals) process.off(signal, stop);
    lines.close();
    await close();
  }
}

/** The croupier's keys (docs/key-in.md) in the terminal's language: the keys as keyed, then what they do. */
const keysText = (): string =>
  KEY_IN_FORMS.map((form) => `${form.keys.padEnd(14)}${words().say(form.says)}`).join('\n');
