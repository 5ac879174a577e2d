import { describe, expect, it } from 'vitest';
import { LANGUAGES, templatesOf } from '../../app/i18n/index.js';
import { ruleFields } from '../../engine/rules/rule-fields.js';

/** Every key the schema asks words for: each rule, each enum value, the absence of a rule that may be absent. */
function keysTheSchemaAsks(): string[] {
  return ruleFields().flatMap(({ field, values, nullable }) => [
    field,
    ...values.map((value) => `${field}=${value}`),
    ...(nullable ? [`${field}=null`] : []),
  ]);
}

describe("the rules in the trade's words", () => {
  it('name every rule of the schema, every value of its enums and every rule that may be absent, in each language', () => {
    const asked = keysTheSchemaAsks();
    expect(asked.length).toBeGreaterThan(60);
    for (const language of LANGUAGES) {
      const words = templatesOf(language, 'ruleWords');
      const missing = asked.filter((key) => typeof words[key] !== 'string' || words[key] === '');
      expect(missing, language).toEqual([]);
    }
  });

  it('hold no key the schema does not have: a rule, one of its values, its absence, or a yes or no said its own way', () => {
    const fields = new Map(ruleFields().map((field) => [field.field, field]));
    const stray = Object.keys(templatesOf('en', 'ruleWords')).filter((key) => {
      const [field = '', value] = key.split('=');
      const known = fields.get(field);
      if (!known) return true;
      if (value === undefined) return false;
      if (value === 'null') return !known.nullable;
      if (value === 'true' || value === 'false') return !known.boolean;
      return !known.values.includes(value);
    });
    expect(stray).toEqual([]);
  });

  it('say no word of the profile file: no null, no backquoted key, no enum id', () => {
    const ids = ruleFields().flatMap(({ values }) => values.filter((value) => value.includes('-')));
    for (const language of LANGUAGES)
      for (const [key, text] of Object.entries(templatesOf(language, 'ruleWords'))) {
        const said = String(text);
        expect(said, `${language} ${key}`).not.toMatch(/\bnull\b|`/);
        for (const id of ids) expect(said, `${language} ${key}`).not.toContain(id);
      }
  });
});
