import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { FloorLine, PitPeriodReport, PitRound, RoundFlag } from '../../../contract';
import { useText, useUnits, useWords } from '../i18n/words';
import { FlagOptions, useFlagWord } from '../review/RoundList';
import type { PitSocket } from './pit-socket';

/** The pit's report is read again at most this often while the tables ship. */
const REPORT_EVERY_MS = 5000;

/** Rounds across every table (a flag, a bettor), and the pit's report of the day; a found round opens its table. */
export function PitSearches({
  socket,
  lines,
  onOpen,
}: {
  readonly socket: PitSocket;
  readonly lines: readonly FloorLine[];
  readonly onOpen: (table: string) => void;
}) {
  const t = useText('pit');
  const flagWord = useFlagWord();
  const units = useUnits();
  const { language } = useWords();
  const [flag, setFlag] = useState<RoundFlag | ''>('alarm');
  const [bettor, setBettor] = useState('');
  const [found, setFound] = useState<readonly PitRound[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<PitPeriodReport | null>(null);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });

  // Read at once, then again after the lines change, at most every REPORT_EVERY_MS.
  const lastAsked = useRef(0);
  useEffect(() => {
    // The lines are only the news that something changed (never fewer than none).
    if (lines.length < 0) return;
    const wait = Math.max(0, lastAsked.current + REPORT_EVERY_MS - Date.now());
    const timer = window.setTimeout(() => {
      lastAsked.current = Date.now();
      void socket.request('pitReport', {}).then((answer) => {
        if (answer.ok) setReport(answer.reply);
      });
    }, wait);
    return () => window.clearTimeout(timer);
  }, [socket, lines]);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await socket.request('searchRounds', {
      ...(flag !== '' && { flag }),
      ...(bettor.trim() !== '' && { bettor: bettor.trim() }),
      limit: 50,
    });
    if (answer.ok) {
      setFound(answer.reply);
      setProblem(null);
    } else setProblem(answer.error);
  };

  return (
    <section className="pit-searches" aria-labelledby="pit-searches-title">
      {report && (
        <div className="pit-report" data-testid="pit-report">
          <h2>{t('pit.report.title', { day: report.day })}</h2>
          <dl>
            <dt>{t('pit.report.tables')}</dt>
            <dd>{report.totals.tableCount}</dd>
            <dt>{t('pit.col.drop')}</dt>
            <dd>{units(report.totals.drop)}</dd>
            <dt>{t('pit.col.win')}</dt>
            <dd>{units(report.totals.win)}</dd>
            <dt>{t('pit.col.hold')}</dt>
            <dd>{report.totals.hold === null ? t('pit.none') : percent.format(report.totals.hold)}</dd>
            <dt>{t('pit.report.rounds')}</dt>
            <dd>{report.totals.rounds}</dd>
          </dl>
        </div>
      )}
      <h2 id="pit-searches-title">{t('pit.search.title')}</h2>
      <form className="pit-search" onSubmit={(event) => void search(event)}>
        <label>
          {t('pit.search.flag')}
          <select value={flag} onChange={(event) => setFlag(event.target.value as RoundFlag | '')}>
            <FlagOptions any={t('pit.search.any')} />
          </select>
        </label>
        <label>
          {t('pit.search.bettor')}
          <input value={bettor} maxLength={40} onChange={(event) => setBettor(event.target.value)} />
        </label>
        <button type="submit">{t('pit.search.submit')}</button>
      </form>
      {problem && (
        <p className="login-refused" role="alert">
          {problem}
        </p>
      )}
      {found !== null &&
        (found.length === 0 ? (
          <p className="floor-empty">{t('pit.search.none')}</p>
        ) : (
          <ul className="pit-found" data-testid="pit-found">
            {found.map((round) => (
              <li key={`${round.table}:${round.round}`} data-found={`${round.table}:${round.round}`}>
                <button type="button" onClick={() => onOpen(round.table)}>
                  {t('pit.search.round', { table: round.table, round: round.round })}
                </button>{' '}
                <span className="muted">
                  {new Date(round.startedAt).toLocaleTimeString(language)} · {round.croupier}
                  {round.croupierBadge !== null && ` (${round.croupierBadge})`}
                  {round.flags.length > 0 && ` · ${round.flags.map(flagWord).join(', ')}`}
                </span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
