import type { Card } from '../cards/card.js';
import { handTotal, hardTotal } from '../cards/hand.js';
import type { RuleProfile } from '../rules/profile-schema.js';

export type DealerAction = 'draw' | 'stand' | 'bust';

/** The part of a profile the dealer's drawing rule reads. */
export type DealerRule = Pick<RuleProfile['dealer'], 'standsOn' | 'hitsSoft17'>;

/**
 * What the dealer must do with this hand: the dealer has no choice, only obligations
 * (`002_951ea54078d4073d.txt`: "He does not adapt this choice to your cards."). A hand of one card
 * always draws: the dealer's second card is owed at every table.
 */
export function dealerMustDraw(total: number, soft: boolean, rule: DealerRule): boolean {
  if (total < rule.standsOn) return true;
  return soft && total === 17 && rule.standsOn === 17 && rule.hitsSoft17;
}

export function dealerAction(cards: readonly Card[], rule: DealerRule): DealerAction {
  if (hardTotal(cards) > 21) return 'bust';
  if (cards.length < 2) return 'draw';
  const { total, soft } = handTotal(cards);
  return dealerMustDraw(total, soft, rule) ? 'draw' : 'stand';
}

/** The banner the croupier reads: "15 — DRAW", "soft 17 — STAND". */
export function describeDealerAction(cards: readonly Card[], rule: DealerRule): string {
  const action = dealerAction(cards, rule);
  if (action === 'bust') return `${hardTotal(cards)} — BUST`;
  const { total, soft } = handTotal(cards);
  return `${soft ? 'soft ' : ''}${total} — ${action.toUpperCase()}`;
}
