import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSabot } from '../support/run-cli.js';
import { BLACKJACK_BESIDE_A_REFUSED_SPLIT } from './blackjack-round.js';

const dir = mkdtempSync(join(tmpdir(), 'sabot-play-'));
function script(name: string, lines: string[]): string {
  const path = join(dir, name);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

// Box 1 (10): A♠ K♦, a blackjack; box 2 (bob, 10): 9♥ 5♣ stands on 14; dealer 7♦ then 10♣: 17.
// box1 is paid 3:2 = +15; bob loses his 10. Line 12, a split of 9-5, is refused (the cards differ
// in value); the Q♥ after settlement is burned.
const blackjackRound = [
  '{"type":"table","profile":"classic-6d"}',
  '# a comment line, then a blank one',
  '',
  '{"type":"bet","box":1,"amount":10}',
  '{"type":"bet","box":2,"amount":10,"bettor":"bob"}',
  ...BLACKJACK_BESIDE_A_REFUSED_SPLIT,
  '{"type":"card","card":"QH"}',
];

describe('sabot play', () => {
  it('prints one JSON report with the dealer, nets per bettor and the refused lines, and exits 3', async () => {
    const { code, out } = await runSabot('play', '--script', script('bj.jsonl', blackjackRound), '--json');
    const report = JSON.parse(out);
    expect(report.profile).toBe('classic-6d');
    expect(report.rounds).toHaveLength(1);
    expect(report.rounds[0]).toMatchObject({
      round: 1,
      state: 'settled',
      dealer: { cards: ['7D', 'TC'], total: 17, soft: false, blackjack: false },
      net: { box1: 15, bob: -10 },
      burned: ['QH'],
    });
    expect(report.rejected).toEqual([
      { line: 12, input: { type: 'split' }, reason: 'box 2 cannot split 9♥-5♣: the cards differ in value' },
    ]);
    expect(code).toBe(3);
  });

  it('tells the round in words without --json', async () => {
    const { out, err } = await runSabot('play', '--script', script('bj-text.jsonl', blackjackRound));
    expect(out).toContain('Round 1 — settled');
    expect(out).toContain('pay box1 15; take bob 10');
    expect(out).toContain('line 12 refused: box 2 cannot split');
    expect(err).toContain('1 line(s) refused');
  });

  it('takes the table from --profile when the script has no table line, and exits 0 when all is accepted', async () => {
    const lines = ['{"type":"bet","box":1,"amount":5}', '{"type":"deal"}'];
    const { code, out } = await runSabot(
      'play',
      '--profile',
      'open-6d',
      '--script',
      script('open.jsonl', lines),
      '--json',
    );
    expect(code).toBe(0);
    expect(JSON.parse(out).rounds[0]).toMatchObject({ state: 'dealing', net: {} });
  });

  it('refuses a profile that contradicts the script, a missing table, and an unreadable script', async () => {
    const conflict = await runSabot(
      'play',
      '--profile',
      'home-1d',
      '--script',
      script('c.jsonl', blackjackRound),
    );
    expect(conflict.code).toBe(3);
    expect(conflict.err).toContain('the script is for classic-6d but --profile says home-1d');
    const noTable = await runSabot('play', '--script', script('n.jsonl', ['{"type":"deal"}']));
    expect(noTable.code).toBe(3);
    expect(noTable.err).toContain('name the table');
    const missing = await runSabot('play', '--script', join(dir, 'nope.jsonl'));
    expect(missing.code).toBe(3);
    expect(missing.err).toContain(
      `cannot read the script ${join(dir, 'nope.jsonl')}: it does not exist (check its name)`,
    );
    expect(missing.err).not.toContain('ENOENT');
  });

  it('reports malformed and unknown lines with their numbers and goes on', async () => {
    const lines = [
      '{"type":"table","profile":"open-6d"}',
      '{"type":"bet","box":1',
      '{"type":"wave"}',
      '{"type":"bet","box":1,"amount":5}',
    ];
    const { out } = await runSabot('play', '--script', script('bad.jsonl', lines), '--json');
    const report = JSON.parse(out);
    expect(report.rejected.map((r: { line: number }) => r.line)).toEqual([2, 3]);
    expect(report.rejected[0].reason).toContain('not a JSON object');
    expect(report.rejected[1].reason).toContain('type');
    expect(report.rounds[0].boxes[0].bettors).toEqual([{ bettor: 'box1', stake: 5 }]);
  });
});

describe('sabot play --db into a log that already holds rounds', () => {
  it('prints only the rounds this run played, not the earlier run’s last round again', async () => {
    const db = join(dir, 'twice.db');
    const round = script('one-round.jsonl', blackjackRound);
    const first = await runSabot('play', '--script', round, '--db', db);
    expect(first.out).toContain('Round 1 — settled');
    const second = await runSabot('play', '--script', round, '--db', db);
    expect(second.out).toContain('Round 2 — settled');
    expect(second.out).not.toContain('Round 1');
    const json = JSON.parse((await runSabot('play', '--script', round, '--db', db, '--json')).out);
    expect(json.rounds.map((r: { round: number }) => r.round)).toEqual([3]);
  });

  it('plays on at the table the log holds when the script names none, and refuses one that names another', async () => {
    const db = join(dir, 'named-by-log.db');
    await runSabot('play', '--script', script('first.jsonl', blackjackRound), '--db', db);
    const unnamed = blackjackRound.slice(1);
    const next = await runSabot('play', '--script', script('next.jsonl', unnamed), '--db', db, '--json');
    const report = JSON.parse(next.out);
    expect(report.profile).toBe('classic-6d');
    expect(report.rounds.map((r: { round: number; net: unknown }) => [r.round, r.net])).toEqual([
      [2, { box1: 15, bob: -10 }],
    ]);

    const other = await runSabot(
      'play',
      '--script',
      script('other.jsonl', unnamed),
      '--db',
      db,
      '--profile',
      'home-1d',
    );
    expect(other.code).toBe(3);
    expect(other.out).toBe('');
    expect(other.err).toContain('is the log of a classic-6d table, not home-1d');
  });
});
