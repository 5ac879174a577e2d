import type { Command } from 'commander';
import { chipSetInMinor } from '../../engine/books/chip-set.js';
import { knownTimeZone, minutesOfDay } from '../core/books/gaming-day.js';
import type { TableConfig } from '../core/table/table-service-types.js';
import { CliError, EXIT } from './exit-codes.js';
import { cliText } from './words.js';

export interface TableConfigOptions {
  chips?: string;
  gamingDayStarts?: string;
  timeZone?: string;
}

/**
 * Adds the table's configuration, recorded with a new log's opening (not rules: the same game may
 * run with other chips or another gaming day): its chip set, when its gaming day starts, its zone.
 */
export function withTableConfigOptions(command: Command): Command {
  return command
    .option('--chips <values>', cliText('cli.table-config.option.chips'))
    .option('--gaming-day-starts <HH:MM>', cliText('cli.report.option.gaming-day-starts'))
    .option('--time-zone <zone>', cliText('cli.report.option.time-zone'));
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
  return {
    ...(chips && { chips }),
    ...(options.gamingDayStarts !== undefined && { gamingDayStarts: options.gamingDayStarts }),
    ...(options.timeZone !== undefined && { timeZone: options.timeZone }),
  };
}
