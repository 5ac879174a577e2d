import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { readRatingsOfFile } from '../../../app/core/ratings/ratings-reader.js';
import type { LogEvent } from '../../../engine/log/log-events.js';
import { roundOfStream } from '../../../engine/log/log-events.js';
import { ratingSessions } from '../../../engine/ratings/rating-sessions.js';
import type { TimedFact } from '../../../engine/ratings/round-for-ratings.js';
import { scriptedLog, voidRoundOf } from '../../support/scripted-log.js';

/** The whole log in memory, as the engine's own reading of the sessions takes it. */
function everyFact(db: string): TimedFact[] {
  const log = new Database(db, { readonly: true });
  try {
    return log
      .prepare<[], [number, string, string, string, string]>(
        "SELECT position, stream, type, data, json_extract(metadata, '$.time') FROM events ORDER BY position",
      )
      .raw()
      .all()
      .map(([position, stream, type, data, time]) => ({
        position,
        round: roundOfStream(stream),
        time,
        event: { ...JSON.parse(data), type } as LogEvent,
      }));
  } finally {
    log.close();
  }
}

const counted = (ratings: readonly { player: string; rounds: number; stakes: number; actual: number }[]) =>
  ratings.map(({ player, rounds, stakes, actual }) => ({ player, rounds, stakes, actual }));

describe('the ratings read a chunk of rounds at a time', () => {
  it('give, whatever the chunk, cold or cached, and after a late void, what the whole log in memory gives', async () => {
    const db = await scriptedLog('ratings-two-players', '--time-zone', 'UTC');
    const whole = () => counted(ratingSessions(everyFact(db), () => 'rules'));
    const before = whole();
    expect(before.length).toBeGreaterThan(0);
    // Chunks of one and of three rounds cut the log's four rounds across their boundaries.
    // Each chunk read stream by stream, and in one pass over its stretch of the log.
    const readings = [1, 2, 3, 1024].flatMap((chunk) =>
      [1, 64].map((streamByStream) => ({ chunk, streamByStream })),
    );
    for (const reading of readings)
      expect(counted(readRatingsOfFile(db, { reading }).ratings), JSON.stringify(reading)).toEqual(before);

    voidRoundOf(db, 2);
    // Round 2's re-settlement stands after round 4's facts: a chunk that ends before it still reads it.
    const after = whole();
    expect(after).not.toEqual(before);
    for (const reading of readings)
      expect(
        counted(readRatingsOfFile(db, { reading }).ratings),
        `${JSON.stringify(reading)}, voided`,
      ).toEqual(after);
  });
});
