import { describe, expect, it } from 'vitest';
import { NAMESPACES, templatesOf } from '../../app/i18n/index.js';

/**
 * The space before ":", ";", "?" and "!" in French: the one most of the catalogue used when the
 * rule was chosen, a plain space. scripts/french-spaces.mjs applies it (and another, with --space).
 */
const SPACE = ' ';
const SIGN = /([:;?!])(?=\s|$)/gu;

/** Every French sentence, each plural form on its own, named by namespace and key. */
function frenchSentences(): { readonly where: string; readonly text: string }[] {
  return NAMESPACES.flatMap((namespace) =>
    Object.entries(templatesOf('fr', namespace)).flatMap(([key, template]) =>
      (typeof template === 'string' ? [template] : Object.values(template)).map((text) => ({
        where: `${namespace} ${key}`,
        text: text ?? '',
      })),
    ),
  );
}

const codeOf = (char: string): string =>
  (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');

describe('French typography', () => {
  it('puts the same space before every ":", ";", "?" and "!" of a French sentence', () => {
    const other: string[] = [];
    for (const { where, text } of frenchSentences())
      for (const match of text.matchAll(SIGN)) {
        const before = text[match.index - 1] ?? '';
        // A sign right after a quote is a JSON example ({"rounds": …}), not French punctuation.
        if (before !== SPACE && before !== '"')
          other.push(`${where}: U+${codeOf(before)} before "${match[1]}"`);
      }
    expect(other).toEqual([]);
  });

  it('finds the signs it checks (the reader itself works)', () => {
    const signs = frenchSentences().flatMap(({ text }) => [...text.matchAll(SIGN)]);
    expect(signs.length).toBeGreaterThan(500);
  });
});
