import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { readRatingsOfFile } from '../../../app/core/ratings/ratings-reader.js';
import { scriptedLog, voidRoundOf } from '../../support/scripted-log.js';

const cachedRounds = (db: string): number => {
  const log = new Database(db, { readonly: true });
  try {
    return log.prepare<[], number>('SELECT count(*) FROM rating_rounds').pluck().get() ?? 0;
  } finally {
    log.close();
  }
};

describe("the ratings' rounds cache (rating_rounds)", () => {
  it('is filled by the first reading, read by the next, and a re-settled round is read again from its facts', async () => {
    const db = await scriptedLog('ratings-two-players', '--time-zone', 'UTC');
    expect(cachedRounds(db)).toBe(0);
    const first = readRatingsOfFile(db).ratings;
    expect(cachedRounds(db)).toBe(4);
    expect(readRatingsOfFile(db).ratings).toEqual(first);
    expect(first[0]).toMatchObject({ player: 'P-10442', rounds: 3, stakes: 7500, actual: 11000 });

    // The pit boss voids round 3 (ann's split, +60): its re-settlement makes the cached round stale.
    voidRoundOf(db, 3);
    const [ann] = readRatingsOfFile(db).ratings;
    expect(ann).toMatchObject({ rounds: 2, hands: 2, stakes: 4500, actual: 5000 });
  });
});
