import type { ProtectionReport } from '../../../engine/protection/protection-report.js';
import type { MessageCode } from '../../../engine/refusals/message.js';
import type { Center } from '../../core/shipping/center.js';
import { insertTableAlarms, type TableAlarm } from './table-alarms.js';

/** The alarm code of each game-protection signal, as the pit says it. */
export const PROTECTION_ALARM_CODES = {
  countBetting: 'pit.protection-count-betting',
  countDeviations: 'pit.protection-count-deviations',
  holeCardPlay: 'pit.protection-hole-card',
  croupier: 'pit.protection-croupier',
  hold: 'pit.protection-hold',
} as const satisfies Record<string, MessageCode>;

/** Subjects of protection alarms: raised once ever per signal, player and period; the acknowledgement ends them. */
export const PROTECTION_SUBJECT = 'protection:';

const fixed = (value: number | null, digits: number): string =>
  value === null ? '–' : value.toFixed(digits);
const pValue = (p: number | null): string =>
  p === null ? '–' : p < 0.0001 ? p.toExponential(1) : p.toFixed(4);
const percent = (value: number | null | undefined): string =>
  value === null || value === undefined ? '–' : (value * 100).toFixed(2);

/**
 * Every signal a report flags, as alarms for the pit's board. `period` names the reading (a gaming
 * day), so that the same player flagged again the next day raises a new alarm.
 */
export function protectionAlarmsOf(table: string, period: string, report: ProtectionReport): TableAlarm[] {
  const subject = (signal: string, who: string): string => `${PROTECTION_SUBJECT}${signal}:${who}:${period}`;
  const alarms: TableAlarm[] = [];
  for (const s of report.countBetting.filter((signal) => signal.flagged))
    alarms.push({
      subject: subject('count-betting', s.identity),
      code: PROTECTION_ALARM_CODES.countBetting,
      params: { table, player: s.identity, r: fixed(s.r, 2), rounds: s.rounds, p: pValue(s.p) },
    });
  const trials = [
    ['count-deviations', PROTECTION_ALARM_CODES.countDeviations, report.countDeviations],
    ['hole-card', PROTECTION_ALARM_CODES.holeCardPlay, report.holeCardPlay],
  ] as const;
  for (const [signal, code, list] of trials)
    for (const s of list.filter((one) => one.flagged))
      alarms.push({
        subject: subject(signal, s.identity),
        code,
        params: {
          table,
          player: s.identity,
          observed: s.observed,
          trials: s.trials,
          expected: s.expected.toFixed(1),
          p: pValue(s.p),
        },
      });
  for (const line of report.croupiers.filter((one) => one.standsOut.length > 0))
    alarms.push({
      subject: subject('croupier', line.croupier),
      code: PROTECTION_ALARM_CODES.croupier,
      params: { table, croupier: line.croupier, rates: line.standsOut.join(', '), rounds: line.rounds },
    });
  for (const day of report.days.filter((one) => one.flagged))
    alarms.push({
      subject: subject('hold', day.day),
      code: PROTECTION_ALARM_CODES.hold,
      params: {
        table,
        day: day.day,
        hold: percent(day.handleHold),
        low: percent(day.interval?.low),
        high: percent(day.interval?.high),
        z: fixed(day.z, 1),
      },
    });
  return alarms;
}

/** The report's alarms raised in pit_alarms (kind `table`) for acknowledgement; true when any was new. */
export async function raiseProtectionAlarms(
  center: Center,
  table: string,
  period: string,
  report: ProtectionReport,
): Promise<boolean> {
  const raised = await insertTableAlarms(center, table, protectionAlarmsOf(table, period, report));
  if (raised > 0) await center.query("SELECT pg_notify('pit_alarm', $1)", [table]);
  return raised > 0;
}
