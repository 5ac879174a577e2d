import type { Command } from 'commander';
import type { CliIo } from '../io.js';
import { cliText } from '../words.js';
import { registerPitReportCommand } from './pit-report.js';
import { registerPitRoundsCommand } from './pit-rounds.js';
import { registerPitVerifyCommand } from './pit-verify.js';

/** `sabot pit …`: the pit's commands over its central PostgreSQL database. */
export function registerPitCommand(program: Command, io: CliIo): void {
  const pit = program.command('pit').description(cliText('cli.pit.description'));
  registerPitVerifyCommand(pit, io);
  registerPitReportCommand(pit, io);
  registerPitRoundsCommand(pit, io);
}
