import type { Refusal } from '../use-table';

/** The last refusal in large letters until the next action succeeds; the few before it below. */
export function RefusalBanner({ refusal }: { readonly refusal: Refusal | undefined }) {
  if (!refusal) return null;
  return (
    <div className="refusal" role="alert" data-testid="refusal">
      <strong>REFUSED</strong> {refusal.what}: {refusal.reason}
    </div>
  );
}

export function RefusalHistory({ refusals }: { readonly refusals: readonly Refusal[] }) {
  if (refusals.length === 0) return null;
  return (
    <section className="refusal-history" aria-label="recent refusals">
      <h2>Recent refusals</h2>
      <ul>
        {refusals.map((refusal) => (
          <li key={refusal.id}>
            <time>{refusal.at}</time> {refusal.what}: {refusal.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
