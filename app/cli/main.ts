import { Command, CommanderError } from 'commander';
import type { KeyOf } from '../i18n/index.js';
import { CliError, EXIT, type ExitCode } from './exit-codes.js';
import type { CliIo } from './io.js';
import { processIo } from './io.js';
import { usageErrorSaid } from './usage-errors.js';
import { cliText, languageOf, speak } from './words.js';

/** Commander's own headings in the command's language (it calls styleTitle with its English ones). */
const HELP_TITLES: Readonly<Record<string, KeyOf<'cli'>>> = {
  'Usage:': 'cli.help.usage',
  'Arguments:': 'cli.help.arguments',
  'Options:': 'cli.help.options',
  'Global Options:': 'cli.help.global-options',
  'Commands:': 'cli.help.commands',
};

const styleTitle = (title: string): string => {
  const key = HELP_TITLES[title];
  return key ? cliText(key) : title;
};

type Register = (program: Command, io: CliIo) => void;

/**
 * Every command, in the order help lists them, each loaded only when it is needed: `sabot rounds`
 * on a pit boss's terminal does not load the web server, the simulator and the odds (module
 * loading is most of a short command's time).
 */
const COMMANDS: readonly (readonly [string, () => Promise<Register>])[] = [
  ['start', async () => (await import('./commands/start.js')).registerStartCommand],
  ['drill', async () => (await import('./commands/drill.js')).registerDrillCommand],
  ['rules', async () => (await import('./commands/rules.js')).registerRulesCommand],
  ['odds', async () => (await import('./commands/odds.js')).registerOddsCommand],
  ['strategy', async () => (await import('./commands/strategy.js')).registerStrategyCommand],
  ['simulate', async () => (await import('./commands/simulate.js')).registerSimulateCommand],
  ['edge', async () => (await import('./commands/edge.js')).registerEdgeCommand],
  ['ratings', async () => (await import('./commands/ratings.js')).registerRatingsCommand],
  ['economics', async () => (await import('./commands/economics.js')).registerEconomicsCommand],
  ['play', async () => (await import('./commands/play.js')).registerPlayCommand],
  ['replay', async () => (await import('./commands/replay.js')).registerReplayCommand],
  ['rounds', async () => (await import('./commands/rounds.js')).registerRoundsCommand],
  ['report', async () => (await import('./commands/report.js')).registerReportCommand],
  ['protection', async () => (await import('./commands/protection.js')).registerProtectionCommand],
  ['compliance', async () => (await import('./commands/compliance.js')).registerComplianceCommand],
  ['count', async () => (await import('./commands/count.js')).registerCountCommand],
  ['verify', async () => (await import('./commands/verify.js')).registerVerifyCommand],
  ['ship', async () => (await import('./commands/ship.js')).registerShipCommand],
  ['pit', async () => (await import('./commands/pit.js')).registerPitCommand],
  ['export', async () => (await import('./commands/export.js')).registerExportCommand],
  ['backup', async () => (await import('./commands/backup.js')).registerBackupCommand],
  ['pin', async () => (await import('./commands/pin.js')).registerPinCommand],
  ['ruling', async () => (await import('./commands/ruling.js')).registerRulingCommand],
  ['staff', async () => (await import('./commands/staff.js')).registerStaffCommand],
  ['books', async () => (await import('./commands/books.js')).registerBooksCommand],
  ['table', async () => (await import('./commands/table.js')).registerTableCommand],
  ['serve', async () => (await import('./commands/serve.js')).registerServeCommand],
  ['shoe-sim', async () => (await import('./commands/shoe-sim.js')).registerShoeSimCommand],
  ['devices', async () => (await import('./commands/devices.js')).registerDevicesCommand],
];

/** The program with the command named (or every command, for help and for a name it does not know). */
export async function buildProgram(io: CliIo, commandName?: string): Promise<Command> {
  const program = new Command('sabot')
    // Set before the commands are added: each copies these from the program.
    .configureHelp({ styleTitle })
    .helpOption('-h, --help', cliText('cli.help.help-option'))
    .description(cliText('cli.program.description'))
    .addHelpText('after', `\n${cliText('cli.program.exit-codes')}`)
    .showHelpAfterError(cliText('cli.usage.help-hint'))
    // Read before commander sees the line (languageOf), so it may stand anywhere; listed for help.
    .option('--lang <language>', cliText('cli.option.lang'));
  const named = COMMANDS.filter(([name]) => name === commandName);
  for (const [, load] of named.length > 0 ? named : COMMANDS) (await load())(program, io);
  // Every subcommand reports usage errors through the same exit path and output.
  const configure = (command: Command): void => {
    command.exitOverride().configureOutput({
      writeOut: io.out,
      writeErr: io.err,
      outputError: (text, write) => write(usageErrorSaid(text)),
    });
    for (const sub of command.commands) configure(sub);
  };
  configure(program);
  return program;
}

/** Runs the CLI and returns the exit code instead of exiting, so tests can run it in-process. */
export async function runCli(argv: readonly string[], io: CliIo = processIo): Promise<ExitCode> {
  try {
    const { language, rest } = languageOf(argv);
    speak(language);
    const program = await buildProgram(io, rest[0]);
    await program.parseAsync([...rest], { from: 'user' });
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
    io.err(`sabot: ${cliText('cli.internal-error', { detail: (error as Error).stack ?? String(error) })}\n`);
    return EXIT.internal;
  }
}
