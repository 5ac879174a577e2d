import { LogUnusableError } from '../core/log/log-errors.js';
import { CliError, EXIT } from './exit-codes.js';

/** Runs work on a log; a log Sabot cannot use is a refused input with its sentence, never a stack. */
export function withLog<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof LogUnusableError) throw new CliError(error.message, EXIT.rejected);
    throw error;
  }
}
