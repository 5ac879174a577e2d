import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot } from '../support/run-cli.js';

/** Every command that reads a log without writing it, as a pit boss or an auditor runs it on a copy. */
const READERS: readonly (readonly string[])[] = [
  ['compliance', 'mtl'],
  ['protection'],
  ['ratings'],
  ['rounds', '--read-only'],
  ['report', 'shift', '--read-only'],
];

describe('the commands that read a log, given a file that is not one', () => {
  it.each(READERS.map((args) => [args.join(' '), args] as const))(
    '%s names the file in a sentence, never a stack',
    async (_, args) => {
      const db = join(tempDir(), 'bj-07.db');
      writeFileSync(db, 'the night’s drop count, saved over the log by mistake\n');
      const read = await runSabot(...args, '--db', db);
      expect(read.code).toBe(3);
      expect(read.err).toBe(`sabot: ${db} is not a Sabot log (file is not a database)\n`);
    },
  );
});
