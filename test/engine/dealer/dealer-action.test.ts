import { describe, expect, it } from 'vitest';
import { reasonOf, sentenceOf } from '../../../app/core/sentences.js';
import type { Card } from '../../../engine/cards/card.js';
import {
  dealerAction,
  dealerActionSaid,
  dealerMustDraw,
  dealerRuleSaid,
} from '../../../engine/dealer/dealer-action.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { open6d } from '../../../engine/rules/profiles/open-6d.js';
import { parseProfileJson } from '../../../engine/rules/profiles.js';

const hand = (...codes: string[]): Card[] => codes as Card[];
const h17 = { ...classic6d.dealer, hitsSoft17: true };

describe('what the dealer must do', () => {
  it.each([classic6d, open6d, home1d])('$id: draws on 16, stands on 17 and on soft 17', (profile) => {
    expect(dealerAction(hand('TS', '6D'), profile.dealer)).toBe('draw');
    expect(dealerAction(hand('TS', '7D'), profile.dealer)).toBe('stand');
    expect(dealerAction(hand('AS', '6D'), profile.dealer)).toBe('stand');
    expect(dealerAction(hand('AS', '6D', '9C'), profile.dealer)).toBe('draw');
  });

  it('draws on soft 17 under an H17 rule, but stands on hard 17 and soft 18', () => {
    expect(dealerAction(hand('AS', '6D'), h17)).toBe('draw');
    expect(dealerAction(hand('AS', '2D', '4C'), h17)).toBe('draw');
    expect(dealerAction(hand('TS', '7D'), h17)).toBe('stand');
    expect(dealerAction(hand('AS', '7D'), h17)).toBe('stand');
  });

  it('always owes a second card, even on an ace', () => {
    expect(dealerAction(hand('AS'), classic6d.dealer)).toBe('draw');
  });

  it('is bust over 21', () => {
    expect(dealerAction(hand('TS', '6D', '8C'), classic6d.dealer)).toBe('bust');
  });

  it('shows the croupier a banner with the total and the action', () => {
    expect(sentenceOf(dealerActionSaid(hand('TS', '5D'), classic6d.dealer))).toBe('15 — DRAW');
    expect(sentenceOf(dealerActionSaid(hand('AS', '6D'), classic6d.dealer))).toBe('soft 17 — STAND');
    expect(sentenceOf(dealerActionSaid(hand('AS', '6D'), h17))).toBe('soft 17 — DRAW');
    expect(sentenceOf(dealerActionSaid(hand('TS', '6D', '8C'), classic6d.dealer))).toBe('24 — BUST');
  });

  it("names a dealer's natural BLACKJACK, never soft 21 — STAND", () => {
    expect(sentenceOf(dealerActionSaid(hand('AD', 'KD'), classic6d.dealer))).toBe('BLACKJACK');
    expect(sentenceOf(dealerActionSaid(hand('TC', 'AH'), h17))).toBe('BLACKJACK');
    // Three cards to 21 are no natural: the dealer stands on them.
    expect(sentenceOf(dealerActionSaid(hand('AD', '5C', '5S'), classic6d.dealer))).toBe('soft 21 — STAND');
  });

  it('carries the banner as a coded message, its total a phrase of its own', () => {
    expect(dealerActionSaid(hand('AS', '6D'), classic6d.dealer)).toEqual({
      code: 'dealer.stand',
      params: { total: { code: 'dealer.total-soft', params: { total: 17 } } },
    });
    expect(dealerActionSaid(hand('TS', '6D', '8C'), classic6d.dealer)).toEqual({
      code: 'dealer.bust',
      params: { total: 24 },
    });
    expect(dealerActionSaid(hand('AD', 'KD'), classic6d.dealer)).toEqual({
      code: 'dealer.blackjack',
      params: {},
    });
  });
});

describe("a profile's own standing total", () => {
  const standsOn18 = { ...classic6d.dealer, standsOn: 18, hitsSoft17: true };

  it('given a dealer who stands on 18 and draws a soft 18, then soft 18 draws and hard 18 stands', () => {
    expect(dealerAction(hand('AS', '7D'), standsOn18)).toBe('draw');
    expect(dealerAction(hand('TS', '8D'), standsOn18)).toBe('stand');
    expect(dealerAction(hand('AS', '6D'), standsOn18)).toBe('draw');
    expect(dealerAction(hand('AS', '8D'), standsOn18)).toBe('stand');
    expect(dealerAction(hand('AS', '7D'), { ...standsOn18, hitsSoft17: false })).toBe('stand');
  });

  it('given any standing total from a rule file, then only totals below it and its own soft total under H17 draw', () => {
    for (let standsOn = 12; standsOn <= 21; standsOn++)
      for (const hitsSoft17 of [false, true]) {
        const json = JSON.stringify({
          ...classic6d,
          id: 'custom',
          name: 'Custom table',
          dealer: { ...classic6d.dealer, standsOn, hitsSoft17 },
        });
        const parsed = parseProfileJson(json);
        if (!parsed.ok) throw new Error(reasonOf(parsed));
        const rule = parsed.value.dealer;
        for (let total = 4; total <= 21; total++)
          for (const soft of [false, true]) {
            const draws = dealerMustDraw(total, soft, rule);
            if (total < standsOn) expect(draws, `${total} against ${standsOn}`).toBe(true);
            else if (total > standsOn) expect(draws, `${total} against ${standsOn}`).toBe(false);
            else expect(draws, `${soft ? 'soft' : 'hard'} ${total}`).toBe(soft && hitsSoft17);
          }
      }
  });
});

describe("the dealer's rule in one sentence", () => {
  it('says S17 or H17 where the dealer stands on 17, and the standing total elsewhere', () => {
    expect(sentenceOf(dealerRuleSaid(classic6d.dealer))).toBe('dealer stands on soft 17 (S17)');
    expect(sentenceOf(dealerRuleSaid(h17))).toBe('dealer hits soft 17 (H17)');
    expect(sentenceOf(dealerRuleSaid({ ...classic6d.dealer, standsOn: 18 }))).toBe(
      'dealer draws below 18 and stands on 18 or more',
    );
    expect(sentenceOf(dealerRuleSaid({ ...classic6d.dealer, standsOn: 18, hitsSoft17: true }))).toBe(
      'dealer draws below 18 and on soft 18, stands on hard 18 or more',
    );
  });
});
