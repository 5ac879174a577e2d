import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { LogUnusableError } from './log-errors.js';

/**
 * A log named that is not there: most often a mistyped name, so the sentence says to check it;
 * only a table opened with its profile makes a new log.
 */
export const missingLogSentence = (path: string): string =>
  path.trim() === '' ? 'no file was named for the log' : `${path} does not exist: check the name of the log`;

/**
 * A path that is there but can be no log (a folder, a device such as /dev/null): the sentence, or
 * null for a file or for nothing there. SQLite would say only that it cannot open it, or blame the disk.
 */
export function notALogFile(path: string): string | null {
  if (path.trim() === '' || !existsSync(path)) return null;
  const stat = statSync(path);
  if (stat.isDirectory()) return `${path} is a folder, not a log file`;
  return stat.isFile() ? null : `${path} is not a regular file: a log is a file`;
}

/** What an operating-system error code means for a folder or a file, in a pit boss's words. */
function errnoSentence(code: string | undefined): string | null {
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'this user may not write there';
    case 'EROFS':
      return 'its disk is read-only';
    case 'ENOTDIR':
      return 'part of the path is a file, not a folder';
    case 'ENOENT':
      return 'the folder does not exist';
    case 'ENOSPC':
      return 'the disk is full';
    default:
      return null;
  }
}

/**
 * Why a folder cannot hold a log, or null when nothing is wrong with it that can be seen: missing
 * (and which part of its path is a file), not a folder, or not writable by this user.
 */
export function folderProblem(folder: string): string | null {
  const full = resolve(folder);
  if (!existsSync(full)) {
    let above = dirname(full);
    while (!existsSync(above) && above !== dirname(above)) above = dirname(above);
    if (!statSync(above).isDirectory()) return `${above} is a file, not a folder`;
    const unwritable = notWritable(above);
    return unwritable ? `${full} cannot be made: ${unwritable}` : `the folder ${full} does not exist`;
  }
  if (!statSync(full).isDirectory()) return `${full} is a file, not a folder`;
  return notWritable(full);
}

function notWritable(folder: string): string | null {
  try {
    accessSync(folder, constants.W_OK);
    return null;
  } catch (error) {
    return `the folder ${folder} is not writable (${errnoSentence((error as NodeJS.ErrnoException).code) ?? 'permission denied'})`;
  }
}

/** Why the file itself cannot be opened for writing, when the folder is not the reason. */
function fileProblem(path: string): string | null {
  if (!existsSync(path)) return null;
  if (statSync(path).isDirectory()) return `${path} is a folder, not a file`;
  try {
    accessSync(path, constants.R_OK | constants.W_OK);
    return null;
  } catch {
    return 'this user may not read and write the file';
  }
}

/**
 * A file Sabot must write beside or as the log cannot be opened: the sentence says why (the empty
 * name, the folder, the file), falling back to what the system said.
 */
export function describeOpenFailure(path: string, error: unknown): LogUnusableError {
  const said = error instanceof Error ? error.message : String(error);
  if (path.trim() === '') return new LogUnusableError('cannot-open', 'no file was named for the log');
  const why =
    folderProblem(dirname(resolve(path))) ??
    fileProblem(path) ??
    errnoSentence((error as NodeJS.ErrnoException | undefined)?.code) ??
    said;
  return new LogUnusableError('cannot-open', `${path} cannot be opened for writing: ${why}`);
}
