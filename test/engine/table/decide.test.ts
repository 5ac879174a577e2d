import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../app/core/sentences.js';
import type { Card } from '../../../engine/cards/card.js';
import { MINOR_PER_UNIT } from '../../../engine/money.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { contextOf, phaseOf, type TableSnapshot } from '../../../engine/round/table.js';
import { tableView } from '../../../engine/round/table-view.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { inEnglish } from '../../support/in-english.js';
import { cards } from '../round/played-table.js';
import { BOSS, InMemoryTable, KEYS, SHOE } from './in-memory-table.js';

/** Round 1: box 1 T-8 (18), box 2 9-T (19), the dealer 7 then T (17): both boxes paid 10. */
const bets: TableInput[] = [
  { type: 'bet', box: 1, amount: 10 },
  { type: 'bet', box: 2, amount: 10 },
  { type: 'deal' },
];
const round1: TableInput[] = [
  ...bets,
  ...cards('TS', '9S', '7D', '8S', 'TH'),
  { type: 'stand' },
  { type: 'stand' },
  ...cards('TC'),
];
const units = (count: number): number => count * MINOR_PER_UNIT;
const table = (played: InMemoryTable): TableSnapshot => played.state.table as TableSnapshot;

function played(inputs: readonly TableInput[], meta = KEYS, profile = classic6d): InMemoryTable {
  const live = new InMemoryTable(profile);
  for (const input of inputs) {
    const result = live.input(input, meta);
    if (!result.ok) throw new Error(`${JSON.stringify(input)}: ${reasonOf(result)}`);
  }
  return live;
}

describe('decide: an input', () => {
  it('given the dealer one card from settling, when the card comes, then its fact and the RoundSettled are decided together', () => {
    const live = played(round1.slice(0, -1));
    const decided = live.input({ type: 'card', card: 'TC' });
    expect(decided).toMatchObject({
      ok: true,
      value: {
        facts: [
          { event: { type: 'CardDrawn', card: 'TC' }, round: 1 },
          { event: { type: 'RoundSettled', netByBettor: { box1: units(10), box2: units(10) } }, round: 1 },
        ],
        refoldsFrom: null,
      },
    });
  });

  it('refuses what the round does not accept, with the rule that stopped it, and decides nothing', () => {
    const live = played(bets);
    expect(inEnglish(live.input({ type: 'stand' }))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('no decision now'),
    });
  });
});

describe('decide: a repeated hit marker', () => {
  const dealt: TableInput[] = [...bets, ...cards('5S', '9S', '7D', '4H', 'TH')];

  it('given box 1 asked for a card, when hit comes again before the card, then it is refused with its code and no fact', () => {
    const live = played([...dealt, { type: 'hit' }]);
    const before = live.state;
    expect(inEnglish(live.input({ type: 'hit' }))).toMatchObject({
      ok: false,
      reason: 'box 1 already asked for a card: key the card',
      refusal: { code: 'hit.already-asked', params: { box: 1, hand: 1 } },
    });
    expect(live.state).toBe(before);
    expect(tableView(table(live)).onTurn?.decisions).not.toContain('hit');
  });

  it('given the card came, then the next hit is a new request and accepted', () => {
    const live = played([...dealt, { type: 'hit' }, ...cards('3C')]);
    expect(live.input({ type: 'hit' })).toMatchObject({ ok: true });
  });
});

describe('decide: a seat taken again', () => {
  it('given ann seated at box 2, when she is seated there again, then it is refused; another player may take the seat', () => {
    const live = played([{ type: 'seat', box: 2, player: 'ann' }]);
    expect(inEnglish(live.input({ type: 'seat', box: 2, player: 'ann' }))).toMatchObject({
      ok: false,
      reason: 'ann already sits at box 2',
      refusal: { code: 'seat.already-seated' },
    });
    expect(live.input({ type: 'seat', box: 2, player: 'bob' })).toMatchObject({ ok: true });
  });
});

describe("decide: a name that is another box's default", () => {
  it('given "box2" seated or betting at box 3, then it is refused with its code; at box 2 it is that box\'s own', () => {
    const live = played([]);
    const refusal = { code: 'name.another-box', params: { name: 'box2', box: 3, other: 2 } };
    expect(live.input({ type: 'seat', box: 3, player: 'box2' })).toMatchObject({ ok: false, refusal });
    expect(live.input({ type: 'bet', box: 3, amount: 10, bettor: 'box2' })).toMatchObject({
      ok: false,
      refusal,
    });
    expect(live.input({ type: 'bet', box: 2, amount: 10, bettor: 'box2' })).toMatchObject({ ok: true });
  });
});

