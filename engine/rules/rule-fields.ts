import { z } from 'zod';
import { ruleProfileSchema } from './profile-schema.js';

/**
 * What a rule field of the profile may hold, read from the schema itself, so that the words each
 * value is said in can be checked against every value the schema allows: a field or a value added
 * to the schema without its words fails that check.
 */
export interface RuleField {
  /** The dotted path: `dealer.hitsSoft17`; a group that may be absent (`surrender`) is a field too. */
  readonly field: string;
  /** The values of an enum, as a profile file writes them; empty for any other kind. */
  readonly values: readonly string[];
  readonly boolean: boolean;
  /** The field may be `null` (no limit, any total, not offered). */
  readonly nullable: boolean;
}

/** The profile's own identity, which is no rule: its id, its name, its source document. */
const IDENTITY = new Set(['id', 'name', 'source']);

const isRatioSchema = (schema: z.ZodType): boolean =>
  schema instanceof z.ZodObject && 'pays' in schema.shape && 'per' in schema.shape;

/** Every rule field of the schema, in its order. */
export function ruleFields(): RuleField[] {
  const fields: RuleField[] = [];
  const walk = (schema: z.ZodType, path: string[]): void => {
    const nullable = schema instanceof z.ZodNullable;
    let inner = nullable ? ((schema as z.ZodNullable<z.ZodType>).unwrap() as z.ZodType) : schema;
    if (inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
    const field = path.join('.');
    if (inner instanceof z.ZodObject && !isRatioSchema(inner)) {
      if (nullable) fields.push({ field, values: [], boolean: false, nullable });
      for (const [key, child] of Object.entries(inner.shape as Record<string, z.ZodType>))
        walk(child, [...path, key]);
      return;
    }
    if (IDENTITY.has(field)) return;
    const values = inner instanceof z.ZodEnum ? (inner.options as string[]) : [];
    fields.push({ field, values, boolean: inner instanceof z.ZodBoolean, nullable });
  };
  walk(ruleProfileSchema, []);
  return fields;
}

/** A profile's value of each rule field, as the profile holds it (null for a group it leaves out). */
export function ruleValues(profile: unknown): Map<string, unknown> {
  const at = (path: string): unknown =>
    path
      .split('.')
      .reduce<unknown>(
        (held, key) => (held === null || held === undefined ? held : (held as Record<string, unknown>)[key]),
        profile,
      );
  return new Map(ruleFields().map(({ field }) => [field, at(field) ?? null]));
}
