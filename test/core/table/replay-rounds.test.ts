import { describe, expect, it } from 'vitest';
import { type ReplayedRound, replayRounds } from '../../../app/core/table/replay-log.js';
import { replayedTheLongWay, ruledSession } from './ruled-session.js';

describe('replay round by round', () => {
  it('given rulings recorded long after their rounds, then each round is handed over with every one of them', () => {
    const { service } = ruledSession();
    const handed: ReplayedRound[] = [];
    const positions: number[] = [];
    const replayed = replayRounds(
      service,
      (round) => handed.push(round),
      (position) => positions.push(position),
    );

    expect(handed).toEqual(replayedTheLongWay(service));
    expect(replayed).toEqual({ profile: 'home-1d', rounds: handed.length, skipped: [] });
    const ruled = (round: number) => handed[round - 1]?.audit.corrections.map(({ type }) => type);
    expect(ruled(10)).toEqual(['RoundVoided']);
    expect(ruled(20)).toEqual(['CardCorrected']);
    expect(ruled(30)).toEqual(['RulingRecorded']);
    expect(handed[9]?.report.voided?.reason).toBe('dealt from the wrong shoe');
    // Every fact is told once, in order: what a progress bar counts.
    expect(positions).toEqual(Array.from({ length: service.log.lastPosition() }, (_, index) => index + 1));
    service.close();
  });

  it('given a round handed over, then it is the round as the fold ended it, before the next one is read', () => {
    const { service } = ruledSession();
    let lastRead = 0;
    const readWhenHanded: number[] = [];
    replayRounds(
      service,
      () => readWhenHanded.push(lastRead),
      (position) => {
        lastRead = position;
      },
    );
    // Not gathered to the end: round 1 goes out long before the log's last fact is read.
    expect(readWhenHanded[0]).toBeLessThan(service.log.lastPosition() / 10);
    expect(readWhenHanded).toEqual([...readWhenHanded].sort((a, b) => a - b));
    service.close();
  });
});
