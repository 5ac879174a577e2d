import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyLog } from '../../../app/core/log/verify.js';
import { reasonOf } from '../../../app/core/sentences.js';
import { TableService } from '../../../app/core/table/table-service.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { contextOf, phaseOf } from '../../../engine/round/table.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { open6d } from '../../../engine/rules/profiles/open-6d.js';
import { playScript } from '../../../engine/script/play-script.js';
import { inEnglish } from '../../support/in-english.js';
import { tempDir } from '../log/log-fixtures.js';

const keyboard = { source: 'keyboard', operator: 'croupier-1' } as const;
const clock = () => new Date('2026-11-29T21:00:00.000Z');

// Box 1 (10): A♠ K♦ blackjack; box 2 (bob, 10): 9♥ 5♣ stands; dealer 7♦ 10♣ = 17.
const round1: TableInput[] = [
  { type: 'bet', box: 1, amount: 10 },
  { type: 'bet', box: 2, amount: 10, bettor: 'bob' },
  { type: 'deal' },
  { type: 'card', card: 'AS' },
  { type: 'card', card: '9H' },
  { type: 'card', card: '7D' },
  { type: 'card', card: 'KD' },
  { type: 'card', card: '5C' },
  { type: 'stand' },
  { type: 'card', card: 'TC' },
];

function playAll(service: TableService, inputs: TableInput[]): void {
  for (const input of inputs) {
    const result = service.submit(input, keyboard);
    if (!result.ok) throw new Error(`${JSON.stringify(input)} refused: ${reasonOf(result)}`);
  }
}

describe('the table service', () => {
  it('given a new log, when a round is played, then every fact and the settlement are in the verified log', () => {
    const dbPath = join(tempDir(), 'table.db');
    const service = TableService.open({ dbPath, profile: classic6d, clock });
    playAll(service, round1);
    expect(phaseOf(service.snapshot)).toBe('settled');
    const types = service.log.readFrom(1).map((event) => event.type);
    expect(types[0]).toBe('TableOpened');
    expect(types.filter((type) => type === 'CardDrawn')).toHaveLength(6);
    expect(types.at(-1)).toBe('RoundSettled');
    const settled = service.log.last();
    expect(settled?.stream).toBe('round-1');
    expect(settled?.data).toMatchObject({ netByBettor: { box1: 1500, bob: -1000 } });
    expect(settled?.metadata).toMatchObject({
      source: 'keyboard',
      operator: 'croupier-1',
      time: '2026-11-29T21:00:00.000Z',
    });
    service.close();
    expect(verifyLog(dbPath)).toMatchObject({ ok: true, events: types.length });
  });

  it('journals a refused input with its reason and records no fact', () => {
    const service = TableService.open({ dbPath: join(tempDir(), 't.db'), profile: classic6d, clock });
    const before = service.log.count();
    const result = service.submit({ type: 'bet', box: 9, amount: 10 }, keyboard);
    const refusal = { code: 'bet.no-such-box', params: { box: 9, boxes: 7 } };
    expect(inEnglish(result)).toEqual({
      ok: false,
      reason: 'there is no box 9: this table has 7 boxes',
      refusal,
    });
    expect(service.log.count()).toBe(before);
    expect(service.log.journalFrom(1)).toMatchObject([
      {
        kind: 'refusal',
        operator: 'croupier-1',
        source: 'keyboard',
        reason: 'there is no box 9: this table has 7 boxes',
        refusal,
      },
    ]);
    service.close();
  });

  it('given a round interrupted mid-play, when the log is reopened, then the round continues where it stood', () => {
    const dbPath = join(tempDir(), 't.db');
    const first = TableService.open({ dbPath, profile: classic6d, clock });
    playAll(first, round1.slice(0, 8));
    const stood = contextOf(first.snapshot);
    first.close();

    const reopened = TableService.open({ dbPath, clock });
    expect(phaseOf(reopened.snapshot)).toBe('players');
    expect(contextOf(reopened.snapshot)).toEqual(stood);
    playAll(reopened, round1.slice(8));
    expect(phaseOf(reopened.snapshot)).toBe('settled');
    reopened.close();
  });

  it('refuses to open a log as another table', () => {
    const dbPath = join(tempDir(), 't.db');
    TableService.open({ dbPath, profile: classic6d, clock }).close();
    expect(() => TableService.open({ dbPath, profile: open6d, clock })).toThrow(
      'is the log of a classic-6d table, not open-6d',
    );
  });

  it('recalls a past round with the same report as sabot play gives for the same inputs', () => {
    const dbPath = join(tempDir(), 't.db');
    const service = TableService.open({ dbPath, profile: classic6d, clock });
    const round2: TableInput[] = [
      { type: 'bet', box: 3, amount: 20 },
      { type: 'bet', box: 4, amount: 5 },
      { type: 'deal' },
      ...(['8S', '8D', '6H', 'TD', 'QS'] as const).map((card): TableInput => ({ type: 'card', card })),
      { type: 'stand' },
      { type: 'stand' },
      { type: 'card', card: '9C' },
      { type: 'card', card: 'TH' },
    ];
    playAll(service, [...round1, ...round2, { type: 'bet', box: 1, amount: 5 }]);
    const script = [
      '{"type":"table","profile":"classic-6d"}',
      ...[...round1, ...round2].map((input) => JSON.stringify(input)),
    ].join('\n');
    const played = playScript(script);
    for (const round of [1, 2]) {
      expect(service.recallRound(round).report).toEqual(played.rounds[round - 1]);
    }
    service.close();
  });

  it("corrects the croupier's keying mistake with a correction event, and only for a keyed last card", () => {
    const service = TableService.open({ dbPath: join(tempDir(), 't.db'), profile: classic6d, clock });
    playAll(service, round1.slice(0, 4)); // box 1's first card keyed as A♠
    const fixed = service.rekeyLastCard('AH', keyboard);
    expect(fixed.ok).toBe(true);
    expect(contextOf(service.snapshot).round.boxes[0]?.hands[0]?.cards).toEqual(['AH']);
    expect(service.log.readFrom(1).map((event) => event.type)).toContain('CardCorrected');
    expect(
      service.log
        .readFrom(1)
        .filter((event) => event.type === 'CardDrawn')
        .at(-1)?.data,
    ).toEqual({ card: 'AS' });

    expect(service.submit({ type: 'card', card: '9H' }, { source: 'shoe', operator: 'croupier-1' }).ok).toBe(
      true,
    );
    const refused = service.rekeyLastCard('8H', keyboard);
    expect(inEnglish(refused)).toEqual({
      ok: false,
      reason: 'the last card came from the shoe reader, not the keyboard: a pit boss corrects a misread',
      refusal: { code: 'fix.card-from-shoe', params: {} },
    });
  });
});
