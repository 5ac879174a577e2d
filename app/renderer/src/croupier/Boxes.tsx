import type { ReactNode } from 'react';
import type { BoxReport, HandReport, OnTurn } from '../table-types';
import { CardRow } from './CardFace';

/** Every box with a bet, left to right as the croupier deals: bettors, stakes, hands. */
export function Boxes({
  boxes,
  onTurn,
  empty,
}: {
  readonly boxes: readonly BoxReport[];
  readonly onTurn: OnTurn | null;
  /** What the empty layout says: how to place the first bet. */
  readonly empty: ReactNode;
}) {
  if (boxes.length === 0) return <p className="boxes empty">{empty}</p>;
  return (
    <section className="boxes" aria-label="boxes">
      {boxes.map((box) => (
        <BoxPanel key={box.box} box={box} onTurnHand={onTurn?.box === box.box ? onTurn.hand : null} />
      ))}
    </section>
  );
}

function BoxPanel({ box, onTurnHand }: { readonly box: BoxReport; readonly onTurnHand: number | null }) {
  return (
    <article className={`box${onTurnHand !== null ? ' on-turn' : ''}`} data-box={box.box}>
      <header>
        <span className="box-number">Box {box.box}</span>
        <span className="decider">{box.decider} decides</span>
      </header>
      <ul className="bettors">
        {box.bettors.map((bettor) => (
          <li key={bettor.bettor}>
            {bettor.bettor} <strong>{bettor.stake}</strong>
          </li>
        ))}
      </ul>
      {box.hands.map((hand, index) => (
        <Hand
          // A hand's place in its box is its identity: split hands never move.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          hand={hand}
          label={box.hands.length > 1 ? `hand ${index + 1}` : null}
          onTurn={onTurnHand === index}
        />
      ))}
    </article>
  );
}

function Hand({
  hand,
  label,
  onTurn,
}: {
  readonly hand: HandReport;
  readonly label: string | null;
  readonly onTurn: boolean;
}) {
  const extra = hand.stakes.filter((stake) => stake.doubled > 0);
  return (
    <div className={`hand status-${hand.status.replace(' ', '-')}${onTurn ? ' on-turn' : ''}`}>
      {label && <span className="hand-label">{label}</span>}
      <CardRow cards={hand.cards} />
      {hand.cards.length > 0 && (
        <div className="hand-line">
          <span className="total" data-testid="hand-total">
            {hand.soft ? 'soft' : 'hard'} {hand.total}
          </span>
          <span className="status">{onTurn ? 'on turn' : hand.status}</span>
        </div>
      )}
      {extra.map((stake) => (
        <div key={stake.bettor} className="doubled">
          {stake.bettor} doubled +{stake.doubled}
        </div>
      ))}
    </div>
  );
}
