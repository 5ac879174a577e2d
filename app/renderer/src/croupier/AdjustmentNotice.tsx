import type { AdjustmentSeen } from '../../../contract';
import { adjustmentMoves } from '../../../i18n/adjustment-words';
import { cardText } from '../cards';
import { useText, useUnits } from '../i18n/words';
import type { Card } from '../table-types';
import type { Act } from '../use-table';

/**
 * A ruling changed what a round already paid pays (a card corrected, the round voided): the
 * croupier is told, per bettor and bet, the chips to collect or pay back (the difference, since the
 * old amounts have moved already), until they say the chips moved. Their word is a fact of the log,
 * under their name; the notice stays on every screen of the table until then.
 */
export function AdjustmentNotices({
  owed,
  act,
}: {
  readonly owed: readonly AdjustmentSeen[];
  readonly act: Act;
}) {
  const t = useText('screen');
  const say = useText('review');
  const units = useUnits();
  if (owed.length === 0) return null;
  return (
    <section className="adjustments" aria-label={t('adjust.label')} role="alert">
      {owed.map((adjustment) => (
        <article key={adjustment.round} className="adjustment" data-round={adjustment.round}>
          <h2>
            {t(adjustment.cause.kind === 'card' ? 'adjust.title-card' : 'adjust.title-void', {
              round: adjustment.round,
            })}
          </h2>
          <p>
            {adjustment.cause.kind === 'card'
              ? t('adjust.cause-card', {
                  was: adjustment.cause.was ? cardText(adjustment.cause.was as Card) : '?',
                  card: cardText(adjustment.cause.card as Card),
                  author: adjustment.author,
                })
              : t('adjust.cause-void', { reason: adjustment.cause.reason, author: adjustment.author })}
          </p>
          <p>{t('adjust.intro')}</p>
          <ul data-testid="adjustment-moves">
            {adjustmentMoves(adjustment.lines, say, units).map((move, index) => {
              const line = adjustment.lines[index];
              return (
                <li key={move} className={line && line.now > line.was ? 'pay' : 'take'}>
                  <strong>{move}</strong>{' '}
                  <small>
                    ({t('adjust.paid-owed', { was: units(line?.was ?? 0), now: units(line?.now ?? 0) })})
                  </small>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            onClick={() =>
              void act(
                'submitInput',
                { input: { type: 'adjustment-done', round: adjustment.round } },
                t('adjust.acting', { round: adjustment.round }),
              )
            }
          >
            {t('adjust.done', { round: adjustment.round })}
          </button>
        </article>
      ))}
    </section>
  );
}
