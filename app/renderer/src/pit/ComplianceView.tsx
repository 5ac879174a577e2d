import { useCallback, useEffect, useState } from 'react';
import type { PitReplyOf } from '../../../contract/pit-floor';
import { useText } from '../i18n/words';
import type { PitSocket } from './pit-socket';

type CashCompliance = PitReplyOf<'cashCompliance'>;
type Cited = CashCompliance['entries'][number]['facts'][number];

/** The facts a line sums, as an auditor checks them against the tables' logs: table, position, hash. */
function Facts({ facts }: { readonly facts: readonly Cited[] }) {
  const t = useText('pit');
  return (
    <details className="compliance-facts">
      <summary>{t('pit.compliance.facts', { count: facts.length })}</summary>
      <ul>
        {facts.map((fact) => (
          <li key={`${fact.table}:${fact.position}`}>
            <code>
              {fact.table} · {fact.position} · {fact.hash.slice(0, 16)}…
            </code>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The compliance officer's screen: the cash records of a gaming day across every table of the pit
 * (the regulation and its levels on top), the reports due with the buy-in that made each due, the
 * multiple transaction log, and the patterns to review; each line lists the facts it sums.
 */
export function ComplianceView({ socket }: { readonly socket: PitSocket }) {
  const t = useText('pit');
  const [records, setRecords] = useState<CashCompliance | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const read = useCallback(
    async (day?: string) => {
      const answer = await socket.request('cashCompliance', day === undefined ? {} : { day });
      if (answer.ok) {
        setRecords(answer.reply);
        setFailed(null);
      } else setFailed(answer.error);
    },
    [socket],
  );
  useEffect(() => {
    void read();
  }, [read]);
  if (failed !== null) return <p role="alert">{failed}</p>;
  if (records === null) return <p className="loading">…</p>;
  const patron = (line: { player: string | null; description: string }) =>
    line.player === null
      ? t('pit.compliance.unknown', { name: line.description })
      : `${line.description} (${line.player})`;
  const money = (amount: number) => amount.toLocaleString(undefined, { maximumFractionDigits: 2 });
  return (
    <main className="compliance" data-testid="compliance" data-day={records.day ?? ''}>
      <h1>{t('pit.compliance.title', { day: records.day ?? '—' })}</h1>
      <p className="muted">
        {t('pit.compliance.regulation', {
          regulation: records.regulation,
          report: money(records.levels.report),
          log: money(records.levels.logFrom),
          review: money(records.levels.reviewFrom),
          tables: records.tables.length,
        })}
      </p>
      {records.days.length > 1 && (
        <label className="compliance-day">
          {t('pit.compliance.day')}{' '}
          <select value={records.day ?? ''} onChange={(event) => void read(event.target.value)}>
            {records.days.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
        </label>
      )}
      <section aria-labelledby="compliance-due">
        <h2 id="compliance-due">{t('pit.compliance.due', { count: records.patrons.length })}</h2>
        {records.patrons.length === 0 ? (
          <p className="muted">{t('pit.compliance.none')}</p>
        ) : (
          <table className="floor" data-testid="compliance-due">
            <thead>
              <tr>
                <th>{t('pit.compliance.patron')}</th>
                <th>{t('pit.compliance.cash-in')}</th>
                <th>{t('pit.compliance.due-at')}</th>
                <th>{t('pit.compliance.cited')}</th>
              </tr>
            </thead>
            <tbody>
              {records.patrons.map((line) => (
                <tr key={`${line.player ?? line.description}`}>
                  <td>{patron(line)}</td>
                  <td className="number">{money(line.cashIn)}</td>
                  <td>
                    {line.reportDueAt.fact.table} · {line.reportDueAt.at.slice(11, 16)}
                  </td>
                  <td>
                    <Facts facts={line.facts} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="compliance-mtl">
        <h2 id="compliance-mtl">{t('pit.compliance.mtl', { count: records.entries.length })}</h2>
        {records.entries.length === 0 ? (
          <p className="muted">{t('pit.compliance.none')}</p>
        ) : (
          <table className="floor" data-testid="compliance-mtl">
            <thead>
              <tr>
                <th>{t('pit.compliance.time')}</th>
                <th>{t('pit.compliance.table')}</th>
                <th>{t('pit.compliance.patron')}</th>
                <th>{t('pit.compliance.amount')}</th>
                <th>{t('pit.compliance.cited')}</th>
              </tr>
            </thead>
            <tbody>
              {records.entries.map((entry) => (
                <tr key={`${entry.table}:${entry.facts[0]?.position ?? entry.at}`}>
                  <td>{entry.at.slice(11, 16)}</td>
                  <td>{entry.table}</td>
                  <td>{patron(entry)}</td>
                  <td className="number">{money(entry.amount)}</td>
                  <td>
                    <Facts facts={entry.facts} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="compliance-review">
        <h2 id="compliance-review">{t('pit.compliance.review', { count: records.review.length })}</h2>
        {records.review.length === 0 ? (
          <p className="muted">{t('pit.compliance.none')}</p>
        ) : (
          <table className="floor" data-testid="compliance-review">
            <thead>
              <tr>
                <th>{t('pit.compliance.pattern')}</th>
                <th>{t('pit.compliance.patron')}</th>
                <th>{t('pit.compliance.amount')}</th>
                <th>{t('pit.compliance.cited')}</th>
              </tr>
            </thead>
            <tbody>
              {records.review.map((flag) => (
                <tr key={`${flag.kind}:${flag.player ?? flag.description}`} data-kind={flag.kind}>
                  <td>{t(PATTERN_KEYS[flag.kind])}</td>
                  <td>{patron(flag)}</td>
                  <td className="number">{money(flag.amount)}</td>
                  <td>
                    <Facts facts={flag.facts} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}

const PATTERN_KEYS = {
  structuring: 'pit.compliance.pattern.structuring',
  'unknown-repeated': 'pit.compliance.pattern.unknown-repeated',
  'little-play': 'pit.compliance.pattern.little-play',
} as const;
