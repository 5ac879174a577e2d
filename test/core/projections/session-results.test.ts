import { describe, expect, it } from 'vitest';
import { toLoggedEvent } from '../../../app/core/log/log-mapping.js';
import { SESSION_RESULTS_ROUNDS } from '../../../app/core/projections/session-results.js';
import { sessionResultsOf } from '../../../app/core/review/table-review.js';
import type { TableService } from '../../../app/core/table/table-service.js';
import { foldStream, isRefold } from '../../../engine/log/fold-log.js';
import {
  RoundEndTracker,
  type SessionResults,
  sessionResults,
} from '../../../engine/round/session-results.js';
import { contextOf } from '../../../engine/round/table.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { BOSS, playedSession } from '../table/played-session.js';

/** The charts as a fold of the whole log from its first fact draws them. */
function fromScratch(service: TableService): SessionResults {
  const logged = service.log.readFrom(1).map(toLoggedEvent);
  const corrections = logged.filter((entry) => isRefold(entry));
  const tracker = new RoundEndTracker(SESSION_RESULTS_ROUNDS);
  const { snapshot } = foldStream(logged, corrections, null, {
    observe: (_, after) => tracker.observe(contextOf(after)),
  });
  const shoe = snapshot ? contextOf(snapshot).shoe.shoeNumber : 1;
  return sessionResults(tracker.finished(), shoe, SESSION_RESULTS_ROUNDS);
}

describe("the dashboard's session results at a home game", () => {
  // A home session is ten rounds (11 to 20 hold the charts' first, 16): a void of round 13 moves
  // the bank the charts start from.
  it('given 215 rounds, when a round older than the charts is voided, then the bank reads as a fold of the whole log does', () => {
    const { service, desk } = playedSession(home1d, 215);
    expect(sessionResultsOf(service)).toEqual(fromScratch(service));
    const bankBefore = sessionResultsOf(service).bankBefore;

    expect(desk.voidRound(13, 'dealt from the wrong shoe', BOSS).ok).toBe(true);
    const after = sessionResultsOf(service);
    expect(after.rounds[0]?.round).toBe(16);
    expect(after.rounds.filter((round) => round.voided)).toEqual([]);
    expect(after).toEqual(fromScratch(service));
    expect(after.bankBefore).not.toBe(bankBefore);
    service.close();
  });

  it('given the round just before the charts and one inside them voided late, then every figure still matches the whole log', () => {
    const { service, desk } = playedSession(home1d, 215);
    expect(desk.voidRound(15, 'cards exposed', BOSS).ok).toBe(true);
    expect(sessionResultsOf(service)).toEqual(fromScratch(service));
    expect(desk.voidRound(120, 'cards exposed', BOSS).ok).toBe(true);
    const after = sessionResultsOf(service);
    expect(after.rounds.filter((round) => round.voided).map((round) => round.round)).toEqual([120]);
    expect(after).toEqual(fromScratch(service));
    service.close();
  });
});
