import { existsSync } from 'node:fs';
import { Option } from 'commander';
import { describeSqliteFailure, LogUnusableError } from '../core/log/log-errors.js';
import { missingLogSentence } from '../core/log/open-failure.js';
import { CliError, EXIT } from './exit-codes.js';
import { cliText, words } from './words.js';

/** `--db FILE`: the log of the table a command works on. */
export const logOption = (description = cliText('cli.option.db-log')): Option =>
  new Option('--db <file>', description).makeOptionMandatory();

const asCliError = (error: unknown): unknown =>
  error instanceof LogUnusableError ? new CliError(words().say(error.said), EXIT.rejected) : error;

/** Runs work on a log; a log Sabot cannot use is a refused input with its sentence, never a stack. */
export function withLog<T>(work: () => T): T {
  try {
    const result = work();
    if (result instanceof Promise) {
      return result.catch((error: unknown) => {
        throw asCliError(error);
      }) as T;
    }
    return result;
  } catch (error) {
    throw asCliError(error);
  }
}

/** A command that only reads a log refuses one that is not there rather than make an empty one. */
export function refuseMissingLog(db: string): void {
  if (!existsSync(db)) throw new CliError(words().say(missingLogSentence(db)), EXIT.rejected);
}

/**
 * Reads the log at `db`, which must exist, through `read`: a file SQLite cannot read (not a
 * database, damaged, busy) is said with the file's name, whichever reader met it.
 */
export function readExistingLog<T>(db: string, read: () => T): T {
  refuseMissingLog(db);
  const described = (error: unknown): never => {
    throw describeSqliteFailure(db, error);
  };
  return withLog(() => {
    try {
      const result = read();
      return (result instanceof Promise ? result.catch(described) : result) as T;
    } catch (error) {
      return described(error);
    }
  });
}
