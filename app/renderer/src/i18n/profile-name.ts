import { type KeyOf, type Translator, translatorFor } from '../../../i18n';

/**
 * A table's rule profile as a person reads its name: a table Sabot ships in the page's language
 * (the `rules` catalogue keys its name by its id, as `sabot rules` shows it); a profile file's own
 * name as its author wrote it, even under a shipped id.
 */
export function profileName(
  profile: { readonly id: string; readonly name: string },
  words: Translator,
): string {
  const english = translatorFor('en');
  const key = profile.id as KeyOf<'rules'>;
  const shipped = english.i18next.exists(key, { ns: 'rules' }) && english.text('rules', key) === profile.name;
  return shipped ? words.text('rules', key) : profile.name;
}
