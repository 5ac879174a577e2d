import { describe, expect, it } from 'vitest';
import { toLoggedEvent } from '../../../app/core/log/log-mapping.js';
import { SNAPSHOT_EVERY_ROUNDS } from '../../../app/core/log/snapshot-cache.js';
import { TableService } from '../../../app/core/table/table-service.js';
import { foldLog } from '../../../engine/log/fold-log.js';
import { contextOf } from '../../../engine/round/table.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { BOSS, countFactsRead, firstFactOf, playedSession } from './played-session.js';

/**
 * Every round recalled as the fold of the whole log from its first fact reports it, and the table
 * now too. The rulings chosen leave every later fact possible (a void at a home game can leave a
 * player short of a later bet, and the rounds after it then fold differently from their streams).
 */
function expectRecallsAsFromScratch(service: TableService): void {
  const scratch = foldLog(service.log.readFrom(1).map(toLoggedEvent));
  expect(scratch.skipped).toEqual([]);
  for (const report of scratch.rounds)
    expect(service.recallRound(report.round).report, `round ${report.round}`).toEqual(report);
  expect(contextOf(service.snapshot)).toEqual(contextOf(scratch.snapshot ?? service.snapshot));
}

/** A ten-valued card of the round, and the same suit's other ten-valued rank: no total changes. */
function tenToSwap(service: TableService, round: number): { position: number; card: string } {
  const swap: Record<string, string> = { K: 'Q', Q: 'K', J: 'K', T: 'J' };
  for (const fact of service.log.factsOfRound(round)) {
    const card = fact.type === 'CardDrawn' ? String((fact.data as { card: string }).card) : '';
    const rank = swap[card.slice(0, 1)];
    if (rank) return { position: fact.position, card: `${rank}${card.slice(1)}` };
  }
  throw new Error(`round ${round} drew no ten-valued card`);
}

describe('the snapshot cache after a ruling on a past round', () => {
  it('given 120 rounds, when round 30 is voided, then recalling round 115 folds from a nearby snapshot again, before and after a restart', () => {
    const { dbPath, service, desk } = playedSession(classic6d, 120);
    const nearby = firstFactOf(service, 115) - firstFactOf(service, 115 - SNAPSHOT_EVERY_ROUNDS);
    const read = countFactsRead();
    service.recallRound(115);
    expect(read.count()).toBeLessThanOrEqual(nearby);

    expect(desk.voidRound(30, 'dealt from the wrong shoe', BOSS).ok).toBe(true);
    read.reset();
    service.recallRound(115);
    expect(read.count()).toBeLessThanOrEqual(nearby);
    read.reset();
    service.recallRound(115);
    expect(read.count()).toBeLessThanOrEqual(nearby);
    service.close();

    const reopened = TableService.open({ dbPath });
    const reread = countFactsRead();
    reopened.recallRound(115);
    expect(reread.count()).toBeLessThanOrEqual(nearby);
    reopened.close();
  });

  it('given a start-up after the void, then the table is rebuilt from a snapshot, not from the first fact', () => {
    const { dbPath, service, desk } = playedSession(classic6d, 120);
    expect(desk.voidRound(30, 'dealt from the wrong shoe', BOSS).ok).toBe(true);
    const table = contextOf(service.snapshot);
    service.close();
    const read = countFactsRead();
    const reopened = TableService.open({ dbPath });
    expect(contextOf(reopened.snapshot)).toEqual(table);
    expect(read.count()).toBeGreaterThan(0);
    expect(read.count()).toBeLessThanOrEqual(firstFactOf(reopened, 120) - firstFactOf(reopened, 100) + 50);
    reopened.close();
  });

  it('recalls every round as a fold from the first fact would, before and after late voids and card corrections', () => {
    const { service, desk, playThrough } = playedSession(home1d, 130);
    expectRecallsAsFromScratch(service);

    // Older than the latest snapshot (round 121); then the rounds just before two snapshots.
    expect(desk.voidRound(35, 'dealt from the wrong shoe', BOSS).ok).toBe(true);
    expectRecallsAsFromScratch(service);
    expect(desk.voidRound(40, 'cards exposed', BOSS).ok).toBe(true);
    expect(desk.voidRound(100, 'cards exposed', BOSS).ok).toBe(true);
    expectRecallsAsFromScratch(service);

    const misread = tenToSwap(service, 52);
    expect(desk.correctCard(misread.position, misread.card, 'reader misread', BOSS).ok).toBe(true);
    expect(service.recallRound(52).skipped).toEqual([]);
    expectRecallsAsFromScratch(service);

    // Rounds played since are cached live; a late void of a round before them all still counts.
    playThrough(165);
    expect(desk.voidRound(12, 'dealt from the wrong shoe', BOSS).ok).toBe(true);
    const card = tenToSwap(service, 150);
    expect(desk.correctCard(card.position, card.card, 'reader misread', BOSS).ok).toBe(true);
    expectRecallsAsFromScratch(service);
    service.close();
  });
});
