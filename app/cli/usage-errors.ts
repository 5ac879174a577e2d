import type { KeyOf } from '../i18n/index.js';
import { cliText } from './words.js';

/**
 * Commander's own usage errors are English sentences built inside it. Each shape it writes is
 * read back here and said in the command's language with the same option, command or value; a
 * sentence of another shape (a newer commander) is passed on as commander wrote it.
 */
const SHAPES: readonly {
  readonly pattern: RegExp;
  readonly key: KeyOf<'cli'>;
  readonly names: readonly string[];
}[] = [
  { pattern: /^error: unknown option '([^']+)'/, key: 'cli.usage.unknown-option', names: ['option'] },
  { pattern: /^error: unknown command '([^']+)'/, key: 'cli.usage.unknown-command', names: ['command'] },
  {
    pattern: /^error: required option '([^']+)' not specified/,
    key: 'cli.usage.required-option',
    names: ['option'],
  },
  {
    pattern: /^error: option '([^']+)' argument missing/,
    key: 'cli.usage.argument-missing',
    names: ['option'],
  },
  {
    pattern: /^error: missing required argument '([^']+)'/,
    key: 'cli.usage.missing-argument',
    names: ['argument'],
  },
  {
    pattern: /^error: too many arguments(?: for '([^']+)')?\. Expected (\d+) arguments? but got (\d+)\./,
    key: 'cli.usage.too-many-arguments',
    names: ['command', 'expected', 'count'],
  },
  {
    // Sabot's own parsers give the reason, already in the command's language.
    pattern: /^error: option '([^']+)' argument '([^']*)' is invalid\. ([\s\S]+?)\s*$/,
    key: 'cli.usage.invalid-argument',
    names: ['option', 'value', 'why'],
  },
];

/** Commander's "(Did you mean --rounds?)" after an unknown option or command. */
const SUGGESTION = /\n\(Did you mean (?:one of )?(.+)\?\)/;

/** A usage error of commander in the command's language. */
export function usageErrorSaid(text: string): string {
  for (const { pattern, key, names } of SHAPES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const params: Record<string, string | number> = {};
    names.forEach((name, index) => {
      const value = match[index + 1] ?? '';
      params[name] = name === 'count' || name === 'expected' ? Number(value) : value;
    });
    if (key === 'cli.usage.too-many-arguments' && params.command === '') params.command = 'sabot';
    const suggestion = SUGGESTION.exec(text)?.[1];
    const said = cliText(key, params);
    return `${said}${suggestion ? `\n${cliText('cli.usage.did-you-mean', { suggestion })}` : ''}\n`;
  }
  return text;
}
