import { useCallback, useEffect, useState } from 'react';
import {
  type ReplayStep,
  type ReplyOf,
  type RoundReplay,
  type RoundSummary,
  roundScriptFile,
} from '../../../contract';
import { BankChart } from '../charts/BankChart';
import { useText, useWords } from '../i18n/words';
import { useReadOnly } from '../page-session';
import { ReadOnlyNotice } from '../ReadOnlyNotice';
import { useTableTransport } from '../transport-choice';
import { namesHoleCardDown } from './card-places';
import { useBankChartWords } from './chart-words';
import { Scrubber, SettlementAudit, StepFact, StepTable } from './ReplayPanel';
import { type RoundFilter, RoundFilters, RoundList } from './RoundList';
import { Rulings } from './Rulings';
import { useReviewClient } from './review-client';
import { ReadProblem } from './TableAnswer';
import { useRoundMilestones } from './use-round-milestones';
import './review.css';

/**
 * The pit boss's review: every round, filtered; one round replayed fact by fact; rulings. With
 * `centralCopy` (the pit server's review of a table's copy at the center) it only reads, and that
 * sentence says why.
 */
export function PitReview({ centralCopy }: { readonly centralCopy?: string } = {}) {
  const t = useText('review');
  const chartWords = useBankChartWords();
  const client = useReviewClient();
  const { request, version } = client;
  // The page's one session: the review role logged in on either tab reads only here too.
  const session = useTableTransport();
  const readOnly = useReadOnly(session) || centralCopy !== undefined;
  // The list, the charts and the log's check are read again when a round began, settled or was
  // voided (or this screen ruled), not at every card: on a long log each is a large answer.
  const milestones = useRoundMilestones(session);
  const [filter, setFilter] = useState<RoundFilter>({});
  const [rounds, setRounds] = useState<readonly RoundSummary[] | null>(null);
  /** Where the next, older page starts; null once the oldest round is listed. */
  const [older, setOlder] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [verified, setVerified] = useState<Verified | null>(null);
  const [results, setResults] = useState<ReplyOf<'sessionResults'> | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [replay, setReplay] = useState<RoundReplay | null>(null);
  const [index, setIndex] = useState(0);
  const [script, setScript] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    if (client.connection !== 'open' || milestones + reloads < 0) return;
    let live = true;
    // The newest page only: older ones are asked for as the pit boss scrolls back.
    void request('listRounds', filter).then((answer) => {
      if (!live) return;
      if (answer.ok) {
        setRounds(answer.reply.rounds);
        setOlder(answer.reply.next);
        setProblem(null);
      } else setProblem(answer.error);
    });
    void request('sessionResults', {}).then((answer) => {
      if (live && answer.ok) setResults(answer.reply);
    });
    return () => {
      live = false;
    };
  }, [client.connection, request, filter, milestones, reloads]);

  // The full audit reads every fact: it runs when the review opens, after a ruling made here, and
  // when the pit boss asks, not at every round (on a long log it costs seconds of a shared core).
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    if (client.connection !== 'open' || checks + reloads < 0) return;
    let live = true;
    setVerified(null);
    void request('verifyLog', {}).then((answer) => {
      if (live && answer.ok) setVerified({ ...answer.reply, checkedAt: new Date() });
    });
    return () => {
      live = false;
    };
  }, [client.connection, request, checks, reloads]);

  // The round replayed may be the one in play: it is read again at every change of the table.
  useEffect(() => {
    if (selected === null || client.connection !== 'open' || version + reloads < 0) return;
    let live = true;
    void request('replayRound', { round: selected }).then((answer) => {
      if (!live) return;
      if (answer.ok) setReplay(answer.reply);
      else setProblem(answer.error);
    });
    return () => {
      live = false;
    };
  }, [client.connection, request, selected, version, reloads]);

  const showOlder = async () => {
    if (older === null) return;
    const answer = await request('listRounds', { ...filter, before: older });
    if (!answer.ok) setProblem(answer.error);
    else {
      setRounds((shown) => [...(shown ?? []), ...answer.reply.rounds]);
      setOlder(answer.reply.next);
    }
  };

  const select = (round: number) => {
    setSelected(round);
    setReplay(null);
    setIndex(0);
    setScript(null);
  };

  const exportScript = async () => {
    if (selected === null) return;
    const answer = await request('exportRoundScript', { round: selected });
    if (!answer.ok) setProblem(answer.error);
    else setScript(answer.reply?.script ?? t('review.not-in-log', { round: selected }));
  };

  const step = replay?.steps[Math.min(index, replay.steps.length - 1)];
  const settled = replay?.steps.at(-1)?.round.state === 'settled';
  return (
    <div className="pit-review" data-connection={client.connection}>
      <header className="review-header">
        <h1>{t('review.title')}</h1>
        <VerifyStatus verified={verified} />
        <button
          type="button"
          className="verify-again"
          onClick={() => setChecks((n) => n + 1)}
          disabled={!verified}
        >
          {t('review.verify.again')}
        </button>
      </header>
      {readOnly && (
        <ReadOnlyNotice title={t('review.read-only.title')}>
          {centralCopy ?? t('review.read-only.notice')}
        </ReadOnlyNotice>
      )}
      <ReadProblem problem={problem} />
      <div className="review-layout">
        <aside className="review-rounds">
          <BankChart results={results} words={chartWords} />
          <RoundFilters filter={filter} onChange={setFilter} />
          {rounds === null ? (
            <p className="review-empty">{t('review.reading')}</p>
          ) : (
            <RoundList
              rounds={rounds}
              selected={selected}
              onSelect={select}
              onOlder={older === null ? null : () => void showOlder()}
            />
          )}
        </aside>
        <main className="review-round" data-round={selected ?? ''}>
          {selected === null && <p className="review-empty">{t('review.choose')}</p>}
          {selected !== null && !replay && (
            <p className="review-empty">{t('review.replaying', { round: selected })}</p>
          )}
          {selected !== null && replay && step && (
            <>
              <h2 className="review-round-title">{t('review.round.title', { round: selected })}</h2>
              <Scrubber replay={replay} index={Math.min(index, replay.steps.length - 1)} onIndex={setIndex} />
              <div className="review-step">
                <StepFact step={step} />
                <StepTable round={step.round} holeDown={holeCardDownAt(replay, step)} />
              </div>
              <SettlementAudit replay={replay} settled={settled} />
              <section className="review-panel export">
                <h2>{t('review.script.title')}</h2>
                <button type="button" onClick={() => void exportScript()}>
                  {t('review.script.export')}
                </button>
                {script !== null && (
                  <>
                    <textarea aria-label={t('review.script.title')} readOnly rows={8} value={script} />
                    <a
                      href={`data:text/plain;charset=utf-8,${encodeURIComponent(script)}`}
                      download={roundScriptFile(selected)}
                    >
                      {t('review.script.download', { round: selected })}
                    </a>
                  </>
                )}
              </section>
              {readOnly ? (
                <p className="review-muted" data-testid="rulings-read-only">
                  {centralCopy ?? t('review.read-only.rulings')}
                </p>
              ) : (
                <Rulings
                  client={client}
                  round={selected}
                  step={step}
                  ending={replay.steps.at(-1)?.round}
                  onRuled={reload}
                />
              )}
            </>
          )}
        </main>
      </div>
    </div>
  );
}

type Verified = ReplyOf<'verifyLog'> & { readonly checkedAt: Date };

/** Whether the dealer's hole card lies face down at this step: the replay of the round in play withholds it. */
function holeCardDownAt(replay: RoundReplay, step: ReplayStep): boolean {
  const down = replay.steps.find(namesHoleCardDown);
  return down !== undefined && step.position >= down.position;
}

function VerifyStatus({ verified }: { readonly verified: Verified | null }) {
  const t = useText('review');
  const { language, say } = useWords();
  if (!verified) return <span className="verify">{t('review.verify.running')}</span>;
  if (verified.ok)
    return (
      <span className="verify verify-ok" data-testid="verify-status" data-ok="true">
        {t('review.verify.ok', {
          count: verified.events,
          time: verified.checkedAt.toLocaleTimeString(language),
        })}
      </span>
    );
  return (
    <span className="verify verify-bad" data-testid="verify-status" data-ok="false" role="alert">
      {verified.position === null
        ? t('review.verify.bad', { problem: say(verified.said) })
        : t('review.verify.bad-at', { position: verified.position, problem: say(verified.said) })}
    </span>
  );
}
