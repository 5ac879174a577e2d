import type { Command } from 'commander';
import type { FaultRates } from '../../../devices/simulator/fault-plan.js';
import { dealOnKeypress } from '../../../devices/simulator/keypress-dealer.js';
import { openPtyPair, type PtyPair } from '../../../devices/simulator/pty-pair.js';
import { serialLine } from '../../../devices/simulator/serial-line.js';
import { parseCardScript } from '../../../devices/simulator/shoe-load.js';
import { ShoeSimulator } from '../../../devices/simulator/shoe-simulator.js';
import { printLine, type SimulatorLine } from '../../../devices/simulator/simulator-line.js';
import { describeSent, describeTally } from '../../../devices/simulator/tally-text.js';
import type { Card } from '../../../engine/cards/card.js';
import { readSmallTextFile } from '../capped-file.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { baudOption, secondsOption, seedOption, shareOption, wholeNumberOption } from '../number-option.js';
import { resolveProfile, withProfileOptions } from '../profile-option.js';

/** The longest pause in milliseconds an option takes: ten minutes. */
const MOST_MS = 600_000;

interface ShoeSimOptions {
  path?: string;
  pty?: boolean;
  ptyDir?: string;
  powerOnDelay?: number;
  print?: boolean;
  profile?: string;
  rules?: string;
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
    program.command('shoe-sim').description('simulate a card-reading shoe (SBT1) on a serial line'),
    'classic-6d',
  )
    .option('--pty', 'make a pseudo-terminal pair (needs socat) and print the path the table opens')
    .option(
      '--pty-dir <dir>',
      'with --pty: make the links here (DIR/host, DIR/reader) so the path stays the same',
    )
    .addOption(
      wholeNumberOption(
        '--power-on-delay <ms>',
        'wait before the hello, so a table already waiting on the path opens it first (default 1000 with --pty)',
        { least: 0, most: MOST_MS },
      ),
    )
    .option('--path <path>', 'write to this serial port instead')
    .option('--print', 'print the frames to standard output (no port)')
    .addOption(seedOption('--seed <n>', 'shuffle and fault seed (default: from the clock, printed)'))
    .option('--script <file>', 'deal these cards in order, one per line, instead of a shuffled shoe')
    .addOption(
      wholeNumberOption('--pace <ms>', 'between cards (default 800; 0 with --print)', {
        least: 0,
        most: MOST_MS,
      }),
    )
    .option('--keypress', 'one card per key pressed (q or Ctrl-C stops)')
    .addOption(baudOption('--baud <rate>', 'line speed').default(115_200))
    .addOption(shareOption('--corrupt <rate>', 'share of frames damaged on the line, 0–1'))
    .addOption(shareOption('--drop <rate>', 'share of frames lost (a sequence gap), 0–1'))
    .addOption(shareOption('--duplicate <rate>', 'share of frames sent twice, 0–1'))
    .addOption(shareOption('--garbage <rate>', 'share of frames preceded by line noise, 0–1'))
    .addOption(secondsOption('--silence-every <s>', 'go silent every this many seconds'))
    .addOption(secondsOption('--silence-for <s>', 'for this long').default(4000, '4'))
    .addOption(
      secondsOption(
        '--disconnect-every <s>',
        'leave the line every this many seconds (with --pty: the port vanishes)',
      ),
    )
    .addOption(secondsOption('--disconnect-for <s>', 'for this long').default(2000, '2'))
    .option('--exit-when-empty', 'stop once the shoe is empty instead of staying on line')
    .addHelpText(
      'after',
      '\nExamples:\n  sabot shoe-sim --pty --profile classic-6d --pace 1500 --corrupt 0.05\n  sabot shoe-sim --print --seed 1 --profile home-1d',
    )
    .action(async (options: ShoeSimOptions) => runShoeSim(io, options));
}

async function runShoeSim(io: CliIo, options: ShoeSimOptions): Promise<void> {
  const modes = [options.pty, options.path !== undefined, options.print].filter(Boolean).length;
  if (modes !== 1)
    throw new CliError(
      'say where the reader writes: --pty, --path PATH or --print (one of them)',
      EXIT.usage,
    );
  const print = options.print === true;
  if (print && options.keypress)
    throw new CliError('--keypress needs a port: use --pty or --path', EXIT.usage);
  const faults = readFaults(options, print);
  const profile = resolveProfile(options);
  const seed = options.seed ?? Date.now() % 2 ** 31;
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
    if (!pair.ok) throw new CliError(pair.reason, EXIT.internal);
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
    onProblem: (sentence) => io.err(`${sentence}\n`),
  });
  if (!created.ok) {
    await pty?.close();
    throw new CliError(created.reason, EXIT.usage);
  }
  const simulator = created.value;
  const faultSeed = cards === undefined ? '' : ` (faults seeded with ${seed})`;
  say(`Simulated shoe reader: ${simulator.load.description}${faultSeed}, writing to ${line.description}\n`);
  if (pty) say(`The table opens: ${pty.hostPath}\n`);
  try {
    await untilInterrupted(async (interrupted) => {
      await Promise.race([sleep(powerOnDelayMs), interrupted.promise]);
      if (interrupted.happened) return;
      const opened = await simulator.open();
      if (!opened.ok) throw new CliError(opened.reason, EXIT.rejected);
      if (options.keypress) {
        say('Press a key for each card (q to stop).\n');
        await dealOnKeypress(simulator, process.stdin, () => {}, interrupted.signal);
      } else await Promise.race([simulator.start(), interrupted.promise]);
      if (!print && options.exitWhenEmpty !== true && simulator.cardsLeft === 0 && !interrupted.happened) {
        say('The shoe is empty; the reader stays on the line (heartbeats). Ctrl-C switches it off.\n');
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
    throw new CliError('silences and disconnections need a port: use --pty or --path', EXIT.usage);
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
  if (!cards.ok) throw new CliError(cards.reason, EXIT.rejected);
  return cards.value;
}
