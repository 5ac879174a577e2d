import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSabot } from '../support/run-cli.js';

/** A refused script line reads like any refusal of the table, never like the schema behind it. */
describe('sabot play refuses a malformed line with a table sentence', () => {
  it('given a bet on box 8 at a seven-box table, then the table says there is no box 8', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'sabot-sentences-')), 'box8.jsonl');
    const lines = [
      '{"type":"table","profile":"classic-6d"}',
      '{"type":"bet","box":8,"amount":10}',
      '{"type":"bet","box":0,"amount":10}',
      '{"type":"bet","box":1,"amount":-5}',
      '{"type":"bet","box":1,"amount":10,"tip":1}',
      '{"type":"seat","box":2}',
    ];
    writeFileSync(path, `${lines.join('\n')}\n`);
    const { code, out } = await runSabot('play', '--script', path, '--json');
    expect(code).toBe(3);
    const reasons = JSON.parse(out).rejected.map((r: { reason: string }) => r.reason);
    expect(reasons).toEqual([
      'there is no box 8: this table has 7 boxes',
      '0 is not a box number: boxes are numbered from 1',
      '-5 is not an amount: an amount is a number of table units above 0',
      'a "bet" line takes no "tip"',
      'the line needs its "player"',
    ]);
    for (const reason of reasons) expect(reason).not.toMatch(/expected|Too (big|small)|Invalid/);
  });
});