describe("decide: the croupier's fix of the last keyed card", () => {
  it('given the last card of the round in play keyed, then it is corrected, the fact naming its position', () => {
    const live = played(round1.slice(0, 8)); // box 2's second card, TH, keyed last
    const position = live.state.lastCard?.position;
    const fixed = live.run({ type: 'fix-last-card', card: '9H' });
    expect(fixed).toMatchObject({
      ok: true,
      value: {
        facts: [
          {
            event: {
              type: 'CardCorrected',
              position,
              card: '9H',
              reason: 'keying mistake',
              author: 'croupier-1',
            },
          },
        ],
        refoldsFrom: 1,
      },
    });
    expect(contextOf(table(live)).round.boxes[1]?.hands[0]?.cards).toEqual(['9S', '9H']);
    expect(live.state.lastCard).toMatchObject({ position, source: 'keyboard' });
  });

  it('given the round settled by the last card, then the fix is refused: a pit boss rules', () => {
    const live = played(round1);
    expect(inEnglish(live.run({ type: 'fix-last-card', card: '5C' }))).toMatchObject({
      ok: false,
      reason:
        "round 1 is settled: the croupier can no longer fix its cards — a pit boss's ruling (with the PIN) corrects it",
    });
  });

  it('given the next round bet, then a card of the round before is not the croupier’s to fix', () => {
    const live = played([...round1, { type: 'bet', box: 1, amount: 10 }]);
    expect(inEnglish(live.run({ type: 'fix-last-card', card: '5C' }))).toMatchObject({
      ok: false,
      reason:
        "no card of round 2 has been drawn: a card of an earlier round is not the croupier's to fix — a pit boss's ruling (with the PIN) corrects it",
    });
  });

  it('given a decision after the card, then the fix is refused', () => {
    const live = played(round1.slice(0, 9)); // box 1 stood on its cards
    expect(inEnglish(live.run({ type: 'fix-last-card', card: '9H' }))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('the last card can no longer be fixed: the table went on after it'),
    });
  });

  it('given the last card read by the shoe, then a pit boss corrects the misread', () => {
    const live = played(round1.slice(0, 8), SHOE);
    expect(inEnglish(live.run({ type: 'fix-last-card', card: '9H' }))).toMatchObject({
      ok: false,
      reason: 'the last card came from the shoe reader, not the keyboard: a pit boss corrects a misread',
    });
  });

  it('rebuilds the fix rule from the log: replay holds the same last card, with its source', () => {
    const live = played(round1.slice(0, 8));
    expect(live.replay().state).toEqual(live.state);
  });
});

