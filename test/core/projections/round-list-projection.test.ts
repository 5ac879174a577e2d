import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DeviceJournal } from '../../../app/core/log/device-journal.js';
import type { StoredEvent } from '../../../app/core/log/event-types.js';
import { readerTroubleTimes } from '../../../app/core/projections/reader-trouble.js';
import { projectInMemory } from '../../../app/core/projections/round-list-in-memory.js';
import { roundPage } from '../../../app/core/projections/round-list-query.js';
import type { RoundSummary } from '../../../app/core/projections/round-list-types.js';
import { listRoundPage } from '../../../app/core/review/table-review.js';
import { PitBossDesk } from '../../../app/core/table/pit-boss-desk.js';
import { type InputMeta, TableService } from '../../../app/core/table/table-service.js';
import type { Card } from '../../../engine/cards/card.js';
import { seededRandom } from '../../../engine/random/seeded.js';
import { contextOf } from '../../../engine/round/table.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { SessionDriver } from '../crash/session-driver.js';
import { tempDir } from '../log/log-fixtures.js';
import { roundListByReplay } from './round-list-by-replay.js';

/**
 * The round list's projection, kept in the log's file fact by fact, against a fresh fold of the
 * whole log into memory and against the list by definition (one replay with the engine's
 * RoundTracker), after random sequences of play, corrections, voids, rulings, keying mistakes,
 * a garbled frame and the table opened again.
 */
const BOSS = { operator: 'pit-boss-ana', pin: '482913' };
const SHOE: InputMeta = { source: 'shoe', operator: 'croupier-7' };
const KEYS: InputMeta = { source: 'keyboard', operator: 'croupier-9' };
const ALL = { limit: 500 } as const;

/** The same rank in another suit: a corrected card that leaves the play after it standing. */
const otherSuit = (card: string): string => `${card.slice(0, -1)}${card.endsWith('H') ? 'S' : 'H'}`;

function cardsOf(events: readonly StoredEvent[]): { position: number; card: string }[] {
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
function expectProjectionIsTheFold(service: TableService, dbPath: string): RoundSummary[] {
  const projected = listRoundPage(service, ALL).rounds;
  const fresh = projectInMemory(dbPath);
  try {
    expect(projected).toEqual(roundPage(fresh.rows, ALL, fresh.log).rounds);
  } finally {
    fresh.close();
  }
  const replayed = roundListByReplay(service, readerTroubleTimes(service.db));
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

describe("the round list's projection", () => {
  it.each([11, 47, 53])(
    'equals a fresh fold of the log after a random session with corrections and voids (seed %i)',
    (seed) => {
      const table = openPlayedTable(seed);
      const random = seededRandom(seed);
      const pick = (n: number) => Math.floor(random() * n);
      expectProjectionIsTheFold(table.service, table.dbPath);
      let pastVoids = 0;
      for (let step = 0; step < 16; step++) {
        const { service, desk } = table;
        const current = contextOf(service.snapshot).round.number;
        const past = 1 + pick(Math.max(1, current - 1));
        switch (pick(7)) {
          case 0:
          case 1:
            table.play(1 + pick(60));
            break;
          case 2: {
            // Another suit leaves the play standing; another rank changes what followed in the round.
            const cards = cardsOf(service.store.readStream(`round-${past}`));
            const card = cards[pick(cards.length)];
            const fixed =
              card && (pick(2) === 0 ? otherSuit(card.card) : `${'2579TK'[pick(6)]}${card.card.slice(-1)}`);
            if (card && fixed) expect(desk.correctCard(card.position, fixed, 'misread', BOSS).ok).toBe(true);
            break;
          }
          case 3:
            if (desk.voidRound(past, 'dealer error', BOSS).ok) pastVoids += 1;
            break;
          case 4:
            expect(desk.recordRuling(past, 'checked on camera', BOSS).ok).toBe(true);
            break;
          case 5: {
            table.play(1 + pick(5), KEYS);
            const last = service.store.last();
            if (last?.type === 'CardDrawn' && last.metadata.source === 'keyboard')
              expect(
                service.rekeyLastCard(otherSuit((last.data as { card: string }).card) as Card, KEYS).ok,
              ).toBe(true);
            break;
          }
          default:
            table.reopen();
        }
        expectProjectionIsTheFold(table.service, table.dbPath);
      }
      const flags = new Set(listRoundPage(table.service, ALL).rounds.flatMap((round) => round.flags));
      expect(flags.has('correction')).toBe(true);
      expect(pastVoids).toBeGreaterThan(0);
      table.service.close();
    },
  );

  it('flags the round during which the reader sent a garbled frame, and finds it by that flag', () => {
    const table = openPlayedTable(41);
    table.play(60);
    const during = contextOf(table.service.snapshot).round.number;
    new DeviceJournal(table.service.db).append({
      receivedAt: table.service.store.last()?.metadata.time ?? '',
      device: '/dev/ttyUSB0',
      raw: new TextEncoder().encode('SBT1 C 0042 Q? 9F1A\n'),
      decoded: null,
      verdict: 'rejected',
      reason: 'unknown card "Q?"',
    });
    table.play(40);
    const alarmed = listRoundPage(table.service, { flag: 'alarm' }).rounds;
    expect(alarmed.map((round) => round.round)).toEqual([during]);
    expect(alarmed[0]?.flags).toContain('alarm');
    expectProjectionIsTheFold(table.service, table.dbPath);
    table.service.close();
  });
});
