import { type FloorCenter, type FloorLine, type PitAlarm, phaseSchema } from '../../../contract';
import { CATALOGUES, type KeyOf } from '../../../i18n';
import { type Column, ColumnHeadings } from '../ColumnHeadings';
import { useText, useUnits, useWords } from '../i18n/words';
import { phaseSaid } from '../review/table-words';

const FLOOR_COLUMNS: readonly Column<'pit'>[] = [
  ['pit.col.table', false],
  ['pit.col.status', false],
  ['pit.col.game', false],
  ['pit.col.limits', false],
  ['pit.col.croupier', false],
  ['pit.col.round', false],
  ['pit.col.rounds-per-hour', true],
  ['pit.col.drop', true],
  ['pit.col.win', true],
  ['pit.col.hold', true],
  ['pit.col.alarms', true],
  ['pit.col.shipping', false],
];

// Each word written out as a key, so the catalogue test sees every one of them used.
const STATUS_KEYS = {
  open: 'pit.status.open',
  closed: 'pit.status.closed',
  'never-opened': 'pit.status.never-opened',
} as const satisfies Record<FloorLine['status'], string>;

const KIND_KEYS = {
  chain: 'pit.alarms.kind.chain',
  journal: 'pit.alarms.kind.journal',
  lag: 'pit.alarms.kind.lag',
  table: 'pit.alarms.kind.table',
} as const satisfies Record<PitAlarm['kind'], string>;

/**
 * The floor while the pit server cannot reach its center: nothing new can show, so the figures are
 * said to stand as of the center's last answer (and greyed by the page), until it answers again.
 */
export function CenterNotice({ center }: { readonly center: FloorCenter }) {
  const t = useText('pit');
  const { language } = useWords();
  const time = (iso: string | null) =>
    iso === null
      ? '—'
      : new Intl.DateTimeFormat(language, { timeStyle: 'medium', dateStyle: 'short' }).format(new Date(iso));
  return (
    <p className="center-notice" role="alert" data-testid="center-unreachable">
      {t('pit.center.unreachable', { since: time(center.since), asOf: time(center.asOf) })}
    </p>
  );
}

/** Every table of the pit, one row each; a click on a row opens the table's pit review. */
export function FloorTable({
  lines,
  alarms,
  onOpen,
}: {
  readonly lines: readonly FloorLine[];
  readonly alarms: readonly PitAlarm[];
  readonly onOpen: (table: string) => void;
}) {
  const t = useText('pit');
  if (lines.length === 0) return <p className="floor-empty">{t('pit.floor.empty')}</p>;
  return (
    <table className="floor" aria-label={t('pit.floor.label')}>
      <ColumnHeadings namespace="pit" columns={FLOOR_COLUMNS} />
      <tbody>
        {lines.map((line) => (
          <FloorRow
            key={line.table}
            line={line}
            alarms={alarms.filter((alarm) => alarm.table === line.table && alarm.clearedAt === null)}
            onOpen={onOpen}
          />
        ))}
      </tbody>
    </table>
  );
}

function FloorRow({
  line,
  alarms,
  onOpen,
}: {
  readonly line: FloorLine;
  readonly alarms: readonly PitAlarm[];
  readonly onOpen: (table: string) => void;
}) {
  const t = useText('pit');
  const review = useText('review');
  const units = useUnits();
  const words = useWords();
  const percent = new Intl.NumberFormat(words.language, { style: 'percent', maximumFractionDigits: 1 });
  const silent = alarms.some((alarm) => alarm.kind === 'lag');
  const status = t(STATUS_KEYS[line.status]);
  // The floor carries a round's state as text: a phase the contract does not name is left unsaid.
  const known = phaseSchema.safeParse(line.round?.state);
  const phase = known.success ? phaseSaid(review, known.data) : '';
  return (
    <tr
      data-table={line.table}
      data-alarms={alarms.length}
      className={alarms.length > 0 ? 'alarmed' : undefined}
    >
      <th scope="row">
        <button type="button" className="floor-open" onClick={() => onOpen(line.table)}>
          {line.table}
        </button>
      </th>
      <td className={`status status-${line.status}`}>
        {status}
        {line.inPlay && <span className="in-play"> · {t('pit.status.in-play')}</span>}
      </td>
      <td className="game" title={line.profile}>
        {gameName(line, words.text)}
      </td>
      <td>{t('pit.limits', { min: units(line.limits.min), max: units(line.limits.max) })}</td>
      <td data-testid="croupier">{line.croupier ?? t('pit.none')}</td>
      <td data-testid="round">
        {line.round ? t('pit.round', { round: line.round.number, phase }) : t('pit.round.none')}
      </td>
      <td className="number">{words.number(line.roundsPerHour)}</td>
      <td className="number" title={line.day ? t('pit.day', { day: line.day }) : undefined}>
        {units(line.drop)}
      </td>
      <td className={`number ${line.win < 0 ? 'negative' : ''}`}>{units(line.win)}</td>
      <td className="number">{line.hold === null ? t('pit.none') : percent.format(line.hold)}</td>
      <td className="number alarm-count">{alarms.length > 0 ? alarms.length : ''}</td>
      <td className={silent ? 'shipping silent' : 'shipping'}>
        <Shipping line={line} silent={silent} />
      </td>
    </tr>
  );
}