describe('decide: a pit boss corrects a settled round', () => {
  it('given round 1 paid, when a card is corrected, then a new RoundSettled records what is owed now only where the pay changed', () => {
    const live = played([...round1, { type: 'bet', box: 1, amount: 10 }]);
    // The pit boss corrects the card drawn as `drawn` (found in the log by its face) to `card`.
    const correctCard = (drawn: Card, card: Card, reason: string) => {
      const fact = live.logged.find(
        (entry) => entry.event.type === 'CardDrawn' && entry.event.card === drawn,
      );
      return live.run({ type: 'correct-card', position: fact?.position ?? 0, card, reason }, BOSS);
    };
    // The dealer's 7♦ was the 7♣: the same count.
    const corrected = correctCard('7D', '7C', 'misread suit');
    // The same value: the round pays the same, so nothing is settled again.
    expect(corrected).toMatchObject({
      ok: true,
      value: { facts: [{ event: { type: 'CardCorrected' } }], refoldsFrom: 1 },
    });

    // Box 1's 8♠ was a 6♠: 16 against the dealer's 17 loses.
    const lost = correctCard('8S', '6S', 'misread');
    expect(lost).toMatchObject({
      ok: true,
      value: {
        facts: [
          { event: { type: 'CardCorrected', card: '6S' }, round: 1 },
          { event: { type: 'RoundSettled', netByBettor: { box1: -units(10), box2: units(10) } }, round: 1 },
          {
            event: {
              type: 'SettlementAdjusted',
              round: 1,
              cause: { kind: 'card', was: '8S', card: '6S' },
              author: 'pit-boss-ana',
              // Box 1 was paid 10 and now loses 10: 20 to collect; box 2's pay is unchanged, so no line.
              lines: [{ box: 1, hand: 0, bettor: 'box1', kind: 'hand', was: units(10), now: -units(10) }],
            },
            round: 1,
          },
        ],
      },
    });
    expect(phaseOf(table(live))).toBe('betting');
    expect(contextOf(table(live)).round.number).toBe(2);
    // The croupier is told until they say the chips moved; a second word is refused.
    expect(contextOf(table(live)).adjustmentsOwed).toMatchObject([{ round: 1 }]);
    expect(live.input({ type: 'adjustment-done', round: 1 })).toMatchObject({ ok: true });
    expect(contextOf(table(live)).adjustmentsOwed).toEqual([]);
    expect(inEnglish(live.input({ type: 'adjustment-done', round: 1 }))).toMatchObject({
      ok: false,
      reason: 'no ruling on round 1 is waiting for its chips to be moved',
    });
    expect(live.replay().state).toEqual(live.state);
  });

  it('given a paid round corrected twice before the croupier moved the chips, then one notice holds the whole difference', () => {
    const live = played([...round1, { type: 'bet', box: 1, amount: 10 }]);
    const position = (card: Card) =>
      live.logged.find((entry) => entry.event.type === 'CardDrawn' && entry.event.card === card)?.position ??
      0;
    expect(
      live.run({ type: 'correct-card', position: position('8S'), card: '6S', reason: 'misread' }, BOSS),
    ).toMatchObject({ ok: true });
    expect(
      live.run(
        { type: 'correct-card', position: position('8S'), card: '8S', reason: 'misread after all' },
        BOSS,
      ),
    ).toMatchObject({ ok: true });
    // Back to what was paid: nothing is owed, and no notice stays.
    expect(contextOf(table(live)).adjustmentsOwed).toEqual([]);
    expect(live.replay().state).toEqual(live.state);
  });

  it('given round 1 paid and still on the layout, when it is voided, then the croupier is told to take back what was paid', () => {
    const live = played(round1);
    expect(phaseOf(table(live))).toBe('settled');
    const voided = live.run({ type: 'void-round', round: 1, reason: 'dealt from the wrong shoe' }, BOSS);
    expect(voided).toMatchObject({
      ok: true,
      value: {
        facts: [
          { event: { type: 'RoundVoided' } },
          { event: { type: 'RoundSettled', netByBettor: { box1: 0, box2: 0 } } },
          { event: { type: 'SettlementAdjusted', round: 1, cause: { kind: 'void' } } },
        ],
      },
    });
    const [owed] = contextOf(table(live)).adjustmentsOwed;
    // Every line paid goes back to nothing: each difference is minus what was paid.
    expect(owed?.lines.every((line) => line.now === 0 && line.was !== 0)).toBe(true);
    expect(live.replay().state).toEqual(live.state);
  });

  it('given round 1 over, when it is voided, then the void and its re-settlement are decided together', () => {
    const live = played([...round1, { type: 'bet', box: 1, amount: 10 }]);
    const voided = live.run({ type: 'void-round', round: 1, reason: 'dealt from the wrong shoe' }, BOSS);
    expect(voided).toMatchObject({
      ok: true,
      value: {
        facts: [
          { event: { type: 'RoundVoided', author: 'pit-boss-ana' }, round: 1 },
          { event: { type: 'RoundSettled', netByBettor: { box1: 0, box2: 0 } }, round: 1 },
          {
            event: {
              type: 'SettlementAdjusted',
              round: 1,
              cause: { kind: 'void', reason: 'dealt from the wrong shoe' },
            },
            round: 1,
          },
        ],
        refoldsFrom: 1,
      },
    });
    expect(inEnglish(live.run({ type: 'void-round', round: 1, reason: 'again' }, BOSS))).toMatchObject({
      ok: false,
      reason: 'round 1 is already void',
    });
    expect(
      inEnglish(live.run({ type: 'void-round', round: 9, reason: 'no such round' }, BOSS)),
    ).toMatchObject({
      ok: false,
      reason: 'there is no round 9 in this log',
    });
  });

  it('refuses to correct a position that holds no card', () => {
    const live = played(round1);
    expect(
      inEnglish(live.run({ type: 'correct-card', position: 2, card: '5C', reason: 'x' }, BOSS)),
    ).toMatchObject({
      ok: false,
      reason: 'position 2 is not a card drawn from the shoe',
    });
  });

  it("given a peek table before the dealer's turn, when the hole card still face down is corrected, then it is refused; once turned, it is corrected", () => {
    // ann on box 1: 9♠, the dealer's 5♥ up, 8♦, then the 7♣ face down.
    const live = played(
      [{ type: 'bet', box: 1, amount: 2, bettor: 'ann' }, { type: 'deal' }, ...cards('9S', '5H', '8D', '7C')],
      KEYS,
      home1d,
    );
    const position = (card: string) =>
      live.logged.find((entry) => entry.event.type === 'CardDrawn' && entry.event.card === card)?.position ??
      0;
    const correct = (card: string, to: 'TH' | '8H' | '7D' = 'TH') =>
      live.run({ type: 'correct-card', position: position(card), card: to, reason: 'misread' }, BOSS);
    expect(correct('7C')).toMatchObject({
      ok: false,
      refusal: { code: 'ruling.hole-card-down', params: { position: position('7C') } },
    });
    // A card face up in the same round is the pit boss's to correct.
    expect(correct('8D', '8H')).toMatchObject({ ok: true });
    expect(live.input({ type: 'stand' })).toMatchObject({ ok: true });
    expect(correct('7C', '7D')).toMatchObject({ ok: true });
  });
});
