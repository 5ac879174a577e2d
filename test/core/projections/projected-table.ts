import { join } from 'node:path';
import { expect } from 'vitest';
import type { StoredEvent } from '../../../app/core/log/event-types.js';
import { readerTroubleTimes } from '../../../app/core/projections/reader-trouble.js';
import { projectInMemory } from '../../../app/core/projections/round-list-in-memory.js';
import { roundPage } from '../../../app/core/projections/round-list-query.js';
import type { RoundSummary } from '../../../app/core/projections/round-list-types.js';
import { listRoundPage } from '../../../app/core/review/table-review.js';
import { PitBossDesk } from '../../../app/core/table/pit-boss-desk.js';
import { TableService } from '../../../app/core/table/table-service.js';
import type { InputMeta } from '../../../app/core/table/table-service-types.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { onLogFile } from '../../support/log-file.js';
import { SessionDriver } from '../crash/session-driver.js';
import { tempDir } from '../log/log-fixtures.js';
import { roundListByReplay } from './round-list-by-replay.js';

export const BOSS = { operator: 'pit-boss-ana', pin: '482913' };
export const SHOE: InputMeta = { source: 'shoe', operator: 'croupier-7' };
export const KEYS: InputMeta = { source: 'keyboard', operator: 'croupier-9' };
export const ALL = { limit: 500 } as const;

/** The same rank in another suit: a corrected card that leaves the play after it standing. */
export const otherSuit = (card: string): string => `${card.slice(0, -1)}${card.endsWith('H') ? 'S' : 'H'}`;

export function cardsOf(events: readonly StoredEvent[]): { position: number; card: string }[] {
  return events
    .filter((event) => event.type === 'CardDrawn')
    .map((event) => ({ position: event.position, card: (event.data as { card: string }).card }));
}

export function openPlayedTable(seed: number) {
  const dbPath = join(tempDir(), 'table.db');
  let tick = 0;
  const clock = () => new Date(Date.UTC(2026, 10, 29, 18) + tick++ * 4000);
  let service = TableService.open({ dbPath, profile: classic6d, clock });
  let desk = new PitBossDesk(service, clock);
  desk.guard.setPin('pit-boss', BOSS.pin, { operator: 'manager' });
  const driver = new SessionDriver(seed, 3);
  const table = {
    dbPath,
    get service() {
      return service;
    },
    get desk() {
      return desk;
    },
    /** A corrected card can make a later one impossible (a seventh 2♠ of six decks): refused, as at a table. */
    play(inputs: number, meta = SHOE): void {
      for (let played = 0, refused = 0; played < inputs && refused < 5; played++)
        refused = service.submit(driver.next(service.snapshot), meta).ok ? 0 : refused + 1;
    },
    reopen(): void {
      service.close();
      service = TableService.open({ dbPath, clock });
      desk = new PitBossDesk(service, clock);
    },
  };
  return table;
}

/** The three lists agree: the projection's, a fresh fold's in memory, and the replay's. */
export function expectProjectionIsTheFold(service: TableService, dbPath: string): RoundSummary[] {
  const projected = listRoundPage(service, ALL).rounds;
  const fresh = projectInMemory(dbPath, { fromFirstFact: true });
  try {
    expect(projected).toEqual(roundPage(fresh.rows, ALL, fresh.log).rounds);
  } finally {
    fresh.close();
  }
  const replayed = roundListByReplay(service, onLogFile(dbPath, readerTroubleTimes));
  expect(
    projected.map(({ round, shoe, boxes, bettors, flags, net }) => ({
      round,
      shoe,
      boxes,
      bettors,
      flags,
      net,
    })),
  ).toEqual(replayed);
  return projected;
}
