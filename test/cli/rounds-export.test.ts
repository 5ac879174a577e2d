import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { jsonText } from '../../app/cli/io.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot } from '../support/run-cli.js';

/**
 * Sixteen rounds of classic-6d with a shoe change, less the deal the scenario shows refused
 * (its line 683, before the shuffle): every line is accepted, so `sabot play` exits 0.
 */
const SESSION_LINES = readFileSync('test/scenarios/classic-6d/cut-card-needs-shuffle.jsonl', 'utf8')
  .split('\n')
  .filter((_, index) => index !== 682)
  .join('\n');
let SESSION = '';

async function recordedSession(): Promise<string> {
  const dir = tempDir();
  SESSION = join(dir, 'session.jsonl');
  writeFileSync(SESSION, SESSION_LINES);
  const db = join(dir, 'table.db');
  expect((await runSabot('play', '--script', SESSION, '--db', db, '--json')).code).toBe(0);
  return db;
}

interface ListedRound {
  round: number;
  shoe: number;
  boxes: number[];
  net: Record<string, number>;
  flags: string[];
  startedAt: string;
  settledAt: string | null;
}

async function roundsJson(...args: string[]): Promise<ListedRound[]> {
  const listed = await runSabot('rounds', ...args, '--json');
  expect(listed.err).toBe('');
  expect(listed.code).toBe(0);
  const { rounds } = JSON.parse(listed.out);
  // Written a page at a time, byte for byte the one document of before.
  expect(listed.out).toBe(jsonText({ rounds }));
  return rounds;
}

describe('sabot rounds', () => {
  it("lists the log's rounds newest first, as JSON in table units and as a table, filtered and paged", async () => {
    const db = await recordedSession();
    const played = JSON.parse((await runSabot('play', '--script', SESSION, '--json')).out);
    const rounds = await roundsJson('--db', db);
    expect(rounds.map((round) => round.round)).toEqual(
      played.rounds.map((_: unknown, index: number) => index + 1).reverse(),
    );
    expect(Object.keys(rounds[0] ?? {})).toEqual([
      'round',
      'shoe',
      'boxes',
      'net',
      'flags',
      'startedAt',
      'settledAt',
      'croupier',
    ]);
    // The same nets, in table units, as the play report of the same script.
    expect(rounds.map((round) => round.net).reverse()).toEqual(
      played.rounds.map((round: { net: unknown }) => round.net),
    );
    expect(rounds.every((round) => !Number.isNaN(Date.parse(round.startedAt)))).toBe(true);
    expect(new Set(rounds.map((round) => round.shoe)).size).toBeGreaterThan(1);

    const last = played.rounds.length;
    expect(last).toBe(16);
    expect((await roundsJson('--db', db, '--limit', '3')).map((round) => round.round)).toEqual([
      last,
      last - 1,
      last - 2,
    ]);
    expect(await roundsJson('--db', db, '--bettor', 'nobody')).toEqual([]);
    expect(await roundsJson('--db', db, '--flag', 'void')).toEqual([]);
    const onBox2 = await roundsJson('--db', db, '--box', '2');
    expect(onBox2.every((round) => round.boxes.includes(2))).toBe(true);

    const text = await runSabot('rounds', '--db', db, '--limit', '2');
    expect(text.out).toMatch(/^round\s+shoe\s+boxes\s+nets\s+flags\s+started\s+settled\s+croupier\n/);
    expect(text.out).toMatch(/\n16\s+\d\s+/);
    expect(text.out).toContain('the newest 2 shown: --limit N or --all for more');
  });

  it('refuses a bad filter with a sentence, and a missing log', async () => {
    const db = await recordedSession();
    const flag = await runSabot('rounds', '--db', db, '--flag', 'odd');
    expect(flag.code).toBe(2);
    expect(flag.err).toContain('--flag takes one of misdeal, correction, alarm, void, not "odd"');
    expect((await runSabot('rounds', '--db', db, '--box', '8')).err).toContain(
      '--box takes a whole number from 1 to 7, not "8"',
    );
    const missing = await runSabot('rounds', '--db', join(tempDir(), 'typo.db'));
    expect(missing.code).toBe(3);
    expect(missing.err).toContain('does not exist: check the name of the log');
  });

  it('builds the list of a log not yet projected, or folds it in memory without writing when asked', async () => {
    const db = await recordedSession();
    const expected = await roundsJson('--db', db);
    const unprojected = () => {
      const raw = new Database(db);
      raw.exec(
        'DELETE FROM projections; DELETE FROM round_list; DELETE FROM round_bettors; DELETE FROM session_rounds',
      );
      raw.close();
    };
    const rowsIn = () => {
      const raw = new Database(db, { readonly: true });
      const count = raw.prepare('SELECT count(*) FROM round_list').pluck().get();
      raw.close();
      return count;
    };
    unprojected();
    const folded = await runSabot('rounds', '--db', db, '--read-only', '--json');
    expect(folded.err).toContain('folded in memory, nothing written');
    expect(JSON.parse(folded.out).rounds).toEqual(expected);
    expect(rowsIn()).toBe(0);

    const built = await runSabot('rounds', '--db', db, '--json');
    expect(built.err).toContain('was built from its');
    expect(JSON.parse(built.out).rounds).toEqual(expected);
    expect(rowsIn()).toBe(expected.length);
    expect((await runSabot('rounds', '--db', db, '--json')).err).toBe('');
  });
});

describe('sabot export --round --script', () => {
  it('exports each round as a table script that sabot play settles exactly as the log did', async () => {
    const db = await recordedSession();
    const listed = await roundsJson('--db', db, '--all');
    for (const round of [1, 9, 16]) {
      const exported = await runSabot('export', '--db', db, '--round', String(round), '--script');
      expect(exported.code).toBe(0);
      expect(exported.out).toContain(`# round ${round} of`);
      const script = join(tempDir(), `round-${round}.jsonl`);
      writeFileSync(script, exported.out);
      const replayed = await runSabot('play', '--script', script, '--json');
      expect(replayed.err).toBe('');
      const report = JSON.parse(replayed.out);
      expect(report.rounds).toHaveLength(1);
      expect(report.rounds[0].net).toEqual(listed.find((entry) => entry.round === round)?.net);
    }
  });

  it('exports one round as its facts, and refuses a script without a round or of a round not in the log', async () => {
    const db = await recordedSession();
    const facts = (await runSabot('export', '--db', db, '--round', '2')).out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(facts.every((fact) => fact.stream === 'round-2')).toBe(true);
    expect((await runSabot('export', '--db', db, '--script')).err).toContain('--script exports one round');
    const absent = await runSabot('export', '--db', db, '--round', '99', '--script');
    expect(absent.code).toBe(3);
    expect(absent.err).toContain('holds no round 99');
  });
});
