import type { StaffReport } from '../../core/staff/staff-report.js';
import { cliText } from '../words.js';

/** The time of day of an instant, as the report lists what was signed and ruled (UTC, as the log keeps it). */
const clockOf = (iso: string): string => iso.slice(11, 16);

/** `sabot staff report` as text: who the person is, then each gaming day's work. */
export function staffReportText(report: StaffReport): string {
  const lines = [
    cliText(report.name === null ? 'cli.staff.report.unknown' : 'cli.staff.report.person', {
      badge: report.badge,
      name: report.name ?? '',
      roles: report.roles.join(', '),
      state: cliText(report.active ? 'cli.staff.report.active' : 'cli.staff.report.disabled'),
    }),
  ];
  if (report.days.length === 0) lines.push(cliText('cli.staff.report.nothing'));
  for (const day of report.days) {
    lines.push(
      '',
      cliText('cli.staff.report.day', {
        day: day.day,
        rounds: day.roundsDealt,
        hours: day.hoursOnDuty.toFixed(2),
        slips: day.slipsSigned.length,
        rulings: day.rulings.length,
        changes: day.registerChanges,
        refusals: day.refusals,
        pins: day.failedPins,
      }),
    );
    for (const slip of day.slipsSigned)
      lines.push(
        `  ${cliText('cli.staff.report.signed', { time: clockOf(slip.time), type: slip.type, slip: slip.slip ?? '', role: slip.role })}`,
      );
    for (const ruling of day.rulings)
      lines.push(
        `  ${cliText('cli.staff.report.ruled', { time: clockOf(ruling.time), type: ruling.type, round: ruling.round ?? '' })}`,
      );
  }
  return `${lines.join('\n')}\n`;
}
