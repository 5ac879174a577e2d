import type { Decision, OnTurn } from '../table-types';

const BUTTONS: readonly { readonly decision: Decision; readonly key: string; readonly label: string }[] = [
  { decision: 'hit', key: 'H', label: 'Hit' },
  { decision: 'stand', key: 'S', label: 'Stand' },
  { decision: 'double', key: 'D', label: 'Double' },
  { decision: 'split', key: 'P', label: 'Split' },
  { decision: 'surrender', key: 'R', label: 'Surrender' },
];

/**
 * The hand on turn and its decisions: the ones the rules allow are lit, the others are shown
 * greyed so the croupier sees that they exist and are not open to this hand.
 */
export function DecisionBar({
  onTurn,
  decide,
}: {
  readonly onTurn: OnTurn | null;
  readonly decide: (decision: Decision) => void;
}) {
  if (!onTurn) return null;
  return (
    <section className="decisions" aria-label="decisions" data-testid="on-turn" data-total={onTurn.total}>
      <h2>
        {onTurn.label}: {onTurn.soft ? 'soft' : 'hard'} {onTurn.total}
      </h2>
      <div className="decision-buttons">
        {BUTTONS.map(({ decision, key, label }) => {
          const allowed = onTurn.decisions.includes(decision);
          return (
            <button
              type="button"
              key={decision}
              className={`decision ${decision}`}
              disabled={!allowed}
              aria-keyshortcuts={key.toLowerCase()}
              data-decision={decision}
              onClick={() => decide(decision)}
            >
              <kbd>{key}</kbd> {label}
            </button>
          );
        })}
      </div>
    </section>
  );
}
