import { join } from 'node:path';
import { vi } from 'vitest';
import { EventStore } from '../../../app/core/log/event-store.js';
import { reasonOf } from '../../../app/core/sentences.js';
import { PitBossDesk } from '../../../app/core/table/pit-boss-desk.js';
import { TableService } from '../../../app/core/table/table-service.js';
import { contextOf, phaseOf } from '../../../engine/round/table.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { SessionDriver } from '../crash/session-driver.js';
import { tempDir } from '../log/log-fixtures.js';

export const BOSS = { operator: 'pit-boss-ana', pin: '482913' } as const;
const shoe = { source: 'shoe', operator: 'croupier-7' } as const;

/**
 * A table that has played `rounds` rounds of the crash harness's croupier (three boxes at the
 * minimum, draw to 17, a seeded shoe), written by the real service with its snapshot cache, and
 * the pit boss's desk. The session runs in one outer transaction (each append joins it as a
 * savepoint) so a few hundred rounds cost one disk sync, not thousands.
 */
export function playedSession(profile: RuleProfile, rounds: number, seed = 7_301) {
  const dbPath = join(tempDir(), 'table.db');
  let tick = 0;
  const clock = () => new Date(Date.UTC(2026, 10, 29, 18) + tick++ * 4000);
  const service = TableService.open({ dbPath, profile, clock });
  const desk = new PitBossDesk(service, clock);
  desk.guard.setPin(desk.role, BOSS.pin, { operator: 'manager' });
  const driver = new SessionDriver(seed, 3);
  const playThrough = (last: number): void => {
    service.batch.open();
    try {
      while (!finished(service, last)) {
        const result = service.submit(driver.next(service.snapshot), shoe);
        if (!result.ok) throw new Error(`the session was refused: ${reasonOf(result)}`);
      }
      service.batch.commit();
    } catch (error) {
      service.batch.undo();
      throw error;
    }
  };
  playThrough(rounds);
  return { dbPath, service, desk, playThrough };
}

const finished = (service: TableService, last: number): boolean => {
  const round = contextOf(service.snapshot).round.number;
  return round > last || (round === last && phaseOf(service.snapshot) === 'settled');
};

const readFactPages = EventStore.prototype.factPagesFrom;

/**
 * Counts the facts read from a log a page at a time from now on (every fold from the snapshot
 * cache does): the class is watched, the store being the service's own, and these tests open one
 * log at a time. A later call counts afresh.
 */
export function countFactsRead(): { count: () => number; reset: () => void } {
  let count = 0;
  vi.spyOn(EventStore.prototype, 'factPagesFrom').mockImplementation(function* (this: EventStore, ...args) {
    for (const page of readFactPages.apply(this, args)) {
      count += page.length;
      yield page;
    }
  });
  return { count: () => count, reset: () => (count = 0) };
}

/** Position of a round's first fact. */
export function firstFactOf(service: TableService, round: number): number {
  const first = service.log.factsOfRound(round)[0];
  if (!first) throw new Error(`round ${round} is not in the log`);
  return first.position;
}
