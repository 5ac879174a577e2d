import { InvalidArgumentError, Option } from 'commander';
import { unitsRefusal } from '../../engine/money.js';
import { cliText, words } from './words.js';

/**
 * Every number a `sabot` command takes is read here, by commander as it reads the command line,
 * so `--baud abc` stops before anything opens, with a sentence and exit code 2 (bad usage). A
 * number is written in digits, with `_` between groups if wanted (`1_000_000`); words JavaScript
 * reads as numbers (`Infinity`, `1e3`, `0x10`, an empty string) are no numbers here.
 */

const WHOLE = /^\d[\d_]*$/;
const DECIMAL = /^\d[\d_]*(?:\.\d+)?$/;

/** The most a count, a seed or a position may be: an exact integer of a JavaScript number. */
export const MOST = Number.MAX_SAFE_INTEGER;

interface WholeRange {
  readonly least: number;
  readonly most?: number;
}

const digitsOf = (text: string, form: RegExp): number =>
  form.test(text.trim()) ? Number(text.trim().replaceAll('_', '')) : Number.NaN;

/** A whole number in `range`, or the sentence that says what the option takes. */
export function readWholeNumber(text: string, option: string, range: WholeRange): number {
  const { least, most = MOST } = range;
  const value = digitsOf(text, WHOLE);
  if (Number.isSafeInteger(value) && value >= least && value <= most) return value;
  throw new InvalidArgumentError(
    most === MOST
      ? cliText('cli.number.whole-at-least', { option, least, text })
      : cliText('cli.number.whole-range', { option, least, most, text }),
  );
}

/** An option whose value `read` checks as commander reads it, told the option's name for its sentence. */
function checkedOption<T>(
  flags: string,
  description: string,
  read: (text: string, option: string) => T,
): Option {
  const option = new Option(flags, description);
  return option.argParser((text: string) => read(text, option.long ?? flags));
}

/** `--seed <n>`, `--rounds <n>`: a whole number, checked as commander reads it. */
export const wholeNumberOption = (flags: string, description: string, range: WholeRange): Option =>
  checkedOption(flags, description, (text, option) => readWholeNumber(text, option, range));

/** `--corrupt <rate>`: a share from 0 to 1. */
export const shareOption = (flags: string, description: string): Option =>
  checkedOption(flags, description, (text, option) => {
    const value = digitsOf(text, DECIMAL);
    if (value >= 0 && value <= 1) return value;
    throw new InvalidArgumentError(cliText('cli.number.share', { option, text }));
  });

/** The longest wait an option of seconds takes: a day. */
const MOST_SECONDS = 86_400;

/** `--silence-for <s>`: seconds from 0 to a day, decimals allowed; read as milliseconds. */
export const secondsOption = (flags: string, description: string): Option =>
  checkedOption(flags, description, (text, option) => {
    const value = digitsOf(text, DECIMAL);
    if (value >= 0 && value <= MOST_SECONDS) return Math.round(value * 1000);
    throw new InvalidArgumentError(cliText('cli.number.seconds', { option, most: MOST_SECONDS, text }));
  });

/** `--min <units>`: an amount of table units, above 0, to the cent, at most the largest amount. */
export const amountOption = (flags: string, description: string): Option =>
  checkedOption(flags, description, (text, option) => {
    const value = digitsOf(text, DECIMAL);
    const refusal = value > 0 ? unitsRefusal(value) : null;
    if (value > 0 && !refusal) return value;
    const why = refusal ? words().say(refusal) : cliText('cli.number.amount-above-zero');
    throw new InvalidArgumentError(cliText('cli.number.amount', { option, text, why }));
  });

/** `--rounds <n>`, `--round <n>`, `--box <n>`: a whole number from 1, at most `most`. */
export const positiveOption = (flags: string, description: string, most = MOST): Option =>
  wholeNumberOption(flags, description, { least: 1, most });

/** `--rounds-per-hour <n>`: a croupier's pace, at most ten rounds a minute. */
export const roundsPerHourOption = (description: string): Option =>
  positiveOption('--rounds-per-hour <n>', description, 600);

/** `--port <n>`: a TCP port, 0 for any free one. */
export const portOption = (flags: string, description: string): Option =>
  wholeNumberOption(flags, description, { least: 0, most: 65_535 });

/** `--baud <n>`: a line speed a serial port can be set to. */
export const baudOption = (flags: string, description: string): Option =>
  wholeNumberOption(flags, description, { least: 50, most: 4_000_000 });

/** `--seed <n>`: any whole number from 0. */
export const seedOption = (flags: string, description: string): Option =>
  wholeNumberOption(flags, description, { least: 0 });

/** The `--seed` given, or one from the clock: a run without one is another run each time, its seed printed. */
export const seedOrClock = (seed: number | undefined): number => seed ?? Date.now() % 2 ** 31;
