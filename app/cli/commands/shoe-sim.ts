import type { Command } from 'commander';
import type { FaultRates } from '../../../devices/simulator/fault-plan.js';
import { dealOnKeypress } from '../../../devices/simulator/keypress-dealer.js';
import { openPtyPair, type PtyPair } from '../../../devices/simulator/pty-pair.js';
import { serialLine } from '../../../devices/simulator/serial-line.js';
import { parseCardScript } from '../../../devices/simulator/shoe-load.js';
import { ShoeSimulator } from '../../../devices/simulator/shoe-simulator.js';
import { printLine, type SimulatorLine } from '../../../devices/simulator/simulator-line.js';
import type { Card } from '../../../engine/cards/card.js';
import { readSmallTextFile } from '../capped-file.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import {
  baudOption,
  secondsOption,
  seedOption,
  seedOrClock,
  shareOption,
  wholeNumberOption,
} from '../number-option.js';
import { type ProfileOptions, resolveProfile, withProfileOptions } from '../profile-option.js';
import { describeLine, describeLoad, describeSent, describeTally } from '../shoe-sim-words.js';
import { cliText, failureText, words } from '../words.js';

/** `--pace <ms>`, `--power-on-delay <ms>`: a pause in milliseconds, of ten minutes at the most. */
const millisecondsOption = (flags: string, description: string) =>
  wholeNumberOption(flags, description, { least: 0, most: 600_000 });

interface ShoeSimOptions extends ProfileOptions {
  path?: string;
  pty?: boolean;
  ptyDir?: string;
  powerOnDelay?: number;
  print?: boolean;
  seed?: number;
  script?: string;
  pace?: number;
  keypress?: boolean;
  baud: number;
  /** Shares from 0 to 1. */
  corrupt?: number;
  drop?: number;
  duplicate?: number;
  garbage?: number;
  /** Milliseconds (the options are in seconds). */
  silenceEvery?: number;
  silenceFor: number;
  disconnectEvery?: number;
  disconnectFor: number;
  exitWhenEmpty?: boolean;
}

/**
 * `sabot shoe-sim`: a card-reading shoe without the hardware. It speaks SBT1 on a pseudo-terminal
 * (`--pty`, the table opens the printed host path), on a serial port (`--path`), or prints its
 * frames (`--print`), and injects the faults a real line has so the table's alarms can be seen.
 */
export function registerShoeSimCommand(program: Command, io: CliIo): void {
  withProfileOptions(
    program.command('shoe-sim').description(cliText('cli.shoe-sim.description')),
    'classic-6d',
  )
    .option('--pty', cliText('cli.shoe-sim.option.pty'))
    .option('--pty-dir <dir>', cliText('cli.shoe-sim.option.pty-dir'))
    .addOption(millisecondsOption('--power-on-delay <ms>', cliText('cli.shoe-sim.option.power-on-delay')))
    .option('--path <path>', cliText('cli.shoe-sim.option.path'))
    .option('--print', cliText('cli.shoe-sim.option.print'))
    .addOption(seedOption('--seed <n>', cliText('cli.shoe-sim.option.seed')))
    .option('--script <file>', cliText('cli.shoe-sim.option.script'))
    .addOption(millisecondsOption('--pace <ms>', cliText('cli.shoe-sim.option.pace')))
    .option('--keypress', cliText('cli.shoe-sim.option.keypress'))
    .addOption(baudOption('--baud <rate>', cliText('cli.shoe-sim.option.baud')).default(115_200))
    .addOption(shareOption('--corrupt <rate>', cliText('cli.shoe-sim.option.corrupt')))
    .addOption(shareOption('--drop <rate>', cliText('cli.shoe-sim.option.drop')))
    .addOption(shareOption('--duplicate <rate>', cliText('cli.shoe-sim.option.duplicate')))
    .addOption(shareOption('--garbage <rate>', cliText('cli.shoe-sim.option.garbage')))
    .addOption(secondsOption('--silence-every <s>', cliText('cli.shoe-sim.option.silence-every')))
    .addOption(
      secondsOption('--silence-for <s>', cliText('cli.shoe-sim.option.for-this-long')).default(4000, '4'),
    )
    .addOption(secondsOption('--disconnect-every <s>', cliText('cli.shoe-sim.option.disconnect-every')))
    .addOption(
      secondsOption('--disconnect-for <s>', cliText('cli.shoe-sim.option.for-this-long')).default(2000, '2'),
    )
    .option('--exit-when-empty', cliText('cli.shoe-sim.option.exit-when-empty'))
    .addHelpText(
      'after',
      `\n${cliText('cli.examples')}\n  sabot shoe-sim --pty --profile classic-6d --pace 1500 --corrupt 0.05\n  sabot shoe-sim --print --seed 1 --profile home-1d`,
    )
    .action(async (options: ShoeSimOptions) => runShoeSim(io, options));
}

