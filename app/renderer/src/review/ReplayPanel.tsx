import { useEffect } from 'react';
import type { ReplayStep, RoundReplay } from '../../../contract';
import { useText, useWords } from '../i18n/words';
import type { RoundReport } from '../table-types';
import { Cards, cardsOnTable } from './Cards';
import { factDataInTableUnits } from './fact-json';
import { factSentence } from './fact-sentence';
import { signedMoney, unitsToMinor, useReviewWords } from './review-words';
import { HandLine, MisdealLine, phaseSaid, sourceSaid } from './table-words';

const field = (value: unknown, key: string): string => {
  if (typeof value !== 'object' || value === null || !(key in value)) return '—';
  const found = (value as Record<string, unknown>)[key];
  return found === undefined || found === null ? '—' : String(found);
};

/** Previous, next and the arrow keys anywhere but in a text field. */
function useArrowKeys(onStep: (delta: number) => void): void {
  useEffect(() => {
    const listener = (event: KeyboardEvent): void => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const target = event.target;
      if (
        target instanceof HTMLInputElement ||
        target instanceof HTMLTextAreaElement ||
        target instanceof HTMLSelectElement
      )
        return;
      event.preventDefault();
      onStep(event.key === 'ArrowLeft' ? -1 : 1);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [onStep]);
}

/** The scrubber: one fact at a time, the table as it stood after it. */
export function Scrubber({
  replay,
  index,
  onIndex,
}: {
  readonly replay: RoundReplay;
  readonly index: number;
  readonly onIndex: (index: number) => void;
}) {
  const t = useText('review');
  const last = replay.steps.length - 1;
  const go = (to: number) => onIndex(Math.max(0, Math.min(last, to)));
  useArrowKeys((delta) => go(index + delta));
  return (
    <div className="scrubber">
      <button type="button" onClick={() => go(index - 1)} disabled={index <= 0}>
        {t('review.scrubber.previous')}
      </button>
      <input
        type="range"
        aria-label={t('review.scrubber.step')}
        min={0}
        max={Math.max(0, last)}
        value={index}
        onChange={(event) => go(Number(event.target.value))}
      />
      <button type="button" onClick={() => go(index + 1)} disabled={index >= last}>
        {t('review.scrubber.next')}
      </button>
      <span className="scrubber-position" data-testid="replay-step-number">
        {t('review.scrubber.position', { index: index + 1, count: replay.steps.length })}
      </span>
    </div>
  );
}

/** The fact itself: in words, then when, through what and by whom; its data behind a disclosure. */
export function StepFact({ step }: { readonly step: ReplayStep }) {
  const t = useText('review');
  const words = useReviewWords();
  const { language } = useWords();
  const time = new Date(field(step.metadata, 'time'));
  return (
    <section
      className="review-panel step-fact"
      data-testid="replay-step"
      data-position={step.position}
      data-type={step.type}
    >
      <h2>{t('review.fact.title')}</h2>
      <p className="fact-sentence" data-testid="fact-sentence">
        {factSentence(step, words)}
      </p>
      <dl>
        <dt>{t('review.fact.time')}</dt>
        <dd>{Number.isNaN(time.getTime()) ? '—' : time.toLocaleTimeString(language)}</dd>
        <dt>{t('review.fact.source')}</dt>
        <dd>{sourceSaid(t, field(step.metadata, 'source'))}</dd>
        <dt>{t('review.fact.operator')}</dt>
        <dd>{field(step.metadata, 'operator')}</dd>
        <dt>{t('review.fact.position')}</dt>
        <dd>{step.position}</dd>
      </dl>
      <details className="fact-details">
        <summary>{t('review.fact.json', { type: step.type })}</summary>
        <pre className="fact-data">{JSON.stringify(factDataInTableUnits(step.type, step.data), null, 1)}</pre>
      </details>
    </section>
  );
}

/** The table after a fact: dealer, every box's hands with cards, totals and status. */
export function StepTable({ round, holeDown }: { readonly round: RoundReport; readonly holeDown: boolean }) {
  const t = useText('review');
  const words = useReviewWords();
  return (
    <section
      className="review-panel step-table"
      data-testid="replay-table"
      data-cards={cardsOnTable(round)}
      data-state={round.state}
    >
      <h2>
        {t('review.table.title', { phase: phaseSaid(t, round.state) })}
        {round.voided && (
          <span className="flag flag-void">
            {' '}
            {t('review.table.voided', { reason: round.voided.reason, author: round.voided.author })}
          </span>
        )}
      </h2>
      <div className="replay-dealer" data-testid="replay-dealer">
        <strong>{t('review.table.dealer')}</strong> <Cards cards={round.dealer.cards} />
        {holeDown && <span className="replay-hole-down">{t('review.table.hole-down')}</span>}
        {round.dealer.cards.length > 0 && (
          <span className="replay-total">
            {round.dealer.blackjack
              ? t('review.table.blackjack')
              : t('review.table.total', { total: round.dealer.total })}
          </span>
        )}
      </div>
      {round.boxes.length === 0 && <p className="review-empty">{t('review.table.no-bets')}</p>}
      <ul className="replay-boxes">
        {round.boxes.map((box) => (
          <li key={box.box} className="replay-box" data-box={box.box}>
            <strong>{t('review.table.box', { box: box.box })}</strong>{' '}
            <span className="review-muted">
              {box.bettors
                .map((b) =>
                  t('review.table.stake', { bettor: b.bettor, amount: words.money(unitsToMinor(b.stake)) }),
                )
                .join(', ')}{' '}
              · {t('review.table.decides', { decider: box.decider })}
            </span>
            {box.hands.map((hand, index) => (
              // A hand's place in its box is its identity: split hands never move.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <HandLine key={index} hand={hand} index={index} split={box.hands.length > 1} />
            ))}
          </li>
        ))}
      </ul>
      {round.burned.length > 0 && (
        <p>
          {t('review.table.burned')} <Cards cards={round.burned} />
        </p>
      )}
      {round.misdeals.map((misdeal, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: misdeals are only ever appended
        <MisdealLine key={index} misdeal={misdeal} />
      ))}
      {round.state === 'settled' && Object.keys(round.net).length > 0 && (
        <ul className="replay-settlement">
          {Object.entries(round.net).map(([bettor, net]) => (
            <li key={bettor} data-bettor={bettor}>
              {net > 0
                ? t('review.table.pay', { bettor, amount: words.money(unitsToMinor(net)) })
                : net < 0
                  ? t('review.table.take', { bettor, amount: words.money(unitsToMinor(-net)) })
                  : t('review.table.push', { bettor })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The verdict of the audit: not settled yet, matching, or which way it differs. */
function verdictKey(replay: RoundReplay, settled: boolean) {
  if (!settled) return 'review.audit.not-settled' as const;
  if (replay.matches) return 'review.audit.match' as const;
  return replay.recorded === null ? ('review.audit.no-record' as const) : ('review.audit.differs' as const);
}

/** What the log recorded as paid against what replay pays now, bettor by bettor. */
export function SettlementAudit({
  replay,
  settled,
}: {
  readonly replay: RoundReplay;
  readonly settled: boolean;
}) {
  const t = useText('review');
  const words = useReviewWords();
  const bettors = [
    ...new Set([...Object.keys(replay.recorded ?? {}), ...Object.keys(replay.recomputed)]),
  ].sort();
  const verdict = verdictKey(replay, settled);
  const net = (amount: number | undefined) =>
    amount === undefined ? '—' : signedMoney(words, unitsToMinor(amount));
  return (
    <section
      className="review-panel settlement-audit"
      data-testid="settlement-audit"
      data-matches={replay.matches}
      data-settled={settled}
    >
      <h2>{t('review.audit.title')}</h2>
      <p
        className={settled ? (replay.matches ? 'audit-ok' : 'audit-mismatch') : 'audit-in-play'}
        data-testid="settlement-verdict"
        data-verdict={verdict.replace('review.audit.', '')}
      >
        {t(verdict)}
      </p>
      {settled && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('review.audit.bettor')}</th>
              <th scope="col">{t('review.audit.recorded')}</th>
              <th scope="col">{t('review.audit.recomputed')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('review.audit.match-column')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {bettors.map((bettor) => {
              const recorded = replay.recorded?.[bettor];
              const recomputed = replay.recomputed[bettor];
              const same = recorded === recomputed;
              return (
                <tr key={bettor} className={same ? '' : 'mismatch'} data-bettor={bettor}>
                  <th scope="row">{bettor}</th>
                  <td data-testid="recorded-net">{net(recorded)}</td>
                  <td data-testid="recomputed-net">{net(recomputed)}</td>
                  <td>{same ? t('review.audit.same') : t('review.audit.different')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
