import { type FormEvent, useState } from 'react';
import type { ReplyOf } from '../../../contract';
import { useText, useWords } from '../i18n/words';
import { ReadProblem } from '../review/TableAnswer';
import { useRoleName } from './role-name';
import type { StaffClient } from './staff-client';

type Report = ReplyOf<'staffReport'>;

/**
 * Who did what, as `sabot staff report` says it: a badge (and a gaming day, or every day), then
 * each day's rounds dealt, hours on duty, slips signed, rulings, register changes, refusals and
 * failed PINs, with the time and kind of each slip and ruling.
 */
export function StaffReportPanel({ client }: { readonly client: StaffClient }) {
  const t = useText('review');
  const [badge, setBadge] = useState('');
  const [day, setDay] = useState('');
  const [report, setReport] = useState<Report | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const read = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await client.request('staffReport', {
      badge: badge.trim(),
      ...(day !== '' && { day }),
    });
    setReport(answer.ok ? answer.reply : null);
    setProblem(answer.ok ? null : answer.error);
  };
  return (
    <section className="staff-report" aria-label={t('review.staff.report')}>
      <h2>{t('review.staff.report')}</h2>
      <form className="ratings-filter" onSubmit={(event) => void read(event)}>
        <label>
          {t('review.staff.badge')}
          <input value={badge} required maxLength={16} onChange={(event) => setBadge(event.target.value)} />
        </label>
        <label>
          {t('review.staff.day')}
          <input type="date" value={day} onChange={(event) => setDay(event.target.value)} />
        </label>
        <button type="submit">{t('review.staff.read-report')}</button>
      </form>
      <ReadProblem problem={problem} />
      {report && <ReportDays report={report} />}
    </section>
  );
}

function ReportDays({ report }: { readonly report: Report }) {
  const t = useText('review');
  const words = useWords();
  const role = useRoleName();
  const hours = (value: number) => words.money(Math.round(value * 100));
  const clock = (iso: string) => iso.slice(11, 16);
  return (
    <div data-testid="staff-report">
      <p className="staff-person">
        {report.name === null
          ? t('review.staff.report-unknown', { badge: report.badge })
          : t('review.staff.report-person', {
              badge: report.badge,
              name: report.name,
              roles: report.roles.map(role).join(', '),
              state: t(report.active ? 'review.staff.active' : 'review.staff.disabled'),
            })}
      </p>
      {report.days.length === 0 ? (
        <p className="review-empty">{t('review.staff.report-nothing')}</p>
      ) : (
        <table className="staff-days">
          <thead>
            <tr>
              <th>{t('review.staff.day')}</th>
              <th>{t('review.staff.col.rounds')}</th>
              <th>{t('review.staff.col.hours')}</th>
              <th>{t('review.staff.col.slips')}</th>
              <th>{t('review.staff.col.rulings')}</th>
              <th>{t('review.staff.col.changes')}</th>
              <th>{t('review.staff.col.refusals')}</th>
              <th>{t('review.staff.col.pins')}</th>
            </tr>
          </thead>
          <tbody>
            {report.days.map((one) => (
              <tr key={one.day} data-day={one.day}>
                <td>{one.day}</td>
                <td>{one.roundsDealt}</td>
                <td>{hours(one.hoursOnDuty)}</td>
                <td
                  title={one.slipsSigned
                    .map((slip) => `${clock(slip.time)} ${slip.type} ${slip.slip ?? ''} (${slip.role})`)
                    .join('\n')}
                >
                  {one.slipsSigned.length}
                </td>
                <td
                  title={one.rulings
                    .map((ruling) => `${clock(ruling.time)} ${ruling.type} ${ruling.round ?? ''}`)
                    .join('\n')}
                >
                  {one.rulings.length}
                </td>
                <td>{one.registerChanges}</td>
                <td>{one.refusals}</td>
                <td>{one.failedPins}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
