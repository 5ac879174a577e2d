import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyLog } from '../../../app/core/log/verify.js';
import { reasonOf } from '../../../app/core/sentences.js';
import { PitBossDesk } from '../../../app/core/table/pit-boss-desk.js';
import { TableService } from '../../../app/core/table/table-service.js';
import { say } from '../../../engine/refusals/message.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { contextOf, phaseOf } from '../../../engine/round/table.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { cards } from '../../engine/round/played-table.js';
import { inEnglish } from '../../support/in-english.js';
import { journalText } from '../../support/journal-text.js';
import { tempDir } from '../log/log-fixtures.js';

const keyboard = { source: 'keyboard', operator: 'croupier-1' } as const;
const boss = { operator: 'pit-boss-ana', pin: '482913' };

function table(now = { time: new Date('2026-11-29T21:00:00Z') }, profile = classic6d) {
  const dbPath = join(tempDir(), 'table.db');
  const clock = () => now.time;
  const service = TableService.open({ dbPath, profile, clock });
  const desk = new PitBossDesk(service, clock);
  expect(desk.guard.setPin(desk.role, boss.pin, { operator: 'manager' })).toBeNull();
  return { dbPath, service, desk, now };
}

function play(service: TableService, inputs: TableInput[]): void {
  for (const input of inputs) {
    const result = service.submit(input, keyboard);
    if (!result.ok) throw new Error(`${JSON.stringify(input)}: ${reasonOf(result)}`);
  }
}

// Box 1 (10) and box 2 (bob, 10). Box 1: 9♠ 8♦ = 17 stands; box 2: T♣ 6♥ = 16 stands;
// dealer 7♥, then K♠ = 17. Box 1 pushes (0), bob loses 10.
const round1: TableInput[] = [
  { type: 'bet', box: 1, amount: 10 },
  { type: 'bet', box: 2, amount: 10, bettor: 'bob' },
  { type: 'deal' },
  ...cards('9S', 'TC', '7H', '8D', '6H'),
  { type: 'stand' },
  { type: 'stand' },
  ...cards('KS'),
];

