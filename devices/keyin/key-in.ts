import { type Card, parseCard } from '../../engine/cards/card.js';
import { say } from '../../engine/refusals/message.js';
import { type Failure, ok, type Result, refuse, refused } from '../../engine/result.js';
import { readTableInput, type TableInput } from '../../engine/round/inputs.js';

/**
 * What the croupier keys, in the short forms `help` lists (the README's "Keying in"): a card in
 * any spelling Sabot reads (`as`, `10h`, `A♠`), a one-letter decision, or a word. One line is one
 * command.
 */
export type KeyCommand =
  | { readonly kind: 'input'; readonly input: TableInput }
  /** The last keyed card was a keying mistake: it was this card (a correction, never a deletion). */
  | { readonly kind: 'fix'; readonly card: Card }
  /** After lost frames: the croupier confirms that no card was lost, and the held cards go on. */
  | { readonly kind: 'confirm' }
  /** `help` or `?`: the forms of the grammar, shown where the line was keyed; nothing is refused. */
  | { readonly kind: 'help' };

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

export { KEY_IN_FORMS, type KeyInForm } from './key-in-grammar.js';

/** The stake the refusals give as their example, so the example is a bet this table accepts. */
export interface KeyInExamples {
  readonly stake: number;
  /**
   * The box a misdealt card is on offer to now, if one is: the offer's buttons show `T` (take)
   * and `N` (pass), so the field takes the same keys while the offer is open.
   */
  readonly offerTo?: number;
}

const DEFAULT_EXAMPLES: KeyInExamples = { stake: 10 };

/** One right form of each word, as a refusal shows it after what was wrong. */
function exampleOf(word: string, { stake }: KeyInExamples): string | undefined {
  const examples: Record<string, string> = {
    b: `b1 ${stake}`,
    i: `i1 ${stake / 2}`,
    d: 'd5',
    r: 'r4',
    e: 'e2',
    t: 't3',
    fix: 'fix QH',
    moved: 'moved 11',
    seat: 'seat 2 ann',
    leave: 'leave 2',
    buy: `buy 2 ${stake * 20}`,
    new: 'new session',
  };
  return examples[word] ?? (DECISIONS[word] || word === 'ok' || word === 'help' ? word : undefined);
}

/**
 * A keyed line, or one short sentence for a mistake: what was wrong and one right form; the whole
 * grammar is `help`'s (or `?`'s), not every refusal's.
 */
export function parseKeyIn(line: string, examples: KeyInExamples = DEFAULT_EXAMPLES): Result<KeyCommand> {
  const words = line
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0);
  const [head, ...rest] = words;
  if (head === undefined) return refuse(say('keyin.nothing'));
  const lower = head.toLowerCase();
  if (examples.offerTo !== undefined && rest.length === 0) {
    if (lower === 't') return keyed({ type: 'take', box: examples.offerTo });
    if (lower === 'n') return keyed({ type: 'pass' });
  }
  const decision = DECISIONS[lower];
  if (decision && rest.length === 0) return keyed(decision);
  if ((lower === 'help' || lower === '?') && rest.length === 0) return ok({ kind: 'help' });
  if (lower === 'ok' && rest.length === 0) return ok({ kind: 'confirm' });
  if (lower === 'new' && rest.length === 1 && rest[0]?.toLowerCase() === 'session')
    return keyed({ type: 'new-session' });
  if (lower === 'fix' && rest.length === 1) {
    const card = parseCard(rest[0] ?? '');
    return card.ok
      ? ok({ kind: 'fix', card: card.value })
      : refuse(say('card.unreadable', { text: rest[0] ?? '' }));
  }
  if (lower === 'seat' && (rest.length === 2 || rest.length === 3)) {
    const box = boxNumber(rest[0] ?? '');
    if (!box.ok) return box;
    // `seat 2 ann P-10442`: a rated player, the card's number after the seated name.
    const [name = '', card] = rest.slice(1);
    return keyed(
      card === undefined
        ? { type: 'seat', box: box.value, player: name }
        : { type: 'seat', box: box.value, player: card, name },
    );
  }
  if (lower === 'leave' && rest.length === 1) {
    const box = boxNumber(rest[0] ?? '');
    return box.ok ? keyed({ type: 'leave', box: box.value }) : box;
  }
  if (lower === 'buy') return buyIn(line.trim(), rest, examples);
  // `moved 11`: the croupier has collected and paid what a ruling on round 11 asked.
  if (lower === 'moved' && rest.length === 1 && /^\d+$/.test(rest[0] ?? ''))
    return keyed({ type: 'adjustment-done', round: Number(rest[0]) });
  const prefixed = /^([bdriet])(\d*)$/.exec(lower);
  if (prefixed) return prefixedCommand(line.trim(), prefixed[1] ?? '', prefixed[2] ?? '', rest, examples);
  if (rest.length === 0) {
    const card = parseCard(head);
    if (card.ok) return keyed({ type: 'card', card: card.value });
  }
  return notKeyedSo(line.trim(), lower, examples);
}

