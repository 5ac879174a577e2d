import { type Card, parseCard } from '../../engine/cards/card.js';
import { say } from '../../engine/refusals/message.js';
import { ok, type Result, refuse } from '../../engine/result.js';
import { readTableInput, type TableInput } from '../../engine/round/inputs.js';

/**
 * What the croupier keys, in the short forms of docs/key-in.md: a card in any spelling Sabot
 * reads (`as`, `10h`, `A♠`), a one-letter decision, or a word. One line is one command.
 */
export type KeyCommand =
  | { readonly kind: 'input'; readonly input: TableInput }
  /** The last keyed card was a keying mistake: it was this card (a correction, never a deletion). */
  | { readonly kind: 'fix'; readonly card: Card }
  /** After lost frames: the croupier confirms that no card was lost, and the held cards go on. */
  | { readonly kind: 'confirm' };

const DECISIONS: Record<string, TableInput> = {
  h: { type: 'hit' },
  s: { type: 'stand' },
  p: { type: 'split' },
  x: { type: 'misdeal' },
  n: { type: 'insurance-closed' },
  deal: { type: 'deal' },
  pass: { type: 'pass' },
  shuffle: { type: 'shuffle' },
};

export function parseKeyIn(line: string): Result<KeyCommand> {
  const words = line
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0);
  const [head, ...rest] = words;
  if (head === undefined) return refuse(say('key.nothing'));
  const lower = head.toLowerCase();
  const decision = DECISIONS[lower];
  if (decision && rest.length === 0) return keyed(decision);
  if (lower === 'ok' && rest.length === 0) return ok({ kind: 'confirm' });
  if (lower === 'new' && rest.length === 1 && rest[0]?.toLowerCase() === 'session')
    return keyed({ type: 'new-session' });
  if (lower === 'fix' && rest.length === 1) {
    const card = parseCard(rest[0] ?? '');
    return card.ok ? ok({ kind: 'fix', card: card.value }) : card;
  }
  if (lower === 'seat' && rest.length === 2) {
    const box = boxNumber(rest[0] ?? '');
    return box.ok ? keyed({ type: 'seat', box: box.value, player: rest[1] ?? '' }) : box;
  }
  const prefixed = /^([bdriet])(\d*)$/.exec(lower);
  if (prefixed) return prefixedCommand(prefixed[1] ?? '', prefixed[2] ?? '', rest);
  if (rest.length === 0) {
    const card = parseCard(head);
    if (card.ok) return keyed({ type: 'card', card: card.value });
  }
  return refuse(say('key.not-a-command', { line: line.trim(), help: say('key.help') }));
}

/**
 * A keyed line is checked by the same schema as a script line or a request, so its refusals are
 * the table's sentences ("0 is not a box number"); whether box 8 exists is the table's to say.
 */
function keyed(value: TableInput): Result<KeyCommand> {
  const read = readTableInput(value);
  return read.ok ? ok({ kind: 'input', input: read.value }) : read;
}

function prefixedCommand(letter: string, digits: string, rest: string[]): Result<KeyCommand> {
  const number = digits === '' ? undefined : Number(digits);
  switch (letter) {
    case 'd':
      if (rest.length > 0) break;
      return keyed(number === undefined ? { type: 'double' } : { type: 'double', amount: number });
    case 'r':
      if (rest.length > 0) break;
      return keyed(number === undefined ? { type: 'surrender' } : { type: 'surrender', box: number });
    case 'e':
      if (number === undefined || rest.length > 0) break;
      return keyed({ type: 'even-money', box: number });
    case 't':
      if (number === undefined || rest.length > 0) break;
      return keyed({ type: 'take', box: number });
    case 'b':
    case 'i': {
      if (number === undefined || rest.length < 1 || rest.length > 2) break;
      const amount = keyedAmount(rest[0] ?? '');
      if (!amount.ok) return amount;
      const bettor = rest[1];
      const type = letter === 'b' ? 'bet' : 'insurance';
      return keyed({ type, box: number, amount: amount.value, ...(bettor !== undefined && { bettor }) });
    }
  }
  return refuse(say('key.see-help', { line: [letter + digits, ...rest].join(' '), help: say('key.help') }));
}

/**
 * An amount as a croupier keys it: digits, with a decimal point if need be (`10`, `7.5`). Words
 * JavaScript reads as numbers (`Infinity`, `1e308`, `0x10`) are no amounts at a table.
 */
function keyedAmount(text: string): Result<number> {
  return /^\d+(?:\.\d+)?$/.test(text)
    ? ok(Number(text))
    : refuse(say('input.amount', { field: 'amount', value: text }));
}

function boxNumber(text: string): Result<number> {
  const box = Number(text);
  return Number.isInteger(box) && box >= 1 && box <= 7 ? ok(box) : refuse(say('key.box-number', { text }));
}
