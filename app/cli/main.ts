import { Command, CommanderError } from 'commander';
import { registerBackupCommand } from './commands/backup.js';
import { registerDevicesCommand } from './commands/devices.js';
import { registerDrillCommand } from './commands/drill.js';
import { registerExportCommand } from './commands/export.js';
import { registerOddsCommand } from './commands/odds.js';
import { registerPinCommand } from './commands/pin.js';
import { registerPlayCommand } from './commands/play.js';
import { registerReplayCommand } from './commands/replay.js';
import { registerRoundsCommand } from './commands/rounds.js';
import { registerRulesCommand } from './commands/rules.js';
import { registerRulingCommand } from './commands/ruling.js';
import { registerServeCommand } from './commands/serve.js';
import { registerShoeSimCommand } from './commands/shoe-sim.js';
import { registerSimulateCommand } from './commands/simulate.js';
import { registerStartCommand } from './commands/start.js';
import { registerStrategyCommand } from './commands/strategy.js';
import { registerTableCommand } from './commands/table.js';
import { registerVerifyCommand } from './commands/verify.js';
import { CliError, EXIT, type ExitCode } from './exit-codes.js';
import { type CliIo, processIo } from './io.js';

const EXIT_CODE_HELP = `
Exit codes:
  0  ok
  1  internal error (a bug, or the machine failed)
  2  bad usage (unknown command or option, missing argument)
  3  rejected input (unknown profile or card, invalid file, refused line)`;

export function buildProgram(io: CliIo): Command {
  const program = new Command('sabot')
    .description('Sabot: dealer assist and table management for a physical blackjack table')
    .addHelpText('after', EXIT_CODE_HELP)
    .showHelpAfterError('(run with --help for usage)');
  registerStartCommand(program, io);
  registerDrillCommand(program, io);
  registerRulesCommand(program, io);
  registerOddsCommand(program, io);
  registerStrategyCommand(program, io);
  registerSimulateCommand(program, io);
  registerPlayCommand(program, io);
  registerReplayCommand(program, io);
  registerRoundsCommand(program, io);
  registerVerifyCommand(program, io);
  registerExportCommand(program, io);
  registerBackupCommand(program, io);
  registerPinCommand(program, io);
  registerRulingCommand(program, io);
  registerTableCommand(program, io);
  registerServeCommand(program, io);
  registerShoeSimCommand(program, io);
  registerDevicesCommand(program, io);
  // Every subcommand reports usage errors through the same exit path and output.
  const configure = (command: Command): void => {
    command.exitOverride().configureOutput({ writeOut: io.out, writeErr: io.err });
    for (const sub of command.commands) configure(sub);
  };
  configure(program);
  return program;
}

/** Runs the CLI and returns the exit code instead of exiting, so tests can run it in-process. */
export async function runCli(argv: readonly string[], io: CliIo = processIo): Promise<ExitCode> {
  const program = buildProgram(io);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CliError) {
      io.err(`sabot: ${error.message}\n`);
      return error.exitCode;
    }
    if (error instanceof CommanderError) {
      // Help and version are successful exits; every other commander error is a usage error.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    io.err(`sabot: internal error: ${(error as Error).stack ?? String(error)}\n`);
    return EXIT.internal;
  }
}
