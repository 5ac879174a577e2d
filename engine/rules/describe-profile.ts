import { z } from 'zod';
import { type RuleProfile, ruleProfileSchema } from './profile-schema.js';

/** One line of a profile as a pit boss reads it: the field, its value, and what the field means. */
export interface ProfileRow {
  readonly field: string;
  readonly value: string;
  readonly meaning: string;
}

/**
 * How the values that are no key of the profile file read: a yes or a no, and nothing set (`null`,
 * an empty list). Enum values (`cut-card`, `none`) are keys the author types and stay as they are.
 */
export interface ValueWords {
  readonly yes: string;
  readonly no: string;
  readonly none: string;
}

const ENGLISH_VALUES: ValueWords = { yes: 'yes', no: 'no', none: 'none' };

/**
 * Flattens a profile into rows, walking the schema so every field (and its meaning) is listed
 * in the schema's order and a field added to the schema shows up without touching this code.
 */
export function describeProfile(profile: RuleProfile, words: ValueWords = ENGLISH_VALUES): ProfileRow[] {
  const rows: ProfileRow[] = [];
  walk(ruleProfileSchema, profile, [], rows, words);
  return rows;
}

function walk(
  schema: z.ZodType,
  value: unknown,
  path: string[],
  rows: ProfileRow[],
  words: ValueWords,
): void {
  const meaning = schema.description ?? '';
  const inner = schema instanceof z.ZodNullable ? (schema.unwrap() as z.ZodType) : schema;
  if (inner instanceof z.ZodObject && value !== null && !isRatio(value)) {
    for (const [key, fieldSchema] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
      walk(fieldSchema, (value as Record<string, unknown>)[key], [...path, key], rows, words);
    }
    return;
  }
  rows.push({ field: path.join('.'), value: formatValue(value, words), meaning });
}

const isRatio = (value: unknown): value is { pays: number; per: number } =>
  typeof value === 'object' && value !== null && 'pays' in value && 'per' in value;

function formatValue(value: unknown, words: ValueWords): string {
  if (value === null) return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) return value.length === 0 ? words.none : value.join(', ');
  if (isRatio(value)) return `${value.pays}:${value.per}`;
  return String(value);
}
