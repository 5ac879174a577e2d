import type { Command } from 'commander';
import { chipSetInMinor } from '../../engine/books/chip-set.js';
import { MINOR_PER_UNIT } from '../../engine/money.js';
import { knownTimeZone, minutesOfDay } from '../core/books/gaming-day.js';
import type { TableConfig } from '../core/table/table-service-types.js';
import { CliError, EXIT } from './exit-codes.js';
import { amountOption, positiveOption } from './number-option.js';
import { cliText } from './words.js';

export interface TableConfigOptions {
  chips?: string;
  buyInConfirm?: number;
  identifyAbove?: number;
  expectedHold?: string;
  gamingDayStarts?: string;
  timeZone?: string;
}

/**
 * Adds the table's configuration, recorded with a new log's opening (not rules: the same game may
 * run with other chips or another gaming day): its chip set, when its gaming day starts, its zone.
 */
export function withTableConfigOptions(command: Command): Command {
  return withGamingDayOptions(
    command
      .option('--chips <values>', cliText('cli.table-config.option.chips'))
      .addOption(
        positiveOption('--buy-in-confirm <times>', cliText('cli.table-config.option.buy-in-confirm')),
      )
      .addOption(amountOption('--identify-above <units>', cliText('cli.table-config.option.identify-above'))),
  );
}

/** When the table's gaming day starts, in which zone, and the hold expected of it: a report reads the same. */
export function withGamingDayOptions(command: Command): Command {
  return command
    .option('--gaming-day-starts <HH:MM>', cliText('cli.report.option.gaming-day-starts'))
    .option('--time-zone <zone>', cliText('cli.report.option.time-zone'))
    .option('--expected-hold <low-high>', cliText('cli.table-config.option.expected-hold'));
}

/** `--expected-hold 8-20`: the hold's expected interval in percent, as fractions; a usage error if it is none. */
export function expectedHoldOf(text: string | undefined): { low: number; high: number } | undefined {
  if (text === undefined) return undefined;
  const match = /^(-?\d+(?:\.\d+)?)-(-?\d+(?:\.\d+)?)$/.exec(text.trim());
  const low = Number(match?.[1]);
  const high = Number(match?.[2]);
  if (!match || !(low < high) || low < -100 || high > 100)
    throw new CliError(cliText('cli.table-config.bad-expected-hold', { text }), EXIT.usage);
  return { low: low / 100, high: high / 100 };
}

/** The gaming day's start and zone, each checked; a usage error names what is wrong. */
export function checkGamingDay(options: Pick<TableConfigOptions, 'gamingDayStarts' | 'timeZone'>): void {
  const starts = options.gamingDayStarts;
  if (starts !== undefined && minutesOfDay(starts) === null)
    throw new CliError(cliText('cli.report.bad-starts', { text: starts }), EXIT.usage);
  const zone = options.timeZone;
  if (zone !== undefined && !knownTimeZone(zone))
    throw new CliError(cliText('cli.report.bad-zone', { text: zone }), EXIT.usage);
}

/** The configuration the options name, checked; empty when they name none. */
export function tableConfigOf(options: TableConfigOptions): TableConfig {
  checkGamingDay(options);
  let chips: number[] | undefined;
  if (options.chips !== undefined) {
    const values = options.chips.split(',').map((text) => text.trim());
    chips = values.map(Number);
    const wellFormed = values.every((text) => /^\d+(\.\d{1,2})?$/.test(text));
    if (!wellFormed || chipSetInMinor(chips) === null || chips.length === 0)
      throw new CliError(cliText('cli.table-config.bad-chips', { text: options.chips }), EXIT.usage);
  }
  const expectedHold = expectedHoldOf(options.expectedHold);
  return {
    ...(chips && { chips }),
    ...(expectedHold && { expectedHold }),
    ...(options.buyInConfirm !== undefined && { buyInConfirmTimes: options.buyInConfirm }),
    ...(options.identifyAbove !== undefined && {
      identifyAbove: Math.round(options.identifyAbove * MINOR_PER_UNIT),
    }),
    ...(options.gamingDayStarts !== undefined && { gamingDayStarts: options.gamingDayStarts }),
    ...(options.timeZone !== undefined && { timeZone: options.timeZone }),
  };
}
