import { MINOR_PER_UNIT } from '../../../engine/money.js';
import { ruleFields, ruleValues } from '../../../engine/rules/rule-fields.js';
import { profileName, ruleName, ruleValueText } from '../rule-words.js';
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

/**
 * Each rule whose value differs, as `rule: A → B` in the trade's words and the command's language
 * ("surrender: late (at the turn) → early (before the turn comes)"); the rules of a group one table
 * does not have (a home session, surrender) are said by the group's own line.
 */
export function ruleDifferences(a: SideFigures, b: SideFigures): string[] {
  const [before, after] = [ruleValues(a.profile), ruleValues(b.profile)];
  const absent = (field: string): boolean =>
    [...before.keys()].some(
      (group) => field.startsWith(`${group}.`) && (before.get(group) === null || after.get(group) === null),
    );
  return ruleFields()
    .filter(({ field }) => !absent(field))
    .flatMap(({ field }) => {
      const [was, is] = [before.get(field), after.get(field)];
      // A group's own line says only whether it is there; its rules have lines of their own.
      const group = (value: unknown) =>
        typeof value === 'object' && value !== null && !('pays' in value) && !Array.isArray(value)
          ? 'there'
          : value;
      if (JSON.stringify(group(was)) === JSON.stringify(group(is))) return [];
      const [from, to] = [ruleValueText(field, was ?? null), ruleValueText(field, is ?? null)];
      return [`  ${cliText('cli.economics.rule-change', { rule: ruleName(field), from, to })}`];
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
