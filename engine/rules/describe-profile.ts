import { z } from 'zod';
import { type RuleProfile, ruleProfileSchema } from './profile-schema.js';

/** One line of a profile as a pit boss reads it: the field, its value, and what the field means. */
export interface ProfileRow {
  readonly field: string;
  readonly value: string;
  readonly meaning: string;
}

/**
 * Flattens a profile into rows, walking the schema so every field (and its meaning) is listed
 * in the schema's order and a field added to the schema shows up without touching this code.
 */
export function describeProfile(profile: RuleProfile): ProfileRow[] {
  const rows: ProfileRow[] = [];
  walk(ruleProfileSchema, profile, [], rows);
  return rows;
}

function walk(schema: z.ZodType, value: unknown, path: string[], rows: ProfileRow[]): void {
  const meaning = schema.description ?? '';
  const inner = schema instanceof z.ZodNullable ? (schema.unwrap() as z.ZodType) : schema;
  if (inner instanceof z.ZodObject && value !== null && !isRatio(value)) {
    for (const [key, fieldSchema] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
      walk(fieldSchema, (value as Record<string, unknown>)[key], [...path, key], rows);
    }
    return;
  }
  rows.push({ field: path.join('.'), value: formatValue(value), meaning });
}

const isRatio = (value: unknown): value is { pays: number; per: number } =>
  typeof value === 'object' && value !== null && 'pays' in value && 'per' in value;

function formatValue(value: unknown): string {
  if (value === null) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.join(', ');
  if (isRatio(value)) return `${value.pays}:${value.per}`;
  return String(value);
}
