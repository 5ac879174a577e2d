import { useText, useWords } from '../i18n/words';
import type { Refusal } from '../use-table';

/** A refusal in the screen's language when the table sent its code, else the sentence it sent. */
function useRefusalWords(): (refusal: Refusal) => string {
  const { say } = useWords();
  return (refusal) => (refusal.message ? say(refusal.message) : refusal.reason);
}

/** The last refusal in large letters until the next action succeeds; the few before it below. */
export function RefusalBanner({
  refusal,
  onHide,
}: {
  readonly refusal: Refusal | undefined;
  /** It lies over the view tabs: hidden by hand, the tabs are back without acting on the table. */
  readonly onHide: () => void;
}) {
  const t = useText('screen');
  const reason = useRefusalWords();
  if (!refusal) return null;
  return (
    <div className="refusal" role="alert" data-testid="refusal" data-code={refusal.message?.code}>
      <span className="refusal-text">
        <strong>{t('refusal.label')}</strong>{' '}
        {t('refusal.line', { what: refusal.what, reason: reason(refusal) })}
      </span>
      <button type="button" className="refusal-hide" onClick={onHide} aria-label={t('refusal.hide')}>
        ×
      </button>
    </div>
  );
}

export function RefusalHistory({ refusals }: { readonly refusals: readonly Refusal[] }) {
  const t = useText('screen');
  const reason = useRefusalWords();
  if (refusals.length === 0) return null;
  return (
    <section className="refusal-history" aria-label={t('refusal.recent')}>
      <h2>{t('refusal.recent')}</h2>
      <ul>
        {refusals.map((refusal) => (
          <li key={refusal.id}>
            <time>{refusal.at}</time> {t('refusal.line', { what: refusal.what, reason: reason(refusal) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
