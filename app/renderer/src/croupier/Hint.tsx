import { useText, useWords } from '../i18n/words';
import type { TableView } from '../table-types';

/**
 * The profile's advice for the hand on turn, under its decisions: the croupier reads it out to a
 * learning player (home game) or makes the dealer's double suggestion. The table decides nothing
 * from it; the player still chooses.
 */
export function Hint({ hint }: { readonly hint: TableView['hint'] }) {
  const t = useText('screen');
  const { say } = useWords();
  if (!hint) return null;
  return (
    <p className="hint" data-testid="hint" data-kind={hint.kind} data-choice={hint.choice} aria-live="polite">
      <span className="hint-label">
        {hint.kind === 'basic-strategy' ? t('hint.basic-strategy') : t('hint.suggest')}
      </span>{' '}
      {say(hint.said)}
    </p>
  );
}
