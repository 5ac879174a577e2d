import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RoundSummary } from '../../app/contract.js';
import { DeviceJournal } from '../../app/core/log/device-journal.js';
import type { StoredEvent } from '../../app/core/log/event-types.js';
import { PitBossDesk } from '../../app/core/table/pit-boss-desk.js';
import { type InputMeta, TableService } from '../../app/core/table/table-service.js';
import { listRounds, troubledDuring } from '../../app/server/round-summaries.js';
import { catchUp } from '../../app/server/round-summaries-catch-up.js';
import { roundSummariesOf } from '../../app/server/round-summaries-feed.js';
import { foldRoundSummariesFromFile } from '../../app/server/round-summaries-from-file.js';
import type { Card } from '../../engine/cards/card.js';
import { contextOf } from '../../engine/round/table.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { SessionDriver } from '../core/crash/session-driver.js';
import { tempDir } from '../core/log/log-fixtures.js';

/**
 * The screens' round list, folded once and then followed fact by fact, against the list by
 * definition: one replay of the whole log (listRounds). Here from the TypeScript sources, where
 * the fold runs on this thread; round-summaries-off-thread.test.ts runs the built one, on a worker.
 */
const BOSS = { operator: 'pit-boss-ana', pin: '482913' };
const SHOE: InputMeta = { source: 'shoe', operator: 'croupier-7' };
const KEYS: InputMeta = { source: 'keyboard', operator: 'croupier-7' };

function openTable() {
  const dbPath = join(tempDir(), 'table.db');
  const service = TableService.open({ dbPath, profile: classic6d });
  const desk = new PitBossDesk(service);
  desk.guard.setPin('pit-boss', BOSS.pin, { operator: 'manager' });
  const driver = new SessionDriver(41, 3);
  /** Plays the next inputs of the session; says what the last one recorded. */
  const play = (inputs: number, meta = SHOE): string | undefined => {
    let recorded: string | undefined;
    for (let played = 0; played < inputs; played++) {
      const result = service.submit(driver.next(service.snapshot), meta);
      if (!result.ok) throw new Error(result.reason);
      recorded = result.events[0]?.type;
    }
    return recorded;
  };
  const playRounds = (rounds: number) => {
    const until = contextOf(service.snapshot).round.number + rounds;
    while (contextOf(service.snapshot).round.number < until) play(1);
  };
  const sameAsReplay = async (filter = {}) => {
    const listed = await roundSummariesOf(service, dbPath, filter);
    expect(listed).toEqual(listRounds(service, filter));
    return listed;
  };
  return { service, dbPath, desk, play, playRounds, sameAsReplay };
}

function cardDrawn(event: StoredEvent | undefined): { position: number; card: string } {
  if (event?.type !== 'CardDrawn') throw new Error('no card drawn there');
  return { position: event.position, card: (event.data as { card: string }).card };
}

/** The same rank in another suit: a corrected card that leaves the play after it standing. */
const otherSuit = (card: string): string => `${card.slice(0, -1)}${card.endsWith('H') ? 'S' : 'H'}`;

const flagsOf = (listed: readonly RoundSummary[], round: number) =>
  listed.find((summary) => summary.round === round)?.flags;

describe("the pit boss's round list, followed", () => {
  it('is the replay of the whole log after rounds, corrections, voids, rulings and an alarm', async () => {
    const { service, desk, play, playRounds, sameAsReplay } = openTable();
    await sameAsReplay();
    playRounds(30);
    play(3);
    expect(await sameAsReplay()).toHaveLength(31);

    // Round by round as they are played, the round in play among them.
    for (let input = 0; input < 40; input++) {
      play(1);
      if (input % 7 === 0) await sameAsReplay();
    }

    // A misread of a past round: the same rank in another suit, so the play after it stands.
    const misread = cardDrawn(service.store.readStream('round-5').find(({ type }) => type === 'CardDrawn'));
    expect(desk.correctCard(misread.position, otherSuit(misread.card), 'misread', BOSS).ok).toBe(true);
    expect(flagsOf(await sameAsReplay(), 5)).toContain('correction');

    playRounds(2);
    expect(desk.voidRound(7, 'dealer error', BOSS).ok).toBe(true);
    expect(flagsOf(await sameAsReplay(), 7)).toContain('void');
    expect(desk.recordRuling(3, 'checked on camera', BOSS).ok).toBe(true);
    expect(flagsOf(await sameAsReplay(), 3)).toEqual(['correction']);

    // The croupier's own keying mistake in the round in play, then a void of that round.
    playRounds(1);
    while (play(1, KEYS) !== 'CardDrawn') {}
    const current = contextOf(service.snapshot).round.number;
    const keyed = cardDrawn(service.store.last());
    expect(service.rekeyLastCard(otherSuit(keyed.card) as Card, KEYS).ok).toBe(true);
    expect(flagsOf(await sameAsReplay(), current)).toContain('correction');
    expect(desk.voidRound(current, 'dispute', BOSS).ok).toBe(true);
    expect(flagsOf(await sameAsReplay(), current)).toContain('void');

    // A garbled frame from the reader during the next round.
    playRounds(1);
    new DeviceJournal(service.db).append({
      receivedAt: new Date().toISOString(),
      device: '/dev/ttyUSB0',
      raw: new TextEncoder().encode('SBT1 C 0042 Q? 9F1A\n'),
      decoded: null,
      verdict: 'rejected',
      reason: 'unknown card "Q?"',
    });
    playRounds(2);
    const listed = await sameAsReplay();
    expect(listed.filter((summary) => summary.flags.includes('alarm'))).toHaveLength(1);
    for (const filter of [{ flag: 'void' }, { flag: 'correction' }, { box: 2 }, { bettor: 'box1' }] as const)
      await sameAsReplay(filter);
  });

  it('is the replay when a read of the log taken rounds ago is caught up with what was played since', () => {
    const { service, dbPath, play, playRounds } = openTable();
    playRounds(12);
    play(4);
    const read = foldRoundSummariesFromFile(dbPath);
    playRounds(3);
    play(5);
    const { fold, table } = catchUp(service, read);
    expect(table).toEqual(service.snapshot);
    expect(fold.summaries(table, troubledDuring(service))).toEqual(listRounds(service, {}));
  });
});
