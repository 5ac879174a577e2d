import { type FormEvent, useState } from 'react';
import type { Act } from '../use-table';

const HINT =
  'AS 10h · h s d d5 p r r4 · b3 10 ann · deal · i2 5 · e2 · n · x · t3 pass · fix QH · ok · shuffle · seat 2 ann · Esc leaves the field';

/**
 * The terminal's key-in grammar in one field: the server parses the line exactly as `sabot table`
 * does. An empty line pulls the next card from the simulated shoe. Escape leaves the field, so the
 * one-key decisions work again.
 */
export function KeyIn({ act }: { readonly act: Act }) {
  const [line, setLine] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const what = line.trim() === '' ? 'key-in: empty line (pull a card)' : `key-in "${line.trim()}"`;
    if (await act('keyIn', { line }, what)) setLine('');
  };
  return (
    <form className="key-in" onSubmit={(event) => void submit(event)}>
      <label htmlFor="key-in-line">Key in</label>
      <input
        id="key-in-line"
        value={line}
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setLine(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') event.currentTarget.blur();
        }}
      />
      <button type="submit">Enter</button>
      <small>{HINT}</small>
    </form>
  );
}
