import { createInstance, type i18n } from 'i18next';
import type { Template } from './catalogue-shape.js';
import { CATALOGUES, type KeyOf, NAMESPACES, type Namespace } from './catalogues/index.js';
import type { Language } from './languages.js';

/** A message as the log, the journals and the wire carry it: a code and its parameters. */
export interface CodedMessage {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number | { readonly minor: number } | CodedMessage>>;
}

export type Params = Readonly<Record<string, string | number>>;

/** Everything a person reads, in one language: sentences by key, coded messages, money and counts. */
export interface Translator {
  readonly language: Language;
  readonly i18next: i18n;
  /** A sentence of a namespace; `count` picks the plural form under the language's rules. */
  text<N extends Namespace>(namespace: N, key: KeyOf<N>, params?: Params): string;
  /** A coded message (a refusal, an alarm) with its phrase parameters rendered first. */
  say(message: CodedMessage): string;
  /** Integer minor units as table units: 2500 → "25", 1250 → "12.50" ("12,50" in French). */
  money(minor: number): string;
  /** A count or a plain number in the language's digits and grouping. */
  number(value: number): string;
}

/**
 * i18next resources from the catalogues: a plural template `{one, few, many, other}` becomes
 * i18next's `key_one`, `key_few`... so the language's plural rules pick the form.
 */
function resourcesOf(language: Language): Record<Namespace, Record<string, string>> {
  const resources = {} as Record<Namespace, Record<string, string>>;
  for (const namespace of NAMESPACES) {
    const flat: Record<string, string> = {};
    for (const [key, template] of Object.entries(
      CATALOGUES[language][namespace] as Record<string, Template>,
    )) {
      if (typeof template === 'string') flat[key] = template;
      else
        for (const [form, text] of Object.entries(template))
          if (text !== undefined) flat[`${key}_${form}`] = text;
    }
    resources[namespace] = flat;
  }
  return resources;
}

const translators = new Map<Language, Translator>();

export function translatorFor(language: Language): Translator {
  const known = translators.get(language);
  if (known) return known;
  const instance = createInstance();
  void instance.init({
    initAsync: false,
    lng: language,
    fallbackLng: 'en',
    ns: NAMESPACES,
    defaultNS: 'screen',
    resources: Object.fromEntries((['en', language] as const).map((lng) => [lng, resourcesOf(lng)])),
    // Keys are codes with dots in them ('double.not-allowed'), never paths into nested objects.
    keySeparator: false,
    nsSeparator: false,
    // The sentences go to a terminal, a log or React (which escapes): never HTML-escaped here.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const moneyFormat = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const wholeFormat = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const numberFormat = new Intl.NumberFormat(language, { maximumFractionDigits: 4 });
  // Keys and parameters are checked against the catalogues' own types above, not i18next's.
  const t = instance.t as unknown as (key: string, options: Record<string, unknown>) => string;
  const text = <N extends Namespace>(namespace: N, key: KeyOf<N>, params: Params = {}): string =>
    t(key, { ns: namespace, ...params });
  const money = (minor: number): string =>
    (Number.isInteger(minor / 100) ? wholeFormat : moneyFormat).format(minor / 100);
  const say = (message: CodedMessage): string => {
    const params: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(message.params))
      params[name] =
        typeof value === 'number' && !Number.isInteger(value)
          ? numberFormat.format(value) // a fraction with the language's decimal sign
          : typeof value !== 'object'
            ? value
            : 'minor' in value
              ? money(value.minor)
              : say(value);
    // A journal row may hold a code a later catalogue renamed: show the code, never crash.
    if (!instance.exists(message.code, { ns: 'table', ...params })) return message.code;
    return t(message.code, { ns: 'table', ...params });
  };
  const translator: Translator = {
    language,
    i18next: instance,
    text,
    say,
    money,
    number: (value) => numberFormat.format(value),
  };
  translators.set(language, translator);
  return translator;
}
