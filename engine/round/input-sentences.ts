import type { z } from 'zod';
import { unitsRefusal } from '../money.js';
import { type Message, say } from '../refusals/message.js';
import { assertNever, codeOf } from '../result.js';

/**
 * A person's name as screens, reports and the journal show it: no control, format (the bidi
 * overrides and isolates, zero-width characters), line and paragraph separator or lone surrogate
 * characters, which would reorder or hide what a pit boss reads.
 */
export const UNPRINTABLE_IN_NAMES = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
export const NAME_MAX_LENGTH = 40;

/**
 * What is wrong with a table input as received, in the table's words: a script line, a keyed
 * line or a request refused for its shape reads like any other refusal of the table ("0 is not a
 * box number"), never like the schema ("box: Too small: expected number to be >=1"). Whether box 8
 * exists is the table's question, not the shape's: the profile says how many boxes it has.
 */
export type InputField = 'box' | 'amount' | 'min' | 'max' | 'bettor' | 'player' | 'card' | 'profile';

export function fieldRefusal(field: InputField, input: unknown): Message {
  if (input === undefined) return say('input.missing-field', { field });
  switch (field) {
    case 'box':
      return say('input.box-number', { value: shown(input) });
    case 'amount':
    case 'min':
    case 'max':
      // A number above 0 that is still refused is too large (or not finite): say the bound.
      return (
        (typeof input === 'number' && input > 0 && unitsRefusal(input)) ||
        say('input.amount', { field, value: shown(input) })
      );
    case 'bettor':
    case 'player': {
      const unprintable = typeof input === 'string' ? UNPRINTABLE_IN_NAMES.exec(input)?.[0] : undefined;
      return unprintable === undefined
        ? say('input.name', { field, max: NAME_MAX_LENGTH })
        : say('input.name-character', { field, code: codePoint(unprintable) });
    }
    case 'card':
      // Text of a card's length that names no card gets the card's own sentence (the accepted forms).
      return typeof input === 'string' && input.length >= 1 && input.length <= 8
        ? say('card.unreadable', { text: input })
        : say('input.card-text');
    case 'profile':
      return say('input.profile-name');
    default:
      return assertNever(field);
  }
}

/**
 * The schema's own message for a field is the table's refusal, as its code (`inputRefusal` makes
 * the refusal a person reads): a reader of the bare schema sees what the table would say.
 */
export const fieldError = (field: InputField) => ({
  error: (issue: { readonly input?: unknown }) => codeOf(fieldRefusal(field, issue.input)),
});

const FIELDS: readonly string[] = ['box', 'amount', 'min', 'max', 'bettor', 'player', 'card', 'profile'];
const isField = (key: PropertyKey | undefined): key is InputField =>
  typeof key === 'string' && FIELDS.includes(key);

/** The first thing wrong with `raw`, as a refusal; `types` are the input types the table takes. */
export function inputRefusal(
  raw: unknown,
  issue: z.core.$ZodIssue | undefined,
  types: readonly string[],
): Message {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return say('input.not-an-object-value');
  const line = raw as Record<string, unknown>;
  const field = issue?.path[0];
  if (issue?.code === 'unrecognized_keys') {
    return say('input.unknown-field', {
      type: shown(line.type),
      field: issue.keys.map((key) => `"${key}"`).join(', '),
    });
  }
  if (field === 'type' || line.type === undefined) {
    return line.type === undefined
      ? say('input.missing-field', { field: 'type' })
      : say('input.unknown-type', { type: shown(line.type), types: types.join(', ') });
  }
  if (isField(field)) return fieldRefusal(field, line[field]);
  return say('input.invalid', { type: shown(line.type) });
}

/** A character as its code point, `U+202E`: the character itself may hide or reorder the sentence. */
const codePoint = (character: string): string =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** A value as the croupier wrote it, cut short: `"x"`, `0`, `2.5`. */
function shown(value: unknown): string {
  // JSON writes Infinity and NaN as null: the croupier keyed them, so they are shown as keyed.
  const text =
    typeof value === 'number' && !Number.isFinite(value)
      ? String(value)
      : (JSON.stringify(value) ?? String(value));
  return text.length > 24 ? `${text.slice(0, 23)}…` : text;
}
