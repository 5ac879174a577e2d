import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  chooseLanguage,
  isLanguage,
  type KeyOf,
  type Language,
  type Namespace,
  type Params,
  type Translator,
  translatorFor,
} from '../../../i18n';

const CHOSEN = 'sabot.language';

/** The language a person picked on this machine, else the browser's (its Accept-Language). */
function firstLanguage(): Language {
  const chosen = globalThis.localStorage?.getItem(CHOSEN);
  if (chosen && isLanguage(chosen)) return chosen;
  return chooseLanguage(navigator.languages.length > 0 ? navigator.languages : navigator.language);
}

interface Words extends Translator {
  choose(language: Language): void;
}

const WordsContext = createContext<Words | undefined>(undefined);

/** Every word on the page comes through here, in the language chosen; the page's `lang` follows it. */
export function WordsProvider({ children }: { readonly children: ReactNode }) {
  const [language, setLanguage] = useState<Language>(firstLanguage);
  const words = useMemo<Words>(() => {
    const translator = translatorFor(language);
    return {
      ...translator,
      choose(next) {
        globalThis.localStorage?.setItem(CHOSEN, next);
        setLanguage(next);
      },
    };
  }, [language]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <WordsContext value={words}>
      <I18nextProvider i18n={words.i18next}>{children}</I18nextProvider>
    </WordsContext>
  );
}

export function useWords(): Words {
  const words = use(WordsContext);
  if (!words) throw new Error('useWords needs a WordsProvider above it');
  return words;
}

/** The sentences of one namespace: `const t = useText('screen'); t('tabs.table')`. */
export function useText<N extends Namespace>(namespace: N): (key: KeyOf<N>, params?: Params) => string {
  const words = useWords();
  // The same function while the language stays: hooks that depend on it (the shortcuts) keep theirs.
  return useCallback((key, params) => words.text(namespace, key, params), [words, namespace]);
}

/** Table units as the wire carries them (12.5), shown in the language's money format ("12,50"). */
export function useUnits(): (units: number) => string {
  const words = useWords();
  return (units) => words.money(Math.round(units * 100));
}
