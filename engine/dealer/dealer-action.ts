import type { Card } from '../cards/card.js';
import { handTotal, hardTotal, isNatural } from '../cards/hand.js';
import { type Message, say } from '../refusals/message.js';
import type { RuleProfile } from '../rules/profile-schema.js';

export type DealerAction = 'draw' | 'stand' | 'bust';

/** The part of a profile the dealer's drawing rule reads. */
export type DealerRule = Pick<RuleProfile['dealer'], 'standsOn' | 'hitsSoft17'>;

/**
 * What the dealer must do with this hand: the dealer has no choice, only obligations
 * (`002_951ea54078d4073d.txt`: "He does not adapt this choice to your cards."). A hand of one card
 * always draws: the dealer's second card is owed at every table. `hitsSoft17` is the rule for the
 * soft total equal to `standsOn` (the profile's words), which is soft 17 at every table we run.
 */
export function dealerMustDraw(total: number, soft: boolean, rule: DealerRule): boolean {
  if (total < rule.standsOn) return true;
  return soft && total === rule.standsOn && rule.hitsSoft17;
}

/**
 * The dealer's drawing rule in the words published house-edge tables use (S17, H17), for every
 * place that states it (`sabot rules`, `odds`, `strategy`, `simulate` and `drill`), as a message
 * each says in its own language.
 */
export function dealerRuleSaid(rule: DealerRule): Message {
  const { standsOn, hitsSoft17 } = rule;
  if (standsOn === 17)
    return say(hitsSoft17 ? 'dealer-rule.hits-soft-seventeen' : 'dealer-rule.stands-on-soft-seventeen');
  return say(hitsSoft17 ? 'dealer-rule.draws-soft' : 'dealer-rule.draws', { total: standsOn });
}

export function dealerAction(cards: readonly Card[], rule: DealerRule): DealerAction {
  if (hardTotal(cards) > 21) return 'bust';
  if (cards.length < 2) return 'draw';
  const { total, soft } = handTotal(cards);
  return dealerMustDraw(total, soft, rule) ? 'draw' : 'stand';
}

/**
 * The banner the croupier reads, as a message: "15 — DRAW", "soft 17 — STAND", "24 — BUST", and
 * a dealer's natural named for what it is, "BLACKJACK" (it settles the round, it is no soft 21).
 */
export function dealerActionSaid(cards: readonly Card[], rule: DealerRule): Message {
  if (isNatural(cards)) return say('dealer.blackjack');
  const action = dealerAction(cards, rule);
  if (action === 'bust') return say('dealer.bust', { total: hardTotal(cards) });
  const { total, soft } = handTotal(cards);
  const shown = soft ? say('dealer.total-soft', { total }) : say('dealer.total-hard', { total });
  return say(action === 'draw' ? 'dealer.draw' : 'dealer.stand', { total: shown });
}