function Shipping({ line, silent }: { readonly line: FloorLine; readonly silent: boolean }) {
  const t = useText('pit');
  const { language } = useWords();
  const { shipping } = line;
  const time = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString(language) : '');
  if (shipping.reportedAt === null) return <>{t('pit.shipping.never')}</>;
  const state = silent
    ? t('pit.shipping.silent', { time: time(shipping.reportedAt) })
    : shipping.behind > 0
      ? t('pit.shipping.waiting', { count: shipping.behind })
      : t('pit.shipping.current');
  const detail = [
    ...(silent ? [] : [t('pit.shipping.heard', { time: time(shipping.reportedAt) })]),
    // A silent table's count is the one it last reported: the center cannot know what it holds now.
    ...(silent ? [t('pit.shipping.last-waiting', { count: shipping.behind })] : []),
    ...(shipping.replica < shipping.head
      ? [t('pit.shipping.replica', { replica: shipping.replica, head: shipping.head })]
      : []),
  ];
  return (
    <>
      <span className="shipping-state">{state}</span>
      {detail.length > 0 && <span className="shipping-detail">{detail.join(' · ')}</span>}
    </>
  );
}

/** The pit's alarms, newest first: a pit boss acknowledges each; the review role reads them. */
export function AlarmList({
  alarms,
  canAcknowledge,
  onAcknowledge,
  refused,
}: {
  readonly alarms: readonly PitAlarm[];
  readonly canAcknowledge: boolean;
  readonly onAcknowledge: (alarm: number) => void;
  readonly refused: string | null;
}) {
  const t = useText('pit');
  const { say, language } = useWords();
  const time = (iso: string) => new Date(iso).toLocaleTimeString(language);
  return (
    <section className="pit-alarms" aria-labelledby="pit-alarms-title">
      <h2 id="pit-alarms-title">{t('pit.alarms.title')}</h2>
      {!canAcknowledge && (
        <p className="read-only-notice" role="note" data-testid="alarms-read-only">
          {t('pit.alarms.read-only')}
        </p>
      )}
      {refused && (
        <p className="login-refused" role="alert">
          {t('pit.alarms.refused', { reason: refused })}
        </p>
      )}
      {alarms.length === 0 ? (
        <p className="floor-empty">{t('pit.alarms.none')}</p>
      ) : (
        <ul>
          {alarms.map((alarm) => (
            <li
              key={alarm.id}
              data-alarm={alarm.id}
              data-kind={alarm.kind}
              data-table={alarm.table}
              className={alarm.clearedAt ? 'cleared' : alarm.acknowledged ? 'acknowledged' : 'open'}
            >
              <div className="alarm-head">
                <strong>{alarm.table}</strong>
                <span className="alarm-kind">{t(KIND_KEYS[alarm.kind])}</span>
                <time dateTime={alarm.raisedAt}>
                  {t('pit.alarms.raised', { time: time(alarm.raisedAt) })}
                </time>
              </div>
              <p className="alarm-sentence">
                {say({ code: alarm.code, params: sinceSaid(alarm.params, language) })}
              </p>
              <div className="alarm-foot">
                {alarm.acknowledged ? (
                  <span data-testid="acknowledged">
                    {t('pit.alarms.acknowledged', {
                      operator: alarm.acknowledged.operator,
                      time: time(alarm.acknowledged.at),
                    })}
                  </span>
                ) : canAcknowledge ? (
                  <button type="button" onClick={() => onAcknowledge(alarm.id)}>
                    {t('pit.alarms.acknowledge')}
                  </button>
                ) : (
                  <span className="muted">{t('pit.alarms.not-acknowledged')}</span>
                )}
                {alarm.clearedAt && (
                  <span className="muted">{t('pit.alarms.cleared', { time: time(alarm.clearedAt) })}</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A table Sabot ships is named in the page's language (the `rules` catalogue keys its name by its
 * id); a profile of the casino's own is named as its author wrote it.
 */
function gameName(line: FloorLine, text: (namespace: 'rules', key: KeyOf<'rules'>) => string): string {
  const english: Readonly<Record<string, unknown>> = CATALOGUES.en.rules;
  return english[line.profile] === line.game ? text('rules', line.profile as KeyOf<'rules'>) : line.game;
}

/** A lag alarm's `since` is the center's timestamp: said as a time of day in the page's language. */
function sinceSaid(params: PitAlarm['params'], language: string): PitAlarm['params'] {
  const since = params.since;
  if (typeof since !== 'string' || Number.isNaN(Date.parse(since))) return params;
  return { ...params, since: new Date(since).toLocaleTimeString(language) };
}
