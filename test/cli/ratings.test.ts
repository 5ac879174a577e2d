import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonText } from '../../app/cli/io.js';
import { ratingsReplySchema } from '../../app/contract/ratings.js';
import { readRatingsOfFile } from '../../app/core/ratings/ratings-reader.js';
import { ratingsReply } from '../../app/core/ratings/ratings-reply.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot } from '../support/run-cli.js';
import { computedEdge, scriptedLog } from '../support/scripted-log.js';

/**
 * The session script of two rated players, worked by hand in its comments
 * (test/scenarios/classic-6d/ratings-two-players.jsonl), at 17:00 UTC on 2 November 2026, one
 * input a minute, its gaming days in UTC.
 */
const ratedLog = (): Promise<string> => scriptedLog('ratings-two-players', '--time-zone', 'UTC');

async function ratings(db: string, ...args: string[]) {
  const read = await runSabot('ratings', '--db', db, '--json', ...args);
  expect(read.err).toBe('');
  expect(read.code).toBe(0);
  // The contract's shape, exactly: a field too many or missing fails the strict schema.
  return ratingsReplySchema.parse(JSON.parse(read.out));
}

describe('sabot ratings of the hand-worked session script', () => {
  it('writes, a rating at a time, byte for byte the document the ratings read whole make', async () => {
    const db = await ratedLog();
    for (const query of [{}, { player: 'P-20001' }, { player: 'nobody' }]) {
      const args = query.player === undefined ? [] : ['--player', query.player];
      const read = await runSabot('ratings', '--db', db, '--json', ...args);
      expect(read.code).toBe(0);
      expect(read.out, JSON.stringify(query)).toBe(jsonText(ratingsReply(readRatingsOfFile(db, query), db)));
    }
  });

  it('--read-only leaves the file as it was (an evidence copy) and rates the same', async () => {
    const db = await ratedLog();
    const digest = () => createHash('sha256').update(readFileSync(db)).digest('hex');
    const before = digest();
    const untouched = await ratings(db, '--read-only');
    expect(digest()).toBe(before);
    // The same ratings the reading that fills the rounds' cache gives, which does write the file.
    expect(await ratings(db)).toEqual(untouched);
    expect(digest()).not.toBe(before);
  });

  it('rates each carded player exactly as the script works it out; bob, without a card, is not rated', async () => {
    const db = await ratedLog();
    const before = await ratings(db);
    expect(before.ratings.map((rating) => rating.player)).toEqual(['P-10442', 'P-20001']);
    const [ann, carol] = before.ratings;
    expect(ann).toMatchObject({
      player: 'P-10442',
      table: 'bj-07',
      start: '2026-11-02T17:05:00.000Z',
      end: '2026-11-02T17:46:00.000Z',
      rounds: 3,
      hands: 4,
      averageBet: 25,
      stakes: 75,
      actual: 110,
      theo: null,
      edge: null,
    });
    expect(ann?.hours).toBeCloseTo(41 / 60, 12);
    expect(ann?.roundsPerHour).toBeCloseTo(180 / 41, 12);
    expect(carol).toMatchObject({
      start: '2026-11-02T17:49:00.000Z',
      end: '2026-11-02T17:59:00.000Z',
      rounds: 1,
      hands: 1,
      averageBet: 40,
      stakes: 40,
      actual: 40,
    });
    expect(carol?.roundsPerHour).toBeCloseTo(6, 12);
    // Without an edge, the ratings say which command records one.
    expect(before.withoutEdge).toEqual([
      { profile: 'classic-6d', command: `sabot edge record --db ${db} --operator NAME` },
    ]);
  });

  it('given an edge computed for the table, then theo is stakes × edge, within ±1.96 standard errors', async () => {
    const db = await ratedLog();
    const edge = await computedEdge(db);
    expect(edge.method).toBe('simulation');
    expect(edge.standardError).toBeGreaterThan(0);
    const after = await ratings(db);
    expect(after.withoutEdge).toEqual([]);
    for (const rating of after.ratings) {
      expect(rating.edge).toBe(edge.edge);
      expect(rating.theo).toBeCloseTo(rating.stakes * edge.edge, 9);
      expect(rating.theoLow).toBeCloseTo(rating.stakes * (edge.edge - 1.96 * edge.standardError), 9);
      expect(rating.theoHigh).toBeCloseTo(rating.stakes * (edge.edge + 1.96 * edge.standardError), 9);
    }
    // The same seed and rounds find the same edge: the fact can be checked by anyone.
    expect((await computedEdge(db)).edge).toBe(edge.edge);
  });

  it('filters by player and by gaming day', async () => {
    const db = await ratedLog();
    expect((await ratings(db, '--player', 'P-20001')).ratings.map((r) => r.player)).toEqual(['P-20001']);
    expect((await ratings(db, '--day', '2026-11-02')).ratings).toHaveLength(2);
    expect((await ratings(db, '--day', '2026-11-03')).ratings).toHaveLength(0);
  });

  it('prints a table for the pit boss, naming the command an edge needs', async () => {
    const db = await ratedLog();
    const read = await runSabot('ratings', '--db', db);
    expect(read.code).toBe(0);
    expect(read.out).toMatch(/P-10442 \(ann\) +2026-11-02 17:05 +0\.68 +3 \/ 4 +25 +75 +110/);
    expect(read.out).toContain('sabot edge record --db');
    // Whose result each figure is, and what its sign means, in words.
    expect(read.out).toContain("player's result: what the player won (+) or lost (−) over the session");
    expect(read.out).toContain("house's theo: what the house expects to win of the stakes at its edge");
  });

  it('given simulated days and no step of anyone, then theo is rated with the exact edge, which a later simulation does not replace', async () => {
    const db = join(tempDir(), 'days.db');
    const argv = ['--profile', 'classic-6d', '--days', '2', '--hours', '1', '--seed', '5', '--db', db];
    const simulated = await runSabot('simulate', ...argv);
    expect(simulated.code, simulated.err).toBe(0);
    const exact = await runSabot('edge', 'exact', '--profile', 'classic-6d', '--json');
    const edge = -(JSON.parse(exact.out) as { ev: number }).ev;
    expect(edge).toBeGreaterThan(0);
    const rated = await ratings(db);
    expect(rated.withoutEdge).toEqual([]);
    expect(rated.ratings.length).toBeGreaterThan(0);
    for (const rating of rated.ratings) {
      expect(rating.edge).toBe(edge);
      expect(rating.theo).toBeCloseTo(rating.stakes * edge, 9);
      // The exact figure has no sampling error: the interval is the figure.
      expect(rating.theoLow).toBeCloseTo(rating.theo ?? Number.NaN, 9);
    }
    // Recorded by hand on another log, the same figure, said in a sentence.
    const scripted = await ratedLog();
    const recorded = await runSabot('edge', 'record', '--db', scripted, '--operator', 'pat');
    expect(recorded.out).toMatch(
      /^the exact house edge of classic-6d, 0\.\d+ ?%, is recorded: the ratings use it\n$/,
    );
    expect((await ratings(scripted)).ratings.every((rating) => rating.edge === edge)).toBe(true);
    // A simulation recorded after it is a check, not the figure the ratings use.
    expect((await computedEdge(db)).method).toBe('simulation');
    expect((await ratings(db)).ratings.every((rating) => rating.edge === edge)).toBe(true);
  });
});
