import type { Template, Translated } from '../catalogue-shape.js';
import type { Language } from '../languages.js';
import { english } from './en/index.js';
import { french } from './fr/index.js';
import { russian } from './ru/index.js';

/**
 * One catalogue per language, in namespaces: `table` (the codes the log and journals store:
 * refusals, alarms), `screen` (the croupier's screen), `review` (the pit boss's), `cli` (the
 * sabot command), `rules` (a rule profile's meanings and the shipped tables' names). English is
 * the source; the others translate each of its keys.
 */
export type Namespace = keyof typeof english;
export type KeyOf<N extends Namespace> = keyof (typeof english)[N] & string;

type Catalogue = { readonly [N in Namespace]: Translated<(typeof english)[N]> };

export const CATALOGUES: Readonly<Record<Language, Catalogue>> = {
  en: english,
  fr: french,
  ru: russian,
};

export const NAMESPACES = Object.keys(english) as Namespace[];

/** A namespace's templates by key, for whoever walks the catalogues (the loader, the tests). */
export const templatesOf = (language: Language, namespace: Namespace): Readonly<Record<string, Template>> =>
  CATALOGUES[language][namespace];
