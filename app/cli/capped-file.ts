import { closeSync, openSync, readSync } from 'node:fs';
import { CliError, EXIT } from './exit-codes.js';
import { cannotRead, fileName } from './read-failure.js';
import { cliText } from './words.js';

/** The small files read whole, and what such a file is called when it is not one. */
const BARE_NAMES = {
  'rule-profile': 'cli.file.rule-profile.bare',
  'card-script': 'cli.file.card-script.bare',
} as const;

export type SmallFileKind = keyof typeof BARE_NAMES;

/** The largest rule profile or card list a command reads: a profile is a few kilobytes. */
export const MOST_FILE_BYTES = 1024 * 1024;

/**
 * A small text file read whole, but never more than `most` bytes of it: `--rules /dev/zero` or a
 * log given by mistake is refused with a sentence instead of being read until memory runs out.
 */
export function readSmallTextFile(path: string, what: SmallFileKind, most = MOST_FILE_BYTES): string {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw cannotRead(what, path, error);
  }
  try {
    const buffer = Buffer.alloc(most + 1);
    let length = 0;
    for (;;) {
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      length += read;
      if (read === 0 || length > most) break;
    }
    if (length > most) {
      const sentence = cliText('cli.file.too-large', {
        what: fileName(what),
        path,
        mib: most / 1024 / 1024,
        kind: cliText(BARE_NAMES[what]),
      });
      throw new CliError(sentence, EXIT.rejected);
    }
    return buffer.toString('utf8', 0, length);
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw cannotRead(what, path, error);
  } finally {
    closeSync(fd);
  }
}
