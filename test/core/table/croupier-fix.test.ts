import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../app/core/sentences.js';
import { TableService } from '../../../app/core/table/table-service.js';
import type { InputMeta } from '../../../app/core/table/table-service-types.js';
import type { Card } from '../../../engine/cards/card.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { contextOf } from '../../../engine/round/table.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { inEnglish } from '../../support/in-english.js';
import { tempDir } from '../log/log-fixtures.js';

const keyboard = { source: 'keyboard', operator: 'croupier-1' } as const;
const shoe = { source: 'shoe', operator: 'croupier-1' } as const;
const card = (code: Card): TableInput => ({ type: 'card', card: code });
/** Box 1 T-8 (18), box 2 9-T (19), the dealer 7 then T (17): both paid 10. */
const bets: TableInput[] = [
  { type: 'bet', box: 1, amount: 10 },
  { type: 'bet', box: 2, amount: 10 },
  { type: 'deal' },
];
const dealt = [...bets, card('TS'), card('9S'), card('7D'), card('8S'), card('TH')];

function table(inputs: readonly TableInput[], meta: InputMeta = keyboard) {
  const dbPath = join(tempDir(), 't.db');
  const service = TableService.open({ dbPath, profile: classic6d });
  for (const input of inputs) {
    const result = service.submit(input, meta);
    if (!result.ok) throw new Error(`${JSON.stringify(input)}: ${reasonOf(result)}`);
  }
  return { service, dbPath };
}

describe("the croupier's fix through the table service", () => {
  it('given the table reopened from its log, the last keyed card may still be fixed: its source is read from the log', () => {
    const { service, dbPath } = table(dealt);
    service.close();
    const reopened = TableService.open({ dbPath });
    expect(reopened.state.lastCard).toMatchObject({ round: 1, source: 'keyboard' });
    expect(reopened.rekeyLastCard('9H', keyboard).ok).toBe(true);
    expect(contextOf(reopened.snapshot).round.boxes[1]?.hands[0]?.cards).toEqual(['9S', '9H']);
    reopened.close();
  });

  it("given cards from the shoe and then one keyed, reopened, the source is the last card's own", () => {
    const { service, dbPath } = table(dealt.slice(0, -1), shoe);
    expect(service.submit(card('TH'), keyboard).ok).toBe(true);
    service.close();
    const reopened = TableService.open({ dbPath });
    expect(reopened.state.lastCard).toMatchObject({ round: 1, source: 'keyboard' });
    expect(reopened.rekeyLastCard('9H', keyboard).ok).toBe(true);
    reopened.close();
  });

  it('given a card read by the shoe, reopened, the fix is still refused', () => {
    const { service, dbPath } = table(dealt, shoe);
    service.close();
    const reopened = TableService.open({ dbPath });
    expect(inEnglish(reopened.rekeyLastCard('9H', keyboard))).toMatchObject({
      ok: false,
      reason: 'the last card came from the shoe reader, not the keyboard: a pit boss corrects a misread',
    });
    reopened.close();
  });

  it('given the round settled and the next bet placed, the fix is refused and journaled, and the log pays as before', () => {
    const { service } = table([
      ...dealt,
      { type: 'stand' },
      { type: 'stand' },
      card('TC'),
      { type: 'bet', box: 1, amount: 10 },
    ]);
    const before = service.log.lastPosition();
    const fixed = service.rekeyLastCard('5C', keyboard);
    expect(inEnglish(fixed)).toMatchObject({
      ok: false,
      reason: expect.stringContaining("a pit boss's ruling (with the PIN)"),
    });
    expect(service.log.lastPosition()).toBe(before);
    expect(service.log.journalFrom(1).at(-1)).toMatchObject({ kind: 'refusal', asked: { fix: '5C' } });
    expect(service.recallRound(1).settlement?.netByBettor).toEqual({ box1: 1000, box2: 1000 });
    service.close();
  });
});
