/** A field that holds a PIN: the ruling's `pin`, the books' `supervisorPin` and `croupierPin`. */
const isPinField = (key: string): boolean => key === 'pin' || key.endsWith('Pin');

/** What a refused request asked, for the journal: never a PIN, and never more than a page of it. */
export function journalable(payload: unknown): unknown {
  const text = JSON.stringify(payload) ?? '';
  if (text.length > 2000) return `(${text.length} characters, not kept)`;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [key, isPinField(key) ? '(withheld)' : value]),
  );
}