describe('the pit boss desk', () => {
  it('refuses a wrong PIN, journals it without the PIN, and locks the role after five failures', () => {
    const { service, desk, now } = table();
    play(service, round1);
    const wrong = { operator: 'someone', pin: '000000' };
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(inEnglish(desk.voidRound(1, 'dispute', wrong))).toEqual({
        ok: false,
        reason: 'wrong pit-boss PIN: void round 1 refused',
        refusal: {
          code: 'pin.wrong',
          params: { role: 'pit-boss', action: say('ruling.action-void', { round: 1 }) },
        },
      });
    }
    const locked = desk.voidRound(1, 'dispute', boss);
    expect(locked.ok).toBe(false);
    expect(!locked.ok && reasonOf(locked)).toContain('locked until 21:05:00');
    const security = service.log.journalFrom(1).filter((entry) => entry.kind === 'security');
    // The PIN's own setting comes first, then the five wrong PINs and the locked attempt.
    expect(security[0]).toMatchObject({ source: 'pin', asked: { check: 'pin-set', role: 'pit-boss' } });
    expect(security).toHaveLength(7);
    expect(journalText(security)).not.toContain('000000');
    expect(journalText(security)).not.toContain(boss.pin);

    now.time = new Date('2026-11-29T21:06:00Z');
    expect(desk.voidRound(1, 'dispute', boss).ok).toBe(true);
  });

  it('keeps this machine locked in a new process (every sabot ruling is one), from the journal', () => {
    const { dbPath, service, desk, now } = table();
    play(service, round1);
    for (let attempt = 0; attempt < 5; attempt++)
      desk.recordRuling(1, 'dispute', { operator: 'x', pin: '000000' });
    service.close();
    const clock = () => now.time;
    const again = TableService.open({ dbPath, clock });
    const refused = new PitBossDesk(again, clock).recordRuling(1, 'dispute', boss);
    expect(!refused.ok && reasonOf(refused)).toContain('from this machine are locked until 21:05:00');
    again.close();
  });

  it('voids the round in play: every stake goes back and the next round can open', () => {
    const { service, desk } = table();
    play(service, round1.slice(0, 6));
    const result = desk.voidRound(1, 'cards exposed by the dealer', boss);
    expect(result.ok).toBe(true);
    expect(phaseOf(service.snapshot)).toBe('settled');
    expect(contextOf(service.snapshot).round.settlement?.netByBettor).toEqual({ box1: 0, bob: 0 });
    expect(service.log.last()).toMatchObject({
      type: 'RoundSettled',
      data: { netByBettor: { box1: 0, bob: 0 } },
    });
    play(service, [{ type: 'bet', box: 1, amount: 5 }]);
  });

  it('voids a settled round later: its recall shows the void and who ruled, the log stays verified', () => {
    const { dbPath, service, desk } = table();
    play(service, [...round1, { type: 'bet', box: 3, amount: 5 }]);
    expect(service.recallRound(1).report?.net).toEqual({ box1: 0, bob: -10 });
    expect(desk.voidRound(1, 'dealer misread the total', boss).ok).toBe(true);
    const recalled = service.recallRound(1).report;
    expect(recalled?.net).toEqual({ box1: 0, bob: 0 });
    expect(recalled?.voided).toEqual({ reason: 'dealer misread the total', author: 'pit-boss-ana' });
    expect(inEnglish(desk.voidRound(1, 'again', boss))).toMatchObject({
      ok: false,
      reason: 'round 1 is already void',
    });
    expect(contextOf(service.snapshot).round.number).toBe(2);
    service.close();
    expect(verifyLog(dbPath).ok).toBe(true);
  });

  it('corrects a misread card: the round is replayed with the right card', () => {
    const { service, desk } = table();
    play(service, round1);
    // The dealer's K♠ (the last card) was in fact a 5♠: 7 + 5 = 12, so the dealer must draw again.
    const dealerCard = service.log
      .readFrom(1)
      .filter((event) => event.type === 'CardDrawn')
      .at(-1);
    expect(dealerCard?.data).toEqual({ card: 'KS' });
    const result = desk.correctCard(dealerCard?.position ?? 0, '5s', 'reader misread the king', boss);
    expect(result.ok).toBe(true);
    expect(phaseOf(service.snapshot)).toBe('dealer');
    expect(contextOf(service.snapshot).round.dealer).toEqual(['7H', '5S']);
    // The dealer draws a 9: 21. Box 1 (17) and bob (16) both lose.
    play(service, cards('9C'));
    expect(contextOf(service.snapshot).round.settlement?.netByBettor).toEqual({ box1: -1000, bob: -1000 });
  });

  it('refuses a correction of something that is not a card, and a ruling without words', () => {
    const { service, desk } = table();
    play(service, round1);
    expect(inEnglish(desk.correctCard(1, 'AS', 'misread', boss))).toMatchObject({
      ok: false,
      reason: 'position 1 is not a card drawn from the shoe',
    });
    expect(desk.correctCard(5, 'ZZ', 'misread', boss)).toMatchObject({ ok: false });
    expect(inEnglish(desk.recordRuling(1, '  ', boss))).toEqual({
      ok: false,
      reason: 'a ruling needs its reason, in words the audit can read',
      refusal: { code: 'ruling.needs-reason', params: {} },
    });
    expect(desk.recordRuling(1, 'box 2 asked for the card in time', boss).ok).toBe(true);
    expect(service.log.last()).toMatchObject({
      type: 'RulingRecorded',
      stream: 'round-1',
      data: { author: 'pit-boss-ana' },
    });
  });

  it("refuses to correct the dealer's hole card while it lies face down, with its code, and records nothing", () => {
    const { service, desk } = table(undefined, home1d);
    // ann on box 1: 9♠, the dealer's 5♥ up, 8♦, then the 7♣ face down; ann to act.
    play(service, [
      { type: 'bet', box: 1, amount: 2, bettor: 'ann' },
      { type: 'deal' },
      ...cards('9S', '5H', '8D', '7C'),
    ]);
    expect(phaseOf(service.snapshot)).toBe('players');
    const hole = service.log.last();
    expect(hole).toMatchObject({ type: 'CardDrawn', data: { card: '7C' } });
    const facts = service.log.count();

    const refused = desk.correctCard(hole?.position ?? 0, '7D', 'misread', boss);

    expect(refused).toMatchObject({
      ok: false,
      refusal: { code: 'ruling.hole-card-down', params: { position: hole?.position } },
    });
    expect(service.log.count()).toBe(facts);
    play(service, [{ type: 'stand' }]);
    expect(desk.correctCard(hole?.position ?? 0, '7D', 'misread', boss).ok).toBe(true);
    service.close();
  });
});
