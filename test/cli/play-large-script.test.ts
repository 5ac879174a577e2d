import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../app/cli/main.js';
import { sentenceOf } from '../../app/core/sentences.js';
import { playScript } from '../../engine/script/play-script.js';
import { tempDir } from '../core/log/log-fixtures.js';

/** One classic-6d round of 12 lines (both boxes paid 10), then a new shoe so the next one fits. */
const ROUND = [
  '{"type":"bet","box":1,"amount":10}',
  '{"type":"bet","box":2,"amount":10}',
  '{"type":"deal"}',
  ...['TS', '9S', '7D', '8S', 'TH'].map((card) => `{"type":"card","card":"${card}"}`),
  '{"type":"stand"}',
  '{"type":"stand"}',
  '{"type":"card","card":"TC"}',
  '{"type":"shuffle"}',
].join('\n');

/** `sabot play` in-process, every write kept apart: how the report reaches standard output. */
async function playWrites(...argv: string[]): Promise<{ code: number; writes: string[] }> {
  const writes: string[] = [];
  const code = await runCli(['play', ...argv], {
    out: (text) => writes.push(text),
    err: () => {},
    isTty: false,
  });
  return { code, writes };
}

describe('sabot play on a large script', () => {
  it('given 10,000 rounds (4 MB), then the JSON report is written round by round, never as one string', async () => {
    const rounds = 10_000;
    const script = join(tempDir(), 'shift.jsonl');
    writeFileSync(script, `{"type":"table","profile":"classic-6d"}\n${`${ROUND}\n`.repeat(rounds)}`);

    const { code, writes } = await playWrites('--script', script, '--json');
    expect(code).toBe(0);
    expect(writes.length).toBeGreaterThan(rounds);
    expect(Math.max(...writes.map((text) => text.length))).toBeLessThan(4096);
    const report = JSON.parse(writes.join(''));
    expect(report.rounds).toHaveLength(rounds);
    expect(report.rounds[rounds - 1]).toMatchObject({ round: rounds, net: { box1: 10, box2: 10 } });
    expect(report.rejected).toEqual([]);
  }, 60_000);

  it('given a scenario script, then the streamed report is byte for byte the whole report', async () => {
    const script = 'test/scenarios/classic-6d/bet-limits.jsonl';
    const played = playScript(readFileSync(script, 'utf8'));
    const rejected = played.rejected.map(({ line, input, refusal }) => ({
      line,
      input,
      reason: sentenceOf(refusal),
    }));
    const whole = `${JSON.stringify({ ...played, rejected }, null, 2)}\n`;
    const { writes } = await playWrites('--script', script, '--json');
    expect(writes.join('')).toBe(whole);
    const empty = join(tempDir(), 'empty.jsonl');
    writeFileSync(empty, '{"type":"table","profile":"home-1d"}\n');
    const none = await playWrites('--script', empty, '--json');
    expect(none.writes.join('')).toBe(
      `${JSON.stringify(playScript('{"type":"table","profile":"home-1d"}'), null, 2)}\n`,
    );
  });

  it('given a line longer than any input, then that line is refused and the script plays on', async () => {
    const script = join(tempDir(), 'long.jsonl');
    writeFileSync(script, `{"type":"table","profile":"classic-6d"}\n${'x'.repeat(200_000)}\n${ROUND}\n`);
    const { code, writes } = await playWrites('--script', script, '--json');
    expect(code).toBe(3);
    const report = JSON.parse(writes.join(''));
    expect(report.rejected).toMatchObject([
      { line: 2, reason: expect.stringContaining('at most 65536 characters') },
    ]);
    expect(report.rounds).toHaveLength(1);
  });
});
