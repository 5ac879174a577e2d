import type { Failure } from '../../engine/result.js';
import {
  chooseLanguage,
  isLanguage,
  type KeyOf,
  LANGUAGES,
  type Language,
  type Params,
  type Translator,
  translatorFor,
} from '../i18n/index.js';
import { CliError, EXIT } from './exit-codes.js';

/**
 * The language the command prints in: `--lang` anywhere on the line, else the locale of the
 * environment as POSIX orders it (LC_ALL, then LC_MESSAGES, then LANG); English otherwise.
 */
export function languageOf(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): { readonly language: Language; readonly rest: readonly string[] } {
  const rest: string[] = [];
  let asked: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    if (arg === '--') {
      rest.push(...argv.slice(index));
      break;
    }
    if (arg === '--lang') {
      asked = argv[index + 1] ?? '';
      index += 1;
    } else if (arg.startsWith('--lang=')) asked = arg.slice('--lang='.length);
    else rest.push(arg);
  }
  if (asked !== undefined) {
    if (!isLanguage(asked))
      throw new CliError(
        `--lang ${JSON.stringify(asked)} is not a language of the table: choose ${LANGUAGES.join(', ')}`,
        EXIT.usage,
      );
    return { language: asked, rest };
  }
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value !== undefined && value !== '');
  return { language: chooseLanguage(locale), rest };
}

let current: Translator = translatorFor('en');

/** Set once per run of the command, before any command prints. */
export const speak = (language: Language): void => {
  current = translatorFor(language);
};

/** The translator of this run: coded messages, money and counts in the command's language. */
export const words = (): Translator => current;

/** Why the engine refused, in the command's language where it gave a code; else its own sentence. */
export const failureText = (failure: Failure): string => current.say(failure.refusal);

/** A sentence of the CLI's catalogue in the command's language. */
export const cliText = (key: KeyOf<'cli'>, params?: Params): string => current.text('cli', key, params);

const decimals = (places: number) => ({ minimumFractionDigits: places, maximumFractionDigits: places });

/** A figure with a fixed number of decimals, as the command's language writes it (4.3, 4,3). */
export const fixedText = (value: number, places: number): string =>
  new Intl.NumberFormat(current.language, decimals(places)).format(value);

/** A share in percent with a fixed number of decimals, as the language writes it; results signed. */
export const percentText = (share: number, places: number, sign: 'auto' | 'exceptZero' = 'auto'): string =>
  new Intl.NumberFormat(current.language, {
    style: 'percent',
    signDisplay: sign,
    ...decimals(places),
  }).format(share);
