import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { bufferedOut } from './buffered-out.js';

/** Text kept aside on disk to be written out later, whatever its length. */
export interface SpoolFile {
  write(text: string): void;
  /** Hands the text back in pieces, in order, and lets the file go. */
  copyTo(out: (text: string) => void): void;
}

const PIECE = 1 << 20;

/**
 * A file in the temporary folder, unlinked as soon as it is open: nothing is left behind if the
 * command is stopped, and only this process can read it.
 */
export function spoolFile(): SpoolFile {
  const dir = mkdtempSync(join(tmpdir(), 'sabot-'));
  const fd = openSync(join(dir, 'spool'), 'w+', 0o600);
  rmSync(dir, { recursive: true, force: true });
  let written = 0;
  const pieces = bufferedOut((text) => {
    written += writeSync(fd, text, written);
  }, PIECE);
  return {
    write: (text) => pieces.write(text),
    copyTo(out) {
      try {
        pieces.flush();
        // A piece may end inside a character of several bytes: the decoder keeps it for the next.
        const decoder = new StringDecoder('utf8');
        const buffer = Buffer.alloc(PIECE);
        for (let at = 0; at < written; ) {
          const read = readSync(fd, buffer, 0, PIECE, at);
          if (read === 0) break;
          at += read;
          out(decoder.write(buffer.subarray(0, read)));
        }
        out(decoder.end());
      } finally {
        closeSync(fd);
      }
    },
  };
}
