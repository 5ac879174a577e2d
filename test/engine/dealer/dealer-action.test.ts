import { describe, expect, it } from 'vitest';
import type { Card } from '../../../engine/cards/card.js';
import { dealerAction, describeDealerAction } from '../../../engine/dealer/dealer-action.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { open6d } from '../../../engine/rules/profiles/open-6d.js';

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
    expect(describeDealerAction(hand('TS', '5D'), classic6d.dealer)).toBe('15 — DRAW');
    expect(describeDealerAction(hand('AS', '6D'), classic6d.dealer)).toBe('soft 17 — STAND');
    expect(describeDealerAction(hand('AS', '6D'), h17)).toBe('soft 17 — DRAW');
    expect(describeDealerAction(hand('TS', '6D', '8C'), classic6d.dealer)).toBe('24 — BUST');
  });
});
