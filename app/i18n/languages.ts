/** The languages the table speaks: every catalogue has each of them, key for key. */
export const LANGUAGES = ['en', 'fr', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, as a selector shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  fr: 'Français',
  ru: 'Русский',
};

export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/**
 * The first supported language among a person's preferences, in their order: an
 * `Accept-Language` header ("fr-CH, fr;q=0.9, en;q=0.8"), a browser's `navigator.languages`, or a
 * POSIX locale from `LANG` ("ru_RU.UTF-8"). Weights are honoured; anything unknown is passed over.
 */
export function chooseLanguage(preferences: string | readonly string[] | undefined): Language {
  for (const tag of rankedTags(preferences)) {
    const primary = tag.toLowerCase().split(/[-_.@]/)[0] ?? '';
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

function rankedTags(preferences: string | readonly string[] | undefined): string[] {
  if (preferences === undefined) return [];
  const items = typeof preferences === 'string' ? preferences.split(',') : [...preferences];
  return items
    .map((item, index) => {
      const [tag = '', ...parameters] = item.trim().split(';');
      const weight = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((item) => item.tag !== '' && item.tag !== '*' && item.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((item) => item.tag);
}
