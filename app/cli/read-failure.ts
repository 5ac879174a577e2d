import type { KeyOf } from '../i18n/index.js';
import { CliError, EXIT } from './exit-codes.js';
import { cliText } from './words.js';

/** The files a command reads, each named in the command's language. */
const FILE_NAMES = {
  script: 'cli.file.script',
  'rule-profile': 'cli.file.rule-profile',
  'card-script': 'cli.file.card-script',
  'tls-certificate': 'cli.file.tls-certificate',
  'tls-key': 'cli.file.tls-key',
} as const satisfies Record<string, KeyOf<'cli'>>;

export type FileKind = keyof typeof FILE_NAMES;

/** "the script", "the rule profile": the file as a sentence names it. */
export const fileName = (kind: FileKind): string => cliText(FILE_NAMES[kind]);

/** Why a file named on the command line cannot be read, in an operator's words. */
function whyUnreadable(error: unknown): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
      return cliText('cli.file.why.missing');
    case 'ENOTDIR':
      return cliText('cli.file.why.not-a-folder');
    case 'EACCES':
    case 'EPERM':
      return cliText('cli.file.why.forbidden');
    case 'EISDIR':
      return cliText('cli.file.why.folder');
    default:
      return (error as Error).message;
  }
}

/** A file given to a command (a script, a profile, a certificate) cannot be read: a refused input. */
export const cannotRead = (kind: FileKind, path: string, error: unknown): CliError =>
  new CliError(
    cliText('cli.file.cannot-read', { what: fileName(kind), path, why: whyUnreadable(error) }),
    EXIT.rejected,
  );
