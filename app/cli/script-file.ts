import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { say } from '../../engine/refusals/message.js';
import { refuse } from '../../engine/result.js';
import { readScriptLine, type ScriptLine } from '../../engine/script/play-script.js';
import { CliError, EXIT } from './exit-codes.js';
import { cannotRead, fileName } from './read-failure.js';
import { cliText } from './words.js';

/** The longest line a script may hold: an input is a short JSON object. */
const MOST_LINE_CHARACTERS = 64 * 1024;
const CHUNK_BYTES = 64 * 1024;
/**
 * The largest script played: 16 MiB is about 50,000 rounds, weeks of a table's play, and costs
 * some 200 MB to report; a 100 MB script cost 1.77 GB. A longer run is split into several scripts.
 */
export const MOST_SCRIPT_BYTES = 16 * 1024 * 1024;

/**
 * A table script read line by line as it is played, never whole: a script of any size plays in
 * the memory of one chunk and one line. A line longer than any input is refused, not gathered.
 */
export function* scriptFileLines(path: string): Generator<ScriptLine> {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw cannotRead('script', path, error);
  }
  try {
    const decoder = new StringDecoder('utf8');
    const chunk = Buffer.alloc(CHUNK_BYTES);
    let pending = '';
    let number = 0;
    let tooLong = false;
    // A regular file is measured before its first line plays; a pipe or a device as it is read.
    let bytes = sizeOf(fd);
    if (bytes > MOST_SCRIPT_BYTES) throw tooLarge(path);
    bytes = 0;
    for (;;) {
      const read = readChunk(fd, chunk, path);
      bytes += read;
      if (bytes > MOST_SCRIPT_BYTES) throw tooLarge(path);
      pending += read === 0 ? decoder.end() : decoder.write(chunk.subarray(0, read));
      let start = 0;
      for (let end = pending.indexOf('\n'); end !== -1; end = pending.indexOf('\n', start)) {
        number++;
        const line = tooLong ? longLine(number) : readScriptLine(pending.slice(start, end), number);
        tooLong = false;
        if (line) yield line;
        start = end + 1;
      }
      pending = pending.slice(start);
      if (pending.length > MOST_LINE_CHARACTERS) {
        tooLong = true;
        pending = '';
      }
      if (read === 0) break;
    }
    number++;
    const last = tooLong ? longLine(number) : readScriptLine(pending, number);
    if (last) yield last;
  } finally {
    closeSync(fd);
  }
}

const sizeOf = (fd: number): number => {
  const stat = fstatSync(fd);
  return stat.isFile() ? stat.size : 0;
};

const tooLarge = (path: string): CliError =>
  new CliError(
    cliText('cli.file.script-too-large', {
      what: fileName('script'),
      path,
      mib: MOST_SCRIPT_BYTES / 1024 / 1024,
    }),
    EXIT.rejected,
  );

function readChunk(fd: number, chunk: Buffer, path: string): number {
  try {
    return readSync(fd, chunk, 0, chunk.length, null);
  } catch (error) {
    throw cannotRead('script', path, error);
  }
}

const longLine = (line: number): ScriptLine => ({
  line,
  raw: cliText('cli.file.line-not-kept', { count: MOST_LINE_CHARACTERS }),
  input: refuse(say('script.line-too-long', { max: MOST_LINE_CHARACTERS })),
});

/** The first line of a lazily read script, and every line (that one included) to play on. */
export function withFirstLine(lines: Iterator<ScriptLine>): {
  first: ScriptLine | undefined;
  all: Iterable<ScriptLine>;
} {
  const head = lines.next();
  const first = head.done ? undefined : head.value;
  return {
    first,
    all: {
      *[Symbol.iterator]() {
        if (first) yield first;
        for (let next = lines.next(); !next.done; next = lines.next()) yield next.value;
      },
    },
  };
}
