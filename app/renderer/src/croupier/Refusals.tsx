import { useText, useWords } from '../i18n/words';
import type { Refusal } from '../use-table';

/** A refusal in the screen's language when the table sent its code, else the sentence it sent. */
function useRefusalWords(): (refusal: Refusal) => string {
  const { say } = useWords();
  return (refusal) => (refusal.message ? say(refusal.message) : refusal.reason);
}

/** The last refusal in large letters until the next action succeeds; the few before it below. */
export function RefusalBanner({ refusal }: { readonly refusal: Refusal | undefined }) {
  const t = useText('screen');
  const reason = useRefusalWords();
  if (!refusal) return null;
  return (
    <div className="refusal" role="alert" data-testid="refusal" data-code={refusal.message?.code}>
      <strong>{t('refusal.label')}</strong> {refusal.what}: {reason(refusal)}
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
            <time>{refusal.at}</time> {refusal.what}: {reason(refusal)}
          </li>
        ))}
      </ul>
    </section>
  );
}
