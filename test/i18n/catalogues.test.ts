import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES, type Template, templatesOf } from '../../app/i18n/index.js';

const root = join(import.meta.dirname, '..', '..');

/** The English source the rules catalogue takes whole (the rule meanings): no use of a key. */
const ENGLISH_SOURCES = ['engine/rules/meanings.ts'];

/** The product's code, without the catalogues themselves: where a key must be used. */
/** The sources that may say a key: the code, and the central schema's SQL (it writes the lag alarm itself). */
function codeText(): string {
  const files = ['app', 'engine', 'devices', 'migrations'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|sql)$/.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .filter((file) => !file.startsWith('app/i18n/catalogues/') && !ENGLISH_SOURCES.includes(file)),
  );
  return files.map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const placeholders = (template: Template): string[] =>
  [
    ...new Set(
      Object.values(typeof template === 'string' ? { other: template } : template).flatMap((text) =>
        [...(text ?? '').matchAll(PLACEHOLDER)].map((match) => match[1] as string),
      ),
    ),
  ].sort();

describe('the catalogues of the three languages', () => {
  it('have every key of the English source and no other, in every namespace', () => {
    for (const language of LANGUAGES)
      for (const namespace of NAMESPACES)
        expect(Object.keys(templatesOf(language, namespace)).sort(), `${language} ${namespace}`).toEqual(
          Object.keys(templatesOf('en', namespace)).sort(),
        );
  });

  it('take the same parameters as the English in every sentence', () => {
    const differ: string[] = [];
    for (const language of LANGUAGES)
      for (const namespace of NAMESPACES)
        for (const [key, english] of Object.entries(templatesOf('en', namespace)))
          if (
            placeholders(templatesOf(language, namespace)[key] as Template).join() !==
            placeholders(english).join()
          )
            differ.push(`${language} ${namespace} ${key}`);
    expect(differ).toEqual([]);
  });

  it('give every counted sentence the plural forms its language needs (Russian: one, few, many)', () => {
    const lacking: string[] = [];
    for (const language of LANGUAGES) {
      const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const namespace of NAMESPACES)
        for (const [key, template] of Object.entries(templatesOf(language, namespace))) {
          const english = templatesOf('en', namespace)[key];
          if (typeof english === 'string') continue;
          for (const form of needed)
            if (typeof template === 'string' || template[form] === undefined)
              lacking.push(`${language} ${namespace} ${key}: ${form}`);
        }
    }
    expect(lacking).toEqual([]);
  });

  it('are translated: a French or Russian sentence is not the English one left in place', () => {
    const untranslated: string[] = [];
    for (const language of LANGUAGES.filter((l) => l !== 'en'))
      for (const namespace of NAMESPACES)
        for (const [key, english] of Object.entries(templatesOf('en', namespace))) {
          const text = JSON.stringify(templatesOf(language, namespace)[key]);
          // A sentence of placeholders and signs alone ("{{box}}: {{amount}}") reads the same everywhere.
          if (
            /[A-Za-z]{3,}/.test(JSON.stringify(english).replace(PLACEHOLDER, '')) &&
            text === JSON.stringify(english)
          )
            untranslated.push(`${language} ${namespace} ${key}`);
        }
    expect(untranslated).toEqual([]);
  });

  it('hold no key the code never uses', () => {
    const code = codeText();
    // The rule words are keyed by the profile schema's fields and values and read by walking it:
    // test/i18n/rule-words.test.ts holds each of them to a field or a value the schema has.
    const unused = NAMESPACES.filter((namespace) => namespace !== 'ruleWords').flatMap((namespace) =>
      Object.keys(templatesOf('en', namespace))
        .filter((key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`))
        .map((key) => `${namespace} ${key}`),
    );
    expect(unused).toEqual([]);
  });
});
