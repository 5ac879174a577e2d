import { CliError, EXIT } from './exit-codes.js';

/** Why a file named on the command line cannot be read, in an operator's words. */
function whyUnreadable(error: unknown): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
      return 'it does not exist (check its name)';
    case 'ENOTDIR':
      return 'part of its path is a file, not a folder';
    case 'EACCES':
    case 'EPERM':
      return 'this user may not read it';
    case 'EISDIR':
      return 'it is a folder, not a file';
    default:
      return (error as Error).message;
  }
}

/** A file given to a command (a script, a profile, a certificate) cannot be read: a refused input. */
export const cannotRead = (what: string, path: string, error: unknown): CliError =>
  new CliError(`cannot read ${what} ${path}: ${whyUnreadable(error)}`, EXIT.rejected);
