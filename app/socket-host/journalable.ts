/** A field that holds a PIN: the ruling's `pin`, the books' `supervisorPin` and `croupierPin`, a register's `newPin`. */
const isPinField = (key: string): boolean => key === 'pin' || key.endsWith('Pin');

/** The payload with every PIN withheld, at any depth (a register change's `by: {operator, pin}`). */
function withoutPins(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPins);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, isPinField(key) ? '(withheld)' : withoutPins(inner)]),
  );
}

/** What a refused request asked, for the journal: never a PIN, and never more than a page of it. */
export function journalable(payload: unknown): unknown {
  const text = JSON.stringify(payload) ?? '';
  if (text.length > 2000) return `(${text.length} characters, not kept)`;
  return withoutPins(payload);
}
