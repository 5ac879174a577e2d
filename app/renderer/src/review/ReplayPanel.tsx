import { useEffect } from 'react';
import type { ReplayStep, RoundReplay } from '../../../contract';
import { cardText, cardWords, isRed } from '../cards';
import type { Card, RoundReport } from '../table-types';

const field = (value: unknown, key: string): string => {
  if (typeof value !== 'object' || value === null || !(key in value)) return '—';
  const found = (value as Record<string, unknown>)[key];
  return found === undefined || found === null ? '—' : String(found);
};

/** Every card on the table at a step: dealer, hands and burned cards. */
export const cardsOnTable = (round: RoundReport): number =>
  round.dealer.cards.length +
  round.boxes.reduce((sum, box) => sum + box.hands.reduce((n, hand) => n + hand.cards.length, 0), 0) +
  round.burned.length;

function Cards({ cards }: { readonly cards: readonly Card[] }) {
  return (
    <span className="replay-cards">
      {cards.length === 0
        ? '—'
        : cards.map((card, index) => (
            // A card's place in the hand is its identity: cards are never reordered.
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className={`replay-card ${isRed(card) ? 'red' : 'black'}`}
              title={cardWords(card)}
              data-card={card}
            >
              {cardText(card)}
            </span>
          ))}
    </span>
  );
}

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
  const last = replay.steps.length - 1;
  const go = (to: number) => onIndex(Math.max(0, Math.min(last, to)));
  useArrowKeys((delta) => go(index + delta));
  return (
    <div className="scrubber">
      <button type="button" onClick={() => go(index - 1)} disabled={index <= 0}>
        ◀ Previous
      </button>
      <input
        type="range"
        aria-label="Step"
        min={0}
        max={Math.max(0, last)}
        value={index}
        onChange={(event) => go(Number(event.target.value))}
      />
      <button type="button" onClick={() => go(index + 1)} disabled={index >= last}>
        Next ▶
      </button>
      <span className="scrubber-position" data-testid="replay-step-number">
        step {index + 1} of {replay.steps.length}
      </span>
    </div>
  );
}

/** The fact itself: type, data, source and operator. */
export function StepFact({ step }: { readonly step: ReplayStep }) {
  return (
    <section
      className="review-panel step-fact"
      data-testid="replay-step"
      data-position={step.position}
      data-type={step.type}
    >
      <h2>Fact</h2>
      <dl>
        <dt>Position</dt>
        <dd>{step.position}</dd>
        <dt>Type</dt>
        <dd className="fact-type">{step.type}</dd>
        <dt>Source</dt>
        <dd>{field(step.metadata, 'source')}</dd>
        <dt>Operator</dt>
        <dd>{field(step.metadata, 'operator')}</dd>
      </dl>
      <pre className="fact-data">{JSON.stringify(step.data, null, 1)}</pre>
    </section>
  );
}

/** The table after a fact: dealer, every box's hands with cards, totals and status. */
export function StepTable({ round }: { readonly round: RoundReport }) {
  return (
    <section
      className="review-panel step-table"
      data-testid="replay-table"
      data-cards={cardsOnTable(round)}
      data-state={round.state}
    >
      <h2>
        Table — {round.state}
        {round.voided && (
          <span className="flag flag-void">
            {' '}
            void: {round.voided.reason} ({round.voided.author})
          </span>
        )}
      </h2>
      <div className="replay-dealer" data-testid="replay-dealer">
        <strong>Dealer</strong> <Cards cards={round.dealer.cards} />
        {round.dealer.cards.length > 0 && (
          <span className="replay-total">
            {round.dealer.blackjack ? 'blackjack' : `total ${round.dealer.total}`}
          </span>
        )}
      </div>
      {round.boxes.length === 0 && <p className="review-empty">No bets yet.</p>}
      <ul className="replay-boxes">
        {round.boxes.map((box) => (
          <li key={box.box} className="replay-box" data-box={box.box}>
            <strong>Box {box.box}</strong>{' '}
            <span className="review-muted">
              {box.bettors.map((b) => `${b.bettor} ${b.stake}`).join(', ')} · {box.decider} decides
            </span>
            {box.hands.map((hand, index) => (
              // A hand's place in its box is its identity: split hands never move.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <div key={index} className="replay-hand">
                {box.hands.length > 1 && <span className="review-muted">hand {index + 1} </span>}
                <Cards cards={hand.cards} />
                {hand.cards.length > 0 && (
                  <span className="replay-total">
                    {hand.soft ? 'soft' : 'hard'} {hand.total} · {hand.status}
                  </span>
                )}
              </div>
            ))}
          </li>
        ))}
      </ul>
      {round.burned.length > 0 && (
        <p>
          Burned: <Cards cards={round.burned} />
        </p>
      )}
      {round.misdeals.map((misdeal, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: misdeals are only ever appended
        <p key={index} className="flag flag-misdeal">
          misdeal {cardText(misdeal.card)}: {misdeal.why} — {misdeal.resolution}
        </p>
      ))}
      {round.settlement.length > 0 && (
        <ul className="replay-settlement">
          {round.settlement.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the log recorded as paid against what replay pays now, bettor by bettor. */
export function SettlementAudit({ replay }: { readonly replay: RoundReplay }) {
  const bettors = [
    ...new Set([...Object.keys(replay.recorded ?? {}), ...Object.keys(replay.recomputed)]),
  ].sort();
  return (
    <section
      className="review-panel settlement-audit"
      data-testid="settlement-audit"
      data-matches={replay.matches}
    >
      <h2>Settlement</h2>
      <p className={replay.matches ? 'audit-ok' : 'audit-mismatch'} data-testid="settlement-verdict">
        {replay.matches
          ? '✓ recorded and recomputed settlements match'
          : replay.recorded === null
            ? '≠ MISMATCH: the log records no settlement for this round'
            : '≠ MISMATCH: what was paid differs from what replay pays now'}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Bettor</th>
            <th scope="col">Recorded</th>
            <th scope="col">Recomputed</th>
            <th scope="col">
              <span className="visually-hidden">Match</span>
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
                <td data-testid="recorded-net">{recorded ?? '—'}</td>
                <td data-testid="recomputed-net">{recomputed ?? '—'}</td>
                <td>{same ? '=' : '≠ differs'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
