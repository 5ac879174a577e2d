import { describe, expect, it } from 'vitest';
import type { RoundPage, RoundReplay } from '../../app/contract.js';
import { PitBossDesk } from '../../app/core/table/pit-boss-desk.js';
import { playScript } from '../../engine/script/play-script.js';
import { SocketClient, servedTable } from './server-fixture.js';

const BOSS = { operator: 'pit-boss-ana', pin: '482913' };

// Box 1 (10) and box 2 (bob, 10). Box 1: 9♠ 8♦ = 17 stands; box 2: T♣ 6♥ = 16 stands;
// dealer 7♥, then K♠ = 17. Box 1 pushes, bob loses 10.
const ROUND_ONE = ['b1 10', 'b2 10 bob', 'deal', '9S', 'TC', '7H', '8D', '6H', 's', 's', 'KS'];

async function tableWithOneRound() {
  const fixture = await servedTable();
  new PitBossDesk(fixture.table.service).guard.setPin('pit-boss', BOSS.pin, { operator: 'manager' });
  const client = await SocketClient.connect(fixture);
  for (const line of ROUND_ONE)
    expect((await client.request('keyIn', { line })).reply, line).toEqual({ ok: true });
  return { fixture, client };
}

describe("the pit boss's reading of the log over the socket", () => {
  it('lists the round, replays it fact by fact, and exports it as a script that plays to the same nets', async () => {
    const { client } = await tableWithOneRound();
    const listed = ((await client.request('listRounds', {})).reply as RoundPage).rounds;
    expect(listed).toEqual([
      {
        round: 1,
        shoe: 1,
        boxes: [1, 2],
        bettors: ['box1', 'bob'],
        flags: [],
        net: { box1: 0, bob: -10 },
        startedAt: expect.any(String),
        settledAt: expect.any(String),
        croupier: expect.any(String),
        // No staff register at this table: no badge.
        croupierBadge: null,
      },
    ]);
    expect((await client.request('listRounds', { bettor: 'ann' })).reply).toEqual({ rounds: [], next: null });
    expect(((await client.request('listRounds', { box: 2 })).reply as RoundPage).rounds).toHaveLength(1);

    const replay = (await client.request('replayRound', { round: 1 })).reply as RoundReplay;
    expect(replay.matches).toBe(true);
    expect(replay.recorded).toEqual({ box1: 0, bob: -10 });
    expect(replay.steps.map((step) => step.type)).toEqual([
      'BetPlaced',
      'BetPlaced',
      'BetsClosed',
      ...Array(5).fill('CardDrawn'),
      'HandStood',
      'HandStood',
      'CardDrawn',
      'RoundSettled',
    ]);
    expect(replay.steps[2]?.round.state).toBe('dealing');
    expect(replay.steps[5]?.round.dealer.cards).toEqual(['7H']);
    expect(replay.steps.at(-1)?.round.state).toBe('settled');
    expect((await client.request('replayRound', { round: 7 })).reply).toBeNull();

    const exported = (await client.request('exportRoundScript', { round: 1 })).reply as { script: string };
    expect(exported.script.split('\n')[0]).toBe('{"type":"table","profile":"classic-6d","min":5,"max":500}');
    const played = playScript(exported.script);
    expect(played.rejected).toEqual([]);
    expect(played.rounds.map((round) => round.net)).toEqual([{ box1: 0, bob: -10 }]);

    expect((await client.request('verifyLog', {})).reply).toEqual({ ok: true, events: 13 });
  });

  it('rules through the desk: a wrong PIN is refused with its reason, a void and a correction are flagged', async () => {
    const { fixture, client } = await tableWithOneRound();
    const refused = await client.request('voidRound', {
      round: 1,
      reason: 'dispute',
      operator: 'x',
      pin: '000000',
    });
    // The sentence, and its code for the screen to say in its own language (the action a phrase).
    expect(refused.reply).toEqual({
      ok: false,
      reason: 'wrong pit-boss PIN: void round 1 refused',
      refusal: {
        code: 'pin.wrong',
        params: { role: 'pit-boss', action: { code: 'ruling.action-void', params: { round: 1 } } },
      },
    });
    expect((await client.request('voidRound', { round: 1, reason: '', ...BOSS })).error).toMatch(
      /voidRound request is not valid \(reason: /,
    );

    const kingAt = fixture.table.service.log
      .readFrom(1)
      .findLast((event) => event.type === 'CardDrawn')?.position;
    const corrected = await client.request('correctCard', {
      position: kingAt,
      card: 'AS',
      reason: 'the reader misread an ace as a king',
      ...BOSS,
    });
    expect(corrected.reply).toEqual({ ok: true });
    const ruled = await client.request('recordRuling', { round: 1, text: 'checked on camera', ...BOSS });
    expect(ruled.reply).toEqual({ ok: true });
    let listed = ((await client.request('listRounds', { flag: 'correction' })).reply as RoundPage).rounds;
    expect(listed.map((round) => round.round)).toEqual([1]);
    const replay = (await client.request('replayRound', { round: 1 })).reply as RoundReplay;
    // 7♥ A♠ is soft 18: both boxes now lose, and the new settlement stands in the log beside the old.
    expect(replay).toMatchObject({ matches: true, recomputed: { box1: -10, bob: -10 } });

    expect((await client.request('voidRound', { round: 1, reason: 'dealer error', ...BOSS })).reply).toEqual({
      ok: true,
    });
    listed = ((await client.request('listRounds', { flag: 'void' })).reply as RoundPage).rounds;
    expect(listed[0]?.flags).toEqual(['correction', 'void']);
    const script = ((await client.request('exportRoundScript', { round: 1 })).reply as { script: string })
      .script;
    expect(script).toContain('{"type":"card","card":"AS"}');
    expect(script).toContain('# voided by pit-boss-ana: dealer error');
  });

  it('corrects a card named as the pit boss sees it (round, hand, place), the place checked before the PIN', async () => {
    const { client } = await tableWithOneRound();
    const before = (await client.request('replayRound', { round: 1 })).reply as RoundReplay;
    const dealer = before.steps.at(-1)?.round.dealer.cards ?? [];
    expect(dealer.length).toBeGreaterThan(1);
    // A hand the round does not hold is answered with the boxes it has, even under a wrong PIN.
    const nowhere = await client.request('correctCard', {
      round: 1,
      hand: { kind: 'box', box: 7 },
      place: 1,
      card: 'AS',
      reason: 'misread',
      operator: 'x',
      pin: '000000',
    });
    expect(nowhere.reply).toMatchObject({ ok: false, refusal: { code: 'ruling.no-such-box' } });
    const wrongPin = await client.request('correctCard', {
      round: 1,
      hand: { kind: 'dealer' },
      place: dealer.length,
      card: 'AS',
      reason: 'misread',
      operator: 'x',
      pin: '000000',
    });
    expect(wrongPin.reply).toMatchObject({ ok: false, refusal: { code: 'pin.wrong' } });
    const changed = dealer.at(-1) === 'AS' ? '2C' : 'AS';
    const corrected = await client.request('correctCard', {
      round: 1,
      hand: { kind: 'dealer' },
      place: dealer.length,
      card: changed,
      reason: 'the reader misread the card',
      ...BOSS,
    });
    expect(corrected.reply).toEqual({ ok: true });
    const after = (await client.request('replayRound', { round: 1 })).reply as RoundReplay;
    expect(after.steps.at(-1)?.round.dealer.cards).toEqual([...dealer.slice(0, -1), changed]);
    // Both ways of naming it are one operation: a position and a place together are refused.
    const both = await client.request('correctCard', {
      position: 1,
      round: 1,
      hand: { kind: 'dealer' },
      place: 1,
      card: 'AS',
      reason: 'misread',
      ...BOSS,
    } as never);
    expect(both.error).toMatch(/correctCard request is not valid/);
  });

  it('flags the round during which the reader sent a garbled frame, and only that one', async () => {
    const { fixture, client } = await tableWithOneRound();
    const [firstBet, ...rest] = ROUND_ONE;
    expect((await client.request('keyIn', { line: firstBet ?? '' })).reply).toEqual({ ok: true });
    fixture.table.service.openDeviceJournal().append({
      receivedAt: new Date().toISOString(),
      device: '/dev/ttyUSB0',
      raw: new TextEncoder().encode('SBT1 C 0042 Q? 9F1A\n'),
      decoded: null,
      verdict: 'rejected',
      reason: 'unknown card "Q?"',
    });
    for (const line of rest)
      expect((await client.request('keyIn', { line })).reply, line).toEqual({ ok: true });

    const listed = ((await client.request('listRounds', {})).reply as RoundPage).rounds;
    expect(listed.map((round) => [round.round, round.flags])).toEqual([
      [2, ['alarm']],
      [1, []],
    ]);
    // A page at a time, newest first: the next page starts before the last round of this one.
    const newest = (await client.request('listRounds', { limit: 1 })).reply as RoundPage;
    expect(newest).toMatchObject({ rounds: [{ round: 2 }], next: 2 });
    const older = (await client.request('listRounds', { limit: 1, before: 2 })).reply as RoundPage;
    expect(older).toMatchObject({ rounds: [{ round: 1 }], next: null });
    expect((await client.request('listRounds', { limit: 501 })).ok).toBe(false);
  });
});