async function runShoeSim(io: CliIo, options: ShoeSimOptions): Promise<void> {
  const modes = [options.pty, options.path !== undefined, options.print].filter(Boolean).length;
  if (modes !== 1) throw new CliError(cliText('cli.shoe-sim.say-where'), EXIT.usage);
  const print = options.print === true;
  if (print && options.keypress) throw new CliError(cliText('cli.shoe-sim.keypress-needs-port'), EXIT.usage);
  const faults = readFaults(options, print);
  const profile = resolveProfile(options);
  const seed = seedOrClock(options.seed);
  const paceMs = options.pace ?? (print ? 0 : 800);
  const baudRate = options.baud;
  const powerOnDelayMs = options.powerOnDelay ?? (options.pty ? 1000 : 0);
  const cards = options.script === undefined ? undefined : readScript(options.script);
  const say = print ? io.err : io.out;

  let pty: PtyPair | null = null;
  let line: SimulatorLine;
  if (print) line = printLine(io.out);
  else if (options.pty) {
    const pair = await openPtyPair(options.ptyDir);
    if (!pair.ok) throw new CliError(failureText(pair), EXIT.internal);
    pty = pair.value;
    line = serialLine({ pty, baudRate });
  } else line = serialLine({ path: options.path as string, baudRate });

  const created = ShoeSimulator.create({
    line,
    decks: profile.shoe.decks,
    ...(profile.shoe.reshuffle === 'cut-card' && { penetration: profile.shoe.penetration }),
    seed,
    ...(cards !== undefined && { cards }),
    paceMs,
    faults,
    onSent: print ? undefined : (sent) => say(describeSent(sent)),
    onProblem: (said) => io.err(`${words().say(said)}\n`),
  });
  if (!created.ok) {
    await pty?.close();
    throw new CliError(failureText(created), EXIT.usage);
  }
  const simulator = created.value;
  const started = { load: describeLoad(simulator.load), line: describeLine(line.where), seed };
  // A scripted shoe has no shuffle to name the seed by: it still seeds the faults.
  say(
    `${cliText(cards === undefined ? 'cli.shoe-sim.started' : 'cli.shoe-sim.started-faults-seeded', started)}\n`,
  );
  if (pty) say(`${cliText('cli.shoe-sim.table-opens', { path: pty.hostPath })}\n`);
  try {
    await untilInterrupted(async (interrupted) => {
      await Promise.race([sleep(powerOnDelayMs), interrupted.promise]);
      if (interrupted.happened) return;
      const opened = await simulator.open();
      if (!opened.ok) throw new CliError(failureText(opened), EXIT.rejected);
      if (options.keypress) {
        say(`${cliText('cli.shoe-sim.press-a-key')}\n`);
        await dealOnKeypress(simulator, process.stdin, () => {}, interrupted.signal);
      } else await Promise.race([simulator.start(), interrupted.promise]);
      if (!print && options.exitWhenEmpty !== true && simulator.cardsLeft === 0 && !interrupted.happened) {
        say(`${cliText('cli.shoe-sim.empty-stays-on-line')}\n`);
        await interrupted.promise;
      }
    });
  } finally {
    await simulator.close();
    // The last frames may still be inside socat: stopping it at once would lose them with the line.
    if (pty) await sleep(LINGER_MS).then(() => pty?.close());
  }
  say(describeTally(simulator.tally));
}

interface Interruption {
  readonly promise: Promise<void>;
  readonly signal: AbortSignal;
  readonly happened: boolean;
}

/** Runs `work` with Ctrl-C turned into a value it can wait on, instead of killing the process. */
async function untilInterrupted(work: (interrupted: Interruption) => Promise<void>): Promise<void> {
  const controller = new AbortController();
  const promise = new Promise<void>((resolve) =>
    controller.signal.addEventListener('abort', () => resolve()),
  );
  const interrupt = (): void => controller.abort();
  process.once('SIGINT', interrupt);
  try {
    await work({
      promise,
      signal: controller.signal,
      get happened() {
        return controller.signal.aborted;
      },
    });
  } finally {
    process.off('SIGINT', interrupt);
  }
}

/** Time for the last bytes to cross socat before the pair is taken down (they take ~0.1 ms). */
const LINGER_MS = 250;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms).unref());

function readFaults(options: ShoeSimOptions, print: boolean): Partial<FaultRates> {
  if (print && (options.silenceEvery !== undefined || options.disconnectEvery !== undefined))
    throw new CliError(cliText('cli.shoe-sim.outages-need-port'), EXIT.usage);
  return {
    corruptRate: options.corrupt ?? 0,
    dropRate: options.drop ?? 0,
    duplicateRate: options.duplicate ?? 0,
    garbageRate: options.garbage ?? 0,
    silenceEveryMs: options.silenceEvery ?? 0,
    silenceForMs: options.silenceFor,
    disconnectEveryMs: options.disconnectEvery ?? 0,
    disconnectForMs: options.disconnectFor,
  };
}

function readScript(path: string): Card[] {
  const text = readSmallTextFile(path, 'card-script');
  const cards = parseCardScript(text, path);
  if (!cards.ok) throw new CliError(failureText(cards), EXIT.rejected);
  return cards.value;
}
