import { readFileSync } from 'node:fs';
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
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { resolveProfile, withProfileOptions } from '../profile-option.js';

interface ShoeSimOptions {
  path?: string;
  pty?: boolean;
  ptyDir?: string;
  powerOnDelay?: string;
  print?: boolean;
  profile?: string;
  rules?: string;
  seed?: string;
  script?: string;
  pace?: string;
  keypress?: boolean;
  baud: string;
  corrupt?: string;
  drop?: string;
  duplicate?: string;
  garbage?: string;
  silenceEvery?: string;
  silenceFor: string;
  disconnectEvery?: string;
  disconnectFor: string;
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
    .option(
      '--power-on-delay <ms>',
      'wait before the hello, so a table already waiting on the path opens it first (default 1000 with --pty)',
    )
    .option('--path <path>', 'write to this serial port instead')
    .option('--print', 'print the frames to standard output (no port)')
    .option('--seed <n>', 'shuffle and fault seed (default: from the clock, printed)')
    .option('--script <file>', 'deal these cards in order, one per line, instead of a shuffled shoe')
    .option('--pace <ms>', 'between cards (default 800; 0 with --print)')
    .option('--keypress', 'one card per key pressed (q or Ctrl-C stops)')
    .option('--baud <rate>', 'line speed', '115200')
    .option('--corrupt <rate>', 'share of frames damaged on the line, 0–1')
    .option('--drop <rate>', 'share of frames lost (a sequence gap), 0–1')
    .option('--duplicate <rate>', 'share of frames sent twice, 0–1')
    .option('--garbage <rate>', 'share of frames preceded by line noise, 0–1')
    .option('--silence-every <s>', 'go silent every this many seconds')
    .option('--silence-for <s>', 'for this long', '4')
    .option(
      '--disconnect-every <s>',
      'leave the line every this many seconds (with --pty: the port vanishes)',
    )
    .option('--disconnect-for <s>', 'for this long', '2')
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
  const seed = options.seed === undefined ? Date.now() % 2 ** 31 : whole(options.seed, '--seed');
  const paceMs = options.pace === undefined ? (print ? 0 : 800) : whole(options.pace, '--pace');
  const baudRate = whole(options.baud, '--baud');
  const powerOnDelayMs = whole(options.powerOnDelay ?? (options.pty ? '1000' : '0'), '--power-on-delay');
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
  const rate = (text: string | undefined, option: string): number => {
    const value = Number(text ?? 0);
    if (!(value >= 0 && value <= 1))
      throw new CliError(`${option} takes a share from 0 to 1, not "${text}"`, EXIT.usage);
    return value;
  };
  const seconds = (text: string | undefined, option: string): number => {
    const value = Number(text ?? 0);
    if (!(value >= 0 && Number.isFinite(value)))
      throw new CliError(`${option} takes seconds, not "${text}"`, EXIT.usage);
    return Math.round(value * 1000);
  };
  if (print && (options.silenceEvery !== undefined || options.disconnectEvery !== undefined))
    throw new CliError('silences and disconnections need a port: use --pty or --path', EXIT.usage);
  return {
    corruptRate: rate(options.corrupt, '--corrupt'),
    dropRate: rate(options.drop, '--drop'),
    duplicateRate: rate(options.duplicate, '--duplicate'),
    garbageRate: rate(options.garbage, '--garbage'),
    silenceEveryMs: seconds(options.silenceEvery, '--silence-every'),
    silenceForMs: seconds(options.silenceFor, '--silence-for'),
    disconnectEveryMs: seconds(options.disconnectEvery, '--disconnect-every'),
    disconnectForMs: seconds(options.disconnectFor, '--disconnect-for'),
  };
}

function readScript(path: string): Card[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new CliError(`cannot read the card script ${path}: ${(error as Error).message}`, EXIT.rejected);
  }
  const cards = parseCardScript(text, path);
  if (!cards.ok) throw new CliError(cards.reason, EXIT.rejected);
  return cards.value;
}

function whole(text: string, option: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new CliError(`${option} takes a whole number, not "${text}"`, EXIT.usage);
  return value;
}
