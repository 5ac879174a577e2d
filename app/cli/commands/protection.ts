import type { Command } from 'commander';
import type { EdgeSource } from '../../../engine/protection/house-edge.js';
import type { ProtectionReport } from '../../../engine/protection/protection-report.js';
import { PROTECTION_THRESHOLDS } from '../../../engine/protection/thresholds.js';
import type { TrialSignal } from '../../../engine/protection/trial-signal.js';
import { type ProtectionRead, readProtection } from '../../core/protection/protection-reader.js';
import type { KeyOf } from '../../i18n/index.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, printJson } from '../io.js';
import { logOption, readExistingLog } from '../log-option.js';
import { cliText } from '../words.js';
import { periodOf } from './report.js';

interface ProtectionOptions {
  readonly db: string;
  readonly day?: string;
  readonly edge?: string;
  readonly json?: boolean;
}

/** `--edge 0.5`: the house edge in percent of the initial stake, between −100 and 100. */
function edgeOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const percent = Number(text);
  if (text.trim() === '' || !Number.isFinite(percent) || Math.abs(percent) >= 100)
    throw new CliError(cliText('cli.protection.bad-edge', { text }), EXIT.usage);
  return percent / 100;
}

export function registerProtectionCommand(program: Command, io: CliIo): void {
  program
    .command('protection')
    .description(cliText('cli.protection.description'))
    .addOption(logOption())
    .option('--day <YYYY-MM-DD>', cliText('cli.protection.option.day'))
    .option('--edge <percent>', cliText('cli.protection.option.edge'))
    .option('--json', cliText('cli.protection.option.json'))
    .action((options: ProtectionOptions) => {
      const period = periodOf({ day: options.day });
      const edge = edgeOf(options.edge);
      const read = readExistingLog(options.db, () =>
        readProtection(options.db, {
          ...(period && 'day' in period && { day: period.day }),
          ...(edge !== undefined && { edge }),
        }),
      );
      if (read.note) io.err(`sabot: ${read.note}\n`);
      if (options.json)
        printJson(io, {
          profile: read.profile,
          gamingDays: read.days,
          ...read.report,
          edgeSource: read.edgeSource,
        });
      else io.out(protectionText(read));
    });
}

const fixed = (value: number | null, digits: number): string =>
  value === null ? '–' : value.toFixed(digits);
const pValue = (p: number | null): string =>
  p === null ? '–' : p < 0.0001 ? p.toExponential(1) : p.toFixed(4);
const mark = (flagged: boolean): string => (flagged ? '!' : ' ');

/** The players a signal has a statistic for, then how many it has none for (no departure, flat stakes). */
function withoutStatistic(shown: string[], others: number): string[] {
  if (shown.length === 0 && others === 0) return [`  ${cliText('cli.protection.none')}`];
  return others === 0 ? shown : [...shown, `  ${cliText('cli.protection.no-statistic', { number: others })}`];
}

function trialLines(all: readonly TrialSignal[]): string[] {
  const signals = all.filter((s) => s.trials > 0);
  return withoutStatistic(
    signals.map(
      (s) =>
        `${mark(s.flagged)} ${cliText('cli.protection.trials-line', {
          player: s.identity,
          observed: s.observed,
          trials: s.trials,
          expected: s.expected.toFixed(1),
          rounds: s.rounds,
          p: pValue(s.p),
        })}`,
    ),
    all.length - signals.length,
  );
}

/** Where the days' edge came from, said under their heading. */
const EDGE_SOURCES: Readonly<Record<EdgeSource, KeyOf<'cli'>>> = {
  asked: 'cli.protection.edge-asked',
  exact: 'cli.protection.edge-exact',
  simulation: 'cli.protection.edge-simulation',
  profile: 'cli.protection.edge-profile',
};

function protectionText({ report, profile, days, edgeSource }: ProtectionRead): string {
  const { significance, croupierStandardErrors, holdStandardDeviations } = PROTECTION_THRESHOLDS;
  const lines = [
    cliText('cli.protection.header', {
      profile: profile ?? '–',
      rounds: report.rounds,
      days: days.join(', ') || '–',
    }),
    '',
    cliText('cli.protection.count-betting', { p: significance }),
    ...countLines(report),
    '',
    cliText('cli.protection.deviations', { p: significance }),
    ...trialLines(report.countDeviations),
    '',
    cliText('cli.protection.hole-card', { p: significance }),
    ...trialLines(report.holeCardPlay),
    '',
    cliText('cli.protection.croupiers', { z: croupierStandardErrors }),
    ...croupierLines(report),
    '',
    cliText('cli.protection.days', { edge: (report.edge * 100).toFixed(3), sd: holdStandardDeviations }),
    `  ${cliText(EDGE_SOURCES[edgeSource])}`,
    ...dayLines(report),
  ];
  return `${lines.join('\n')}\n`;
}

function countLines(report: ProtectionReport): string[] {
  const signals = report.countBetting.filter((s) => s.r !== null);
  return withoutStatistic(
    signals.map(
      (s) =>
        `${mark(s.flagged)} ${cliText('cli.protection.count-line', {
          player: s.identity,
          r: fixed(s.r, 3),
          rounds: s.rounds,
          low: s.spread.low,
          high: s.spread.high,
          p: pValue(s.p),
        })}`,
    ),
    report.countBetting.length - signals.length,
  );
}

function croupierLines(report: ProtectionReport): string[] {
  if (report.croupiers.length === 0) return [`  ${cliText('cli.protection.none')}`];
  return report.croupiers.map(
    (line) =>
      `${mark(line.standsOut.length > 0)} ${cliText('cli.protection.croupier-line', {
        croupier: line.croupier,
        rounds: line.rounds,
        perHour: fixed(line.roundsPerHour, 0),
        misdeals: fixed(line.per100.misdeals, 2),
        corrections: fixed(line.per100.corrections, 2),
        voids: fixed(line.per100.voids, 2),
        mismatches: fixed(line.per100.mismatches, 2),
        standsOut: line.standsOut.join(', ') || '–',
      })}`,
  );
}

function dayLines(report: ProtectionReport): string[] {
  if (report.days.length === 0) return [`  ${cliText('cli.protection.none')}`];
  const percent = (value: number | null | undefined): string =>
    fixed(value === undefined ? null : value === null ? null : value * 100, 2);
  return report.days.map(
    (day) =>
      `${mark(day.flagged)} ${cliText('cli.protection.day-line', {
        day: day.day,
        hold: percent(day.handleHold),
        handle: day.handle,
        rounds: day.rounds,
        low: percent(day.interval?.low),
        high: percent(day.interval?.high),
        z: fixed(day.z, 2),
      })}`,
  );
}
