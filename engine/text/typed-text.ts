/**
 * Text a person typed is data: before anything is hashed, stored or shipped it is made fit to keep.
 *
 * - A lone surrogate (half of a UTF-16 pair, which no keyboard types but a crafted frame can carry)
 *   is replaced by U+FFFD, the replacement character: SQLite cannot keep it as it is, and a seal
 *   over the string as given would not match what is read back.
 * - A control character is refused with a sentence naming it: NUL (which PostgreSQL refuses in
 *   text, so a journal holding one cannot ship), the other C0 controls, DEL and the C1 controls.
 *   Tab, line feed and carriage return are kept: a ruling or a note may run over several lines,
 *   and a keyed line or a script line holding one is refused by its own grammar, quoted escaped.
 *
 * One walk serves every door: the socket's payloads (the contract's operations), the lines of a
 * table script, the pit's searches.
 */

/** Controls nobody means to type: C0 but tab, line feed and carriage return; DEL; C1. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is what this is for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Deeper than any request of the contract: a payload nested further is refused, not walked. */
const DEEPEST = 32;

export type TypedText =
  | { readonly ok: true; readonly value: unknown }
  | {
      readonly ok: false;
      /** Where in the value the text is (member names and indexes). */
      readonly path: readonly (string | number)[];
      /** What is wrong, as "U+0000" for a control character, or null when nested too deep. */
      readonly character: string | null;
    };

/** The control character in `text` as "U+001B", or null when it holds none. */
export function controlIn(text: string): string | null {
  const found = CONTROL.exec(text);
  return found ? `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : null;
}

/** The text with each lone surrogate replaced by U+FFFD: exactly what SQLite stores and reads back. */
export const wellFormed = (text: string): string =>
  (text as string & { toWellFormed(): string }).toWellFormed();

/** The value with every string (member names too) well formed, or the first control character in it. */
export function typedText(value: unknown): TypedText {
  return walk(value, []);
}

function walk(value: unknown, path: (string | number)[]): TypedText {
  if (typeof value === 'string') {
    const character = controlIn(value);
    return character ? { ok: false, path, character } : { ok: true, value: wellFormed(value) };
  }
  if (typeof value !== 'object' || value === null) return { ok: true, value };
  if (path.length >= DEEPEST) return { ok: false, path, character: null };
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const [index, item] of value.entries()) {
      const typed = walk(item, [...path, index]);
      if (!typed.ok) return typed;
      items.push(typed.value);
    }
    return { ok: true, value: items };
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return { ok: true, value };
  const members: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    const name = walk(key, path);
    if (!name.ok) return name;
    const typed = walk(member, [...path, key]);
    if (!typed.ok) return typed;
    members[name.value as string] = typed.value;
  }
  return { ok: true, value: members };
}
