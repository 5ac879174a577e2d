import { Command, CommanderError } from 'commander';
import { CliError } from '../../../app/cli/exit-codes.js';
import type { CliIo } from '../../../app/cli/io.js';

export interface CommandRun {
  code: number;
  out: string;
  err: string;
}

/**
 * Runs one command the way `runCli` does (same exit codes, same error printing), for commands not
 * yet registered in main.ts. Once they are, `runSabot` from test/support/run-cli.ts does the same.
 * `onOut` sees standard output as it is written, for commands that run on (shoe-sim --pty).
 */
export async function runCommand(
  register: (program: Command, io: CliIo) => void,
  argv: readonly string[],
  onOut: (text: string) => void = () => {},
): Promise<CommandRun> {
  const run: CommandRun = { code: 0, out: '', err: '' };
  const io: CliIo = {
    out: (text) => {
      run.out += text;
      onOut(text);
    },
    err: (text) => {
      run.err += text;
    },
    isTty: false,
  };
  const program = new Command('sabot');
  register(program, io);
  for (const command of [program, ...program.commands])
    command.exitOverride().configureOutput({ writeOut: io.out, writeErr: io.err });
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CliError) {
      io.err(`sabot: ${error.message}\n`);
      run.code = error.exitCode;
    } else if (error instanceof CommanderError) run.code = error.exitCode === 0 ? 0 : 2;
    else throw error;
  }
  return run;
}
