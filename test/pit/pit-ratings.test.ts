import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingsReplySchema } from '../../app/contract/ratings.js';
import { type PgCluster, startPgCluster } from '../support/pg-cluster.js';
import { runSabot } from '../support/run-cli.js';
import { computedEdge, scriptedLog } from '../support/scripted-log.js';

let cluster: PgCluster;

beforeAll(async () => {
  cluster = await startPgCluster();
});

afterAll(async () => {
  await cluster?.stop();
});

describe('sabot ratings --pg: the ratings of every table of the pit', () => {
  it('given two tables shipped to the center, one with its house edge, then each rated session is listed under its table', {
    timeout: 60_000,
  }, async () => {
    // The hand-worked session script at two tables: bj-07 with an edge, bj-08 without.
    const first = await scriptedLog('ratings-two-players', '--time-zone', 'UTC');
    const { edge } = await computedEdge(first);
    const second = join(first, '..', 'bj-08.db');
    const other = await scriptedLog('ratings-two-players', '--time-zone', 'UTC');
    copyFileSync(other, second);
    copyFileSync(`${other}.head`, `${second}.head`);
    for (const db of [first, second]) {
      const shipped = await runSabot('ship', '--db', db, '--pg', cluster.url);
      expect(shipped.code, shipped.err).toBe(0);
    }
    const read = await runSabot('ratings', '--pg', cluster.url, '--json');
    expect(read.err).toBe('');
    expect(read.code).toBe(0);
    const reply = ratingsReplySchema.parse(JSON.parse(read.out));
    expect(
      reply.ratings.map((rating) => [rating.table, rating.player, rating.stakes, rating.actual]),
    ).toEqual([
      ['bj-07', 'P-10442', 75, 110],
      ['bj-07', 'P-20001', 40, 40],
      ['bj-08', 'P-10442', 75, 110],
      ['bj-08', 'P-20001', 40, 40],
    ]);
    expect(reply.ratings[0]?.theo).toBeCloseTo(75 * edge, 9);
    expect(reply.ratings[2]?.theo).toBeNull();
    expect(reply.withoutEdge).toEqual([
      { profile: 'classic-6d', command: 'sabot edge record --db bj-08.db --operator NAME' },
    ]);
  });

  it('refuses to read both one table and the pit, or neither', async () => {
    expect((await runSabot('ratings')).code).toBe(2);
    expect((await runSabot('ratings', '--db', 'a.db', '--pg', cluster.url)).code).toBe(2);
  });
});
