import { truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../app/cli/main.js';
import { MOST_SCRIPT_BYTES } from '../../app/cli/script-file.js';
import { reasonOf } from '../../app/core/sentences.js';
import { TableService } from '../../app/core/table/table-service.js';
import { tempDir } from '../core/log/log-fixtures.js';

/** `sabot …` in-process: its exit code and what it wrote. */
async function sabot(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, {
    out: (text) => (out += text),
    err: (text) => (err += text),
    isTty: false,
  });
  return { code, out, err };
}

const script = (lines: readonly string[]): string => {
  const path = join(tempDir(), 'typed.jsonl');
  writeFileSync(path, `${['{"type":"table","profile":"classic-6d"}', ...lines].join('\n')}\n`);
  return path;
};

/** The nasty texts: lone surrogates either half, NUL, the other controls, and what is fine. */
const NASTY = [
  '\ud800',
  '\udfff',
  'A\ud800',
  '\u0000',
  'b1\u0000',
  '\u001b[2J',
  '\u007f',
  '\u0085',
  '\t',
  '\n',
];

describe('text typed into a table script', () => {
  it('given a card with a lone surrogate and one with a NUL, when played into a log, then the log verifies and the NUL line is refused with a sentence', async () => {
    const db = join(tempDir(), 'table.db');
    const path = script([
      '{"type":"bet","box":1,"amount":10}',
      '{"type":"card","card":"A\\ud800"}',
      '{"type":"card","card":"A\\u0000"}',
    ]);

    const played = await sabot('play', '--script', path, '--db', db, '--json');
    const report = JSON.parse(played.out);
    expect(report.rejected.map((line: { reason: string }) => line.reason)).toEqual([
      expect.stringContaining('A\ufffd'),
      'a line of a script holds a control character (U+0000), which the log does not keep: write the line without it',
    ]);
    expect(await sabot('verify', '--db', db)).toMatchObject({ code: 0 });
  });

  it('property: whatever text a line carries, the log verifies and the table takes a bet after it is opened again', async () => {
    const db = join(tempDir(), 'table.db');
    const text = fc.oneof(fc.constantFrom(...NASTY), fc.string({ unit: 'binary', maxLength: 12 }));
    const lines = fc.array(
      fc
        .tuple(fc.constantFrom('card', 'bettor'), text)
        .map(([field, value]) =>
          field === 'card'
            ? JSON.stringify({ type: 'card', card: value })
            : JSON.stringify({ type: 'bet', box: 2, amount: 10, bettor: value }),
        ),
      { minLength: 1, maxLength: 6 },
    );
    await fc.assert(
      fc.asyncProperty(lines, async (played) => {
        const lines = ['{"type":"bet","box":1,"amount":10}', ...played];
        expect(await sabot('play', '--script', script(lines), '--db', db)).not.toMatchObject({ code: 4 });
        expect(await sabot('verify', '--db', db)).toMatchObject({ code: 0 });
      }),
      { numRuns: 40 },
    );
    const reopened = TableService.open({ dbPath: db });
    try {
      const next = reopened.submit({ type: 'shuffle' }, { source: 'keyboard', operator: 'croupier-1' });
      expect(next.ok ? 'taken' : reasonOf(next)).not.toMatch(/audit/);
    } finally {
      reopened.close();
    }
  }, 120_000);

  it('given a script larger than a script may be, then it is refused with a sentence before a line plays', async () => {
    const db = join(tempDir(), 'table.db');
    const path = script(['{"type":"bet","box":1,"amount":10}']);
    truncateSync(path, MOST_SCRIPT_BYTES + 1);

    const played = await sabot('play', '--script', path, '--db', db);
    expect(played.code).toBe(3);
    expect(played.err).toContain(
      `is larger than 16 MiB, more than a script plays at once: split it into several scripts`,
    );
    expect(played.err).not.toMatch(/internal error|at .*\.ts:/);
  });
});
