import { MINOR_PER_UNIT } from '../../../engine/money.js';
import { profileName, profileRows } from '../rule-words.js';
import { Z95 } from '../simulation/simulation-report.js';
import { cliText, percentText, words } from '../words.js';
import type { SideFigures } from './side-figures.js';

/** The drop the report's money figures are given for, in table units. */
export const DROP = 100_000;

export interface EconomicsReport {
  readonly a: SideFigures;
  readonly b: SideFigures;
  /** The average bet of a box, in table units. */
  readonly bet: number;
  readonly roundsPerHour: number;
}

/** B − A in the player's expected result; the simulated runs are independent, so their variances add. */
export function differenceOf(report: EconomicsReport) {
  const { a, b } = report;
  const ev = b.simulated.ev - a.simulated.ev;
  const stderr = Math.hypot(a.simulated.stderr, b.simulated.stderr);
  return {
    exact: {
      basic: b.exact.basic - a.exact.basic,
      composition: b.exact.composition - a.exact.composition,
    },
    simulated: { ev, stderr, low: ev - Z95 * stderr, high: ev + Z95 * stderr },
  };
}

/** The house's expected win (the player's loss) on `DROP` wagered and per hour of one box, by basic strategy's exact edge. */
export function per100kOf(report: EconomicsReport) {
  const win = (side: SideFigures): number => -side.exact.basic * DROP;
  // One box at the average bet: the two tables may fill different numbers of boxes.
  const hourly = (side: SideFigures): number => -side.exact.basic * report.bet * report.roundsPerHour;
  return {
    drop: DROP,
    a: win(report.a),
    b: win(report.b),
    difference: win(report.b) - win(report.a),
    bet: report.bet,
    roundsPerHour: report.roundsPerHour,
    perHour: {
      a: hourly(report.a),
      b: hourly(report.b),
      difference: hourly(report.b) - hourly(report.a),
    },
  };
}

const sideJson = (side: SideFigures): unknown => ({
  profile: side.profile.id,
  exact: side.exact,
  simulated: { ...side.simulated, boxes: side.boxes },
});

export const economicsJson = (report: EconomicsReport): unknown => ({
  a: sideJson(report.a),
  b: sideJson(report.b),
  difference: differenceOf(report),
  per100k: per100kOf(report),
});

/** Each rule whose value differs, as `meaning: A → B`, in the command's language. */
export function ruleDifferences(a: SideFigures, b: SideFigures): string[] {
  const other = new Map(profileRows(b.profile).map((row) => [row.field, row]));
  return profileRows(a.profile)
    .filter((row) => !['id', 'name', 'source'].includes(row.field))
    .flatMap((row) => {
      const value = other.get(row.field)?.value ?? '';
      const meaning = (row.meaning || row.field).replace(/\.$/, '');
      return value === row.value ? [] : [`  ${meaning}: ${row.value} → ${value}`];
    });
}

const percent = (share: number): string => percentText(share, 4, 'exceptZero');
const money = (units: number): string => words().money(Math.round(units * MINOR_PER_UNIT));

function sideText(side: SideFigures): string[] {
  const { simulated } = side;
  const lines = [
    cliText('cli.economics.side', { id: side.profile.id, name: profileName(side.profile) }),
    cliText('cli.economics.exact', {
      basic: percent(side.exact.basic),
      composition: percent(side.exact.composition),
    }),
    cliText('cli.economics.simulated', {
      ev: percent(simulated.ev),
      low: percent(simulated.low),
      high: percent(simulated.high),
      rounds: words().number(simulated.rounds),
      seed: simulated.seed,
    }),
  ];
  if (simulated.check)
    lines.push(`  ${cliText('cli.simulate.check', { rounds: words().number(simulated.check.rounds) })}`);
  return lines;
}

export function economicsText(report: EconomicsReport): string {
  const difference = differenceOf(report);
  const per100k = per100kOf(report);
  const rules = ruleDifferences(report.a, report.b);
  const ids = { a: report.a.profile.id, b: report.b.profile.id };
  return [
    cliText('cli.economics.title', ids),
    '',
    ...sideText(report.a),
    ...sideText(report.b),
    '',
    cliText('cli.economics.rules-differ', ids),
    ...(rules.length > 0 ? rules : [`  ${cliText('cli.economics.no-rule-differs')}`]),
    '',
    cliText('cli.economics.difference', {
      ...ids,
      basic: percent(difference.exact.basic),
      composition: percent(difference.exact.composition),
      ev: percent(difference.simulated.ev),
      low: percent(difference.simulated.low),
      high: percent(difference.simulated.high),
    }),
    cliText('cli.economics.per100k', {
      ...ids,
      drop: money(DROP),
      winA: money(per100k.a),
      winB: money(per100k.b),
      difference: money(per100k.difference),
    }),
    cliText('cli.economics.per-hour', {
      bet: money(report.bet),
      rounds: words().number(report.roundsPerHour),
      winA: money(per100k.perHour.a),
      winB: money(per100k.perHour.b),
      difference: money(per100k.perHour.difference),
    }),
    '',
  ].join('\n');
}
