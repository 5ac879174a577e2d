import { useCallback, useEffect, useState } from 'react';
import type { ReplyOf, RoundReplay, RoundSummary } from '../../../contract';
import { Scrubber, SettlementAudit, StepFact, StepTable } from './ReplayPanel';
import { type RoundFilter, RoundFilters, RoundList } from './RoundList';
import { Rulings } from './Rulings';
import { useReviewClient } from './review-client';
import './review.css';

/** The pit boss's review: every round, filtered; one round replayed fact by fact; rulings. */
export function PitReview() {
  const client = useReviewClient();
  const { request, version } = client;
  const [filter, setFilter] = useState<RoundFilter>({});
  const [rounds, setRounds] = useState<readonly RoundSummary[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [verified, setVerified] = useState<ReplyOf<'verifyLog'> | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [replay, setReplay] = useState<RoundReplay | null>(null);
  const [index, setIndex] = useState(0);
  const [script, setScript] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    if (client.connection !== 'open' || version + reloads < 0) return;
    let live = true;
    void request('listRounds', filter).then((answer) => {
      if (!live) return;
      if (answer.ok) {
        setRounds(answer.reply);
        setProblem(null);
      } else setProblem(answer.error);
    });
    void request('verifyLog', {}).then((answer) => {
      if (live && answer.ok) setVerified(answer.reply);
    });
    return () => {
      live = false;
    };
  }, [client.connection, request, filter, version, reloads]);

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
    else setScript(answer.reply?.script ?? `round ${selected} is not in the log`);
  };

  const step = replay?.steps[Math.min(index, replay.steps.length - 1)];
  return (
    <div className="pit-review" data-connection={client.connection}>
      <header className="review-header">
        <h1>Pit review</h1>
        <VerifyStatus verified={verified} />
      </header>
      {problem && (
        <p className="review-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="review-layout">
        <aside className="review-rounds">
          <RoundFilters filter={filter} onChange={setFilter} />
          {rounds === null ? (
            <p className="review-empty">Reading the log…</p>
          ) : (
            <RoundList rounds={rounds} selected={selected} onSelect={select} />
          )}
        </aside>
        <main className="review-round" data-round={selected ?? ''}>
          {selected === null && <p className="review-empty">Choose a round to replay it.</p>}
          {selected !== null && !replay && <p className="review-empty">Replaying round {selected}…</p>}
          {selected !== null && replay && step && (
            <>
              <h2 className="review-round-title">Round {selected}</h2>
              <Scrubber replay={replay} index={Math.min(index, replay.steps.length - 1)} onIndex={setIndex} />
              <div className="review-step">
                <StepFact step={step} />
                <StepTable round={step.round} />
              </div>
              <SettlementAudit replay={replay} />
              <section className="review-panel export">
                <h2>Table script</h2>
                <button type="button" onClick={() => void exportScript()}>
                  Export as table script
                </button>
                {script !== null && (
                  <>
                    <textarea aria-label="Table script" readOnly rows={8} value={script} />
                    <a
                      href={`data:text/plain;charset=utf-8,${encodeURIComponent(script)}`}
                      download={`round-${selected}.script`}
                    >
                      Download round-{selected}.script
                    </a>
                  </>
                )}
              </section>
              <Rulings client={client} round={selected} step={step} onRuled={reload} />
            </>
          )}
        </main>
      </div>
    </div>
  );
}

function VerifyStatus({ verified }: { readonly verified: ReplyOf<'verifyLog'> | null }) {
  if (!verified) return <span className="verify">verifying the log…</span>;
  if (verified.ok)
    return (
      <span className="verify verify-ok" data-testid="verify-status" data-ok="true">
        ✓ log intact{verified.events !== undefined && `: ${verified.events} facts`}
      </span>
    );
  return (
    <span className="verify verify-bad" data-testid="verify-status" data-ok="false" role="alert">
      ✗ LOG NOT INTACT
      {verified.position !== undefined &&
        verified.position !== null &&
        ` — first bad position ${verified.position}`}
      {verified.problem && `: ${verified.problem}`}
    </span>
  );
}
