import { expect } from 'vitest';
import { toLoggedEvent } from '../../../app/core/log/log-mapping.js';
import type { ReplayedRound } from '../../../app/core/table/replay-log.js';
import { auditRound } from '../../../app/core/table/round-audit.js';
import type { TableService } from '../../../app/core/table/table-service.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { BOSS, playedSession } from './played-session.js';

/**
 * Sixty rounds played, then rulings on rounds long closed: a void of round 10, a card of round 20
 * corrected, a note on round 30. Each is recorded in its round's stream well after the round ended.
 */
export function ruledSession() {
  const session = playedSession(home1d, 60);
  const { service, desk } = session;
  expect(desk.voidRound(10, 'dealt from the wrong shoe', BOSS).ok).toBe(true);
  const drawn = service.log.factsOfRound(20).find((fact) => fact.type === 'CardDrawn');
  if (!drawn) throw new Error('round 20 drew no card');
  const card = String((drawn.data as { card: string }).card);
  expect(desk.correctCard(drawn.position, card, 'reader misread', BOSS).ok).toBe(true);
  expect(desk.recordRuling(30, 'the player at box 2 was warned', BOSS).ok).toBe(true);
  return session;
}

/** What replay must hand over, worked out the long way: the whole fold, then each round's whole stream. */
export function replayedTheLongWay(service: TableService): ReplayedRound[] {
  return service.log.replay().rounds.map((report) => ({
    report,
    audit: auditRound(service.log.factsOfRound(report.round).map(toLoggedEvent), report),
  }));
}