/** A known word keyed the wrong way gets its right form; anything else, the way to `help`. */
function notKeyedSo(line: string, word: string, examples: KeyInExamples): Result<KeyCommand> {
  const example = exampleOf(word, examples);
  return refuse(
    example === undefined ? say('keyin.not-a-command', { line }) : say('keyin.wrong-form', { line, example }),
  );
}

/**
 * A keyed line is checked by the same schema as a script line or a request, so its refusals are
 * the table's sentences ("0 is not a box number"); whether box 8 exists is the table's to say.
 */
function keyed(value: TableInput): Result<KeyCommand> {
  const read = readTableInput(value);
  return read.ok ? ok({ kind: 'input', input: read.value }) : read;
}

function prefixedCommand(
  line: string,
  letter: string,
  digits: string,
  rest: string[],
  examples: KeyInExamples,
): Result<KeyCommand> {
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
      if (amount === null) return amountRefused(line, rest[0] ?? '', letter, examples);
      const bettor = rest[1];
      const type = letter === 'b' ? 'bet' : 'insurance';
      return keyed({ type, box: number, amount, ...(bettor !== undefined && { bettor }) });
    }
  }
  return notKeyedSo(line, letter, examples);
}

/**
 * `buy 2 200 [marker] [ann] [confirm] [id]`: chips sold at box 2 for 200 in cash (or on a marker),
 * to ann or the box's player; `confirm` says again an amount the table asked about (far above its
 * maximum), `id` that the patron's identification was seen (the table asked, their day's cash going
 * over the report level).
 */
function buyIn(line: string, rest: readonly string[], examples: KeyInExamples): Result<KeyCommand> {
  const [boxText, amountText, ...said] = rest;
  const flag = (word: string) => said.some((each) => each.toLowerCase() === word);
  const confirmed = flag('confirm');
  const identified = flag('id');
  const words = said.filter((word) => !['confirm', 'id'].includes(word.toLowerCase()));
  if (boxText === undefined || amountText === undefined || words.length > 2)
    return notKeyedSo(line, 'buy', examples);
  const box = boxNumber(boxText, exampleOf('buy', examples) ?? '');
  if (!box.ok) return box;
  const amount = keyedAmount(amountText);
  if (amount === null) return amountRefused(line, amountText, 'buy', examples);
  const method = words.find((word) => word.toLowerCase() === 'marker' || word.toLowerCase() === 'cash');
  const bettor = words.find((word) => word !== method);
  return keyed({
    type: 'buy-in',
    box: box.value,
    amount,
    method: method?.toLowerCase() === 'marker' ? 'marker' : 'cash',
    ...(bettor !== undefined && { bettor }),
    ...(confirmed && { confirmed: true as const }),
    ...(identified && { identified: true as const }),
  });
}

/**
 * An amount as a croupier keys it: digits, with a decimal point if need be (`10`, `7.5`). Words
 * JavaScript reads as numbers (`Infinity`, `1e308`, `0x10`) are no amounts at a table.
 */
const keyedAmount = (text: string): number | null => (/^\d+(?:\.\d+)?$/.test(text) ? Number(text) : null);

/** An amount keyed wrong: what was keyed, and one right form of the word it came with. */
function amountRefused(line: string, value: string, word: string, examples: KeyInExamples): Failure {
  return refused(say('keyin.amount', { line, value, example: exampleOf(word, examples) ?? '' }));
}

function boxNumber(text: string, example = 'seat 2 ann'): Result<number> {
  const box = Number(text);
  return Number.isInteger(box) && box >= 1 && box <= 7
    ? ok(box)
    : refuse(say('keyin.box', { value: text, example }));
}
