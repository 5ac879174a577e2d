/**
 * One sentence of a catalogue: a template with `{{name}}` placeholders (i18next's syntax), or
 * plural forms chosen by the `count` parameter under the language's plural rules (English uses
 * `one` and `other`; Russian will add `few` and `many`).
 */
export type Template = string | PluralTemplate;

export type PluralTemplate = { readonly other: string } & Partial<
  Readonly<Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>>
>;
