import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../../i18n';
import { useText, useWords } from './words';

/** The page's language, changed at any time without losing the table's state. */
export function LanguagePicker() {
  const words = useWords();
  const t = useText('screen');
  return (
    <label className="language-picker">
      <span>{t('language.label')}</span>
      <select
        value={words.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) words.choose(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
