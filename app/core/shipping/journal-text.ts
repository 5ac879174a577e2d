import type { SealedValue } from '../log/sealed-books.js';

/** A journal or device-journal row as the table's log holds it (the device's raw frame as bytes). */
export type JournalRow = Readonly<Record<string, SealedValue>> & {
  readonly position: number;
  readonly prev_seal: string | null;
  readonly seal: string | null;
};

const NUL = '\u0000';

/** Every backslash doubled, every NUL a backslash and the digit 0: text PostgreSQL holds. */
const escapeText = (text: string): string => text.replaceAll('\\', '\\\\').replaceAll(NUL, '\\0');

/** The text escapeText was given, exactly (a backslash before anything else is kept as it is). */
const unescapeText = (text: string): string =>
  text.replace(/\\([\\0])/g, (_, escaped: string) => (escaped === '0' ? NUL : '\\'));

/**
 * A row as it is shipped to the center (central migration 007): the raw frame as base64, and a row
 * holding a NUL, which PostgreSQL refuses in text, with every text column escaped and `escaped`
 * set. A row without one travels as it is, so the center's older rows read the same.
 */
export function journalRowToCenter(row: JournalRow): Record<string, unknown> {
  const texts = Object.values(row).filter((value): value is string => typeof value === 'string');
  const escaped = texts.some((text) => text.includes(NUL));
  const shipped: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row))
    shipped[column] =
      value instanceof Uint8Array
        ? Buffer.from(value).toString('base64')
        : escaped && typeof value === 'string'
          ? escapeText(value)
          : value;
  return escaped ? { ...shipped, escaped: true } : shipped;
}

/**
 * A row as the center holds it (a journal's, or a fact, which is never escaped), back to the table's: its text unescaped when `escaped`, the
 * position a number (PostgreSQL's bigint arrives as text), the flag itself dropped.
 */
export function journalRowFromCenter(row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { escaped, ...columns } = row;
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(columns))
    out[column] =
      column === 'position' && typeof value === 'string'
        ? Number(value)
        : escaped === true && typeof value === 'string'
          ? unescapeText(value)
          : value;
  return out;
}
