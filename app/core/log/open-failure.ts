import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type Message, say } from '../../../engine/refusals/message.js';
import { LogUnusableError } from './log-errors.js';

/**
 * A log named that is not there: most often a mistyped name, so the sentence says to check it;
 * only a table opened with its profile makes a new log.
 */
export const missingLogSentence = (path: string): Message =>
  path.trim() === '' ? say('log.no-file-named') : say('log.missing', { path });

/**
 * A path that is there but can be no log (a folder, a device such as /dev/null): the sentence, or
 * null for a file or for nothing there. SQLite would say only that it cannot open it, or blame the disk.
 */
export function notALogFile(path: string): Message | null {
  if (path.trim() === '' || !existsSync(path)) return null;
  const stat = statSync(path);
  if (stat.isDirectory()) return say('log.is-a-folder', { path });
  return stat.isFile() ? null : say('log.not-a-regular-file', { path });
}

/** What an operating-system error code means for a folder or a file, in a pit boss's words. */
function errnoSentence(code: string | undefined): Message | null {
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return say('folder.why-forbidden');
    case 'EROFS':
      return say('folder.why-read-only');
    case 'ENOTDIR':
      return say('folder.why-file-in-path');
    case 'ENOENT':
      return say('folder.why-missing');
    case 'ENOSPC':
      return say('folder.why-disk-full');
    default:
      return null;
  }
}

/**
 * Why a folder cannot hold a log, or null when nothing is wrong with it that can be seen: missing
 * (and which part of its path is a file), not a folder, or not writable by this user.
 */
export function folderProblem(folder: string): Message | null {
  const full = resolve(folder);
  if (!existsSync(full)) {
    let above = dirname(full);
    while (!existsSync(above) && above !== dirname(above)) above = dirname(above);
    if (!statSync(above).isDirectory()) return say('folder.is-a-file', { path: above });
    const unwritable = notWritable(above);
    return unwritable
      ? say('folder.cannot-be-made', { path: full, why: unwritable })
      : say('folder.missing', { path: full });
  }
  if (!statSync(full).isDirectory()) return say('folder.is-a-file', { path: full });
  return notWritable(full);
}

function notWritable(folder: string): Message | null {
  try {
    accessSync(folder, constants.W_OK);
    return null;
  } catch (error) {
    const why = errnoSentence((error as NodeJS.ErrnoException).code) ?? say('folder.why-permission');
    return say('folder.not-writable', { path: folder, why });
  }
}

/** Why the file itself cannot be opened for writing, when the folder is not the reason. */
function fileProblem(path: string): Message | null {
  if (!existsSync(path)) return null;
  if (statSync(path).isDirectory()) return say('log.is-a-folder', { path });
  try {
    accessSync(path, constants.R_OK | constants.W_OK);
    return null;
  } catch {
    return say('folder.why-file-forbidden');
  }
}

/**
 * A file Sabot must write beside or as the log cannot be opened: the sentence says why (the empty
 * name, the folder, the file), falling back to what the system said.
 */
export function describeOpenFailure(path: string, error: unknown): LogUnusableError {
  const said = error instanceof Error ? error.message : String(error);
  if (path.trim() === '') return new LogUnusableError('cannot-open', say('log.no-file-named'));
  const why =
    folderProblem(dirname(resolve(path))) ??
    fileProblem(path) ??
    errnoSentence((error as NodeJS.ErrnoException | undefined)?.code) ??
    said;
  return new LogUnusableError('cannot-open', say('log.cannot-write', { path, why }));
}
