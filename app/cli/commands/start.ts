import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import type { CliIo } from '../io.js';
import { startLiveTable } from './table.js';

/** Where a table's log lives when none is named: the user's data directory. */
export function defaultDataDir(): string {
  const base =
    process.env.SABOT_DATA_DIR ??
    join(process.env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'sabot');
  mkdirSync(base, { recursive: true });
  return base;
}

/**
 * `sabot start` (the README's `npm start`): the table with the shoe simulator and a log in the
 * user's data directory. The dashboard is not built yet, so the table runs on the terminal.
 */
export function registerStartCommand(program: Command, io: CliIo): void {
  program
    .command('start')
    .description(
      "start the table: the shoe simulator and a log in the user's data directory, on the terminal",
    )
    .option('--profile <id>', 'rule profile id', 'classic-6d')
    .option('--rules <file>', 'a custom rule profile in a JSON file')
    .option('--db <file>', 'the table log (default: <data dir>/<profile>.db)')
    .option('--device <sim|path>', 'the shoe reader: its serial port, or "sim" for the simulator', 'sim')
    .option('--seed <n>', "the simulator's shuffle seed", Number)
    .action(
      async (options: { profile: string; rules?: string; db?: string; device: string; seed?: number }) => {
        const db = options.db ?? join(defaultDataDir(), `${options.profile}.db`);
        const reader =
          options.device === 'sim'
            ? 'the shoe simulator on a pseudo-terminal'
            : `the shoe reader on ${options.device}`;
        io.out(`Sabot — table ${options.profile} in terminal mode, with ${reader}.\nLog: ${db}\n`);
        await startLiveTable(io, { ...options, db, operator: 'croupier' });
      },
    );
}
