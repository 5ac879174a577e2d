import type { NextCardTo } from '../../../contract';
import { useText, useWords } from '../i18n/words';
import type { Act } from '../use-table';

/**
 * Where the next card out of the shoe goes, and the simulated shoe's "pull a card": switched off,
 * with the reason as its tooltip, while no hand may take a card (it would only be burned).
 */
export function NextCard({
  nextCard,
  simulator,
  act,
}: {
  readonly nextCard: NextCardTo;
  readonly simulator: boolean;
  readonly act: Act;
}) {
  const t = useText('screen');
  const { say } = useWords();
  const target = nextCard.to ? say(nextCard.to) : t('next.none', { why: say(nextCard.why) });
  return (
    <section className={`next-card ${nextCard.to ? 'expected' : 'idle'}`} aria-label={t('next.label')}>
      <span className="label">{t('next.label')}</span>
      <output className="target" data-testid="next-card">
        {target}
      </output>
      {simulator && (
        <button
          type="button"
          className="pull"
          disabled={!nextCard.to}
          title={
            nextCard.to
              ? t('next.pull-title', { to: say(nextCard.to) })
              : t('next.pull-disabled', { why: say(nextCard.why) })
          }
          onClick={() => void act('pullSimulatedCard', {}, t('next.pull'))}
        >
          {t('next.pull')}
        </button>
      )}
    </section>
  );
}
