import { describe, expect, it } from 'vitest';
import { listRoundPage } from '../../../app/core/review/table-review.js';
import type { Card } from '../../../engine/cards/card.js';
import { seededRandom } from '../../../engine/random/seeded.js';
import { contextOf } from '../../../engine/round/table.js';
import {
  ALL,
  BOSS,
  cardsOf,
  expectProjectionIsTheFold,
  KEYS,
  openPlayedTable,
  otherSuit,
} from './projected-table.js';

/**
 * The round list's projection, kept in the log's file fact by fact, against a fresh fold of the
 * whole log into memory and against the list by definition (one replay with the engine's
 * RoundTracker), after random sequences of play, corrections, voids, rulings, keying mistakes,
 * a garbled frame and the table opened again.
 */
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
            const cards = cardsOf(service.log.factsOfRound(past));
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
            const last = service.log.last();
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
    table.service.openDeviceJournal().append({
      receivedAt: table.service.log.last()?.metadata.time ?? '',
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

  it('is paged newest first and filtered in the projection: the pages of each filter are the filtered list', () => {
    const table = openPlayedTable(61);
    table.play(300);
    expect(table.desk.voidRound(4, 'dealer error', BOSS).ok).toBe(true);
    expect(table.desk.recordRuling(9, 'checked on camera', BOSS).ok).toBe(true);
    table.play(20, KEYS);
    const all = listRoundPage(table.service, ALL).rounds;
    expect(all.length).toBeGreaterThan(15);
    expect(all.map((round) => round.round)).toEqual(
      [...all.map((round) => round.round)].sort((a, b) => b - a),
    );
    const filters = [
      {},
      { box: 2 },
      { box: 5 },
      { bettor: 'box3' },
      { flag: 'void' },
      { flag: 'correction' },
    ] as const;
    for (const filter of filters) {
      const pages: number[][] = [];
      let before: number | undefined;
      for (;;) {
        const page = listRoundPage(table.service, { ...filter, limit: 7, ...(before && { before }) });
        pages.push(page.rounds.map((round) => round.round));
        expect(page.rounds.length).toBeLessThanOrEqual(7);
        if (page.next === null) break;
        expect(page.next).toBe(page.rounds.at(-1)?.round);
        before = page.next;
      }
      const wanted = all.filter(
        (round) =>
          (!('box' in filter) || round.boxes.includes(filter.box)) &&
          (!('bettor' in filter) || round.bettors.includes(filter.bettor)) &&
          (!('flag' in filter) || round.flags.includes(filter.flag)),
      );
      expect(pages.flat(), JSON.stringify(filter)).toEqual(wanted.map((round) => round.round));
    }
    expect(listRoundPage(table.service, { box: 5 }).rounds).toEqual([]);
    expect(listRoundPage(table.service, { flag: 'void' }).rounds.map((round) => round.round)).toEqual([4]);
    expect(listRoundPage(table.service, {}).rounds).toHaveLength(Math.min(50, all.length));
    table.service.close();
  });
});
