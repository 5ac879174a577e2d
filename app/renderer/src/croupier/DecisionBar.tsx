import { useText, useWords } from '../i18n/words';
import type { Decision, OnTurn } from '../table-types';

/** Each decision's word on the screen: its button, and what a refusal of it names. */
export const DECISION_WORDS = {
  hit: 'decision.hit',
  stand: 'decision.stand',
  double: 'decision.double',
  split: 'decision.split',
  surrender: 'decision.surrender',
} as const satisfies Record<Decision, string>;

const BUTTONS = [
  { decision: 'hit', key: 'H' },
  { decision: 'stand', key: 'S' },
  { decision: 'double', key: 'D' },
  { decision: 'split', key: 'P' },
  { decision: 'surrender', key: 'R' },
] as const satisfies readonly { decision: Decision; key: string }[];

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
  const t = useText('screen');
  const { say } = useWords();
  if (!onTurn) return null;
  const total = t(onTurn.soft ? 'hand.total-soft' : 'hand.total-hard', { total: onTurn.total });
  return (
    <section
      className="decisions"
      aria-label={t('decisions.label')}
      data-testid="on-turn"
      data-total={onTurn.total}
      data-hand={`${onTurn.box}.${onTurn.hand}`}
    >
      <h2>{t('decisions.on-turn', { label: say(onTurn.labelSaid), total })}</h2>
      <div className="decision-buttons">
        {BUTTONS.map(({ decision, key }) => {
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
              <kbd>{key}</kbd> {t(DECISION_WORDS[decision])}
            </button>
          );
        })}
      </div>
    </section>
  );
}
