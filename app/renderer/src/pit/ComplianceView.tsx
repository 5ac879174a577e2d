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
      <CashRecord
        id="due"
        title={t('pit.compliance.due', { count: records.patrons.length })}
        rows={records.patrons}
        rowKey={(line) => line.player ?? line.description}
        columns={[
          [t('pit.compliance.patron'), patron],
          [t('pit.compliance.cash-in'), (line) => money(line.cashIn), true],
          [
            t('pit.compliance.due-at'),
            (line) => `${line.reportDueAt.fact.table} · ${line.reportDueAt.at.slice(11, 16)}`,
          ],
        ]}
      />
      <CashRecord
        id="mtl"
        title={t('pit.compliance.mtl', { count: records.entries.length })}
        rows={records.entries}
        rowKey={(entry) => `${entry.table}:${entry.facts[0]?.position ?? entry.at}`}
        columns={[
          [t('pit.compliance.time'), (entry) => entry.at.slice(11, 16)],
          [t('pit.compliance.table'), (entry) => entry.table],
          [t('pit.compliance.patron'), patron],
          [t('pit.compliance.amount'), (entry) => money(entry.amount), true],
        ]}
      />
      <CashRecord
        id="review"
        title={t('pit.compliance.review', { count: records.review.length })}
        rows={records.review}
        rowKey={(flag) => `${flag.kind}:${flag.player ?? flag.description}`}
        kind={(flag) => flag.kind}
        columns={[
          [t('pit.compliance.pattern'), (flag) => t(PATTERN_KEYS[flag.kind])],
          [t('pit.compliance.patron'), patron],
          [t('pit.compliance.amount'), (flag) => money(flag.amount), true],
        ]}
      />
    </main>
  );
}

/** A column of a record: its heading, its cell, and whether it holds a figure (set to the right). */
type Column<Row> = readonly [heading: string, cell: (row: Row) => string, figure?: boolean];

/**
 * One of the screen's three records as a table (or "None."), each row ending with the facts it
 * sums: the reports due, the transaction log, the patterns to review.
 */
function CashRecord<Row extends { readonly facts: readonly Cited[] }>({
  id,
  title,
  rows,
  rowKey,
  columns,
  kind,
}: {
  readonly id: string;
  readonly title: string;
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  readonly columns: readonly Column<Row>[];
  /** A row's pattern, for the review's rows. */
  readonly kind?: (row: Row) => string;
}) {
  const t = useText('pit');
  return (
    <section aria-labelledby={`compliance-${id}`}>
      <h2 id={`compliance-${id}`}>{title}</h2>
      {rows.length === 0 ? (
        <p className="muted">{t('pit.compliance.none')}</p>
      ) : (
        <table className="floor" data-testid={`compliance-${id}`}>
          <thead>
            <tr>
              {columns.map(([heading]) => (
                <th key={heading}>{heading}</th>
              ))}
              <th>{t('pit.compliance.cited')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} data-kind={kind?.(row)}>
                {columns.map(([heading, cell, figure]) => (
                  <td key={heading} className={figure ? 'number' : undefined}>
                    {cell(row)}
                  </td>
                ))}
                <td>
                  <Facts facts={row.facts} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const PATTERN_KEYS = {
  structuring: 'pit.compliance.pattern.structuring',
  'unknown-repeated': 'pit.compliance.pattern.unknown-repeated',
  'little-play': 'pit.compliance.pattern.little-play',
} as const;
