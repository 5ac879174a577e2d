import { LogUnusableError } from '../core/log/log-errors.js';
import { CliError, EXIT } from './exit-codes.js';
import { words } from './words.js';

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
