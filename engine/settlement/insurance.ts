import { winnings } from '../money.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import { ratioText, taken } from './amounts.js';
import type { DealerFinish } from './outcome.js';
import type { InsuranceBet, SettlementLine } from './round.js';

/**
 * Insurance is a separate bet on the dealer's first two cards (RULES.md): it is paid at the
 * profile's ratio on a dealer natural and lost otherwise, whatever became of the hand it insured.
 */
export function settleInsurance(
  bet: InsuranceBet,
  dealer: DealerFinish,
  profile: RuleProfile,
): SettlementLine {
  // Insurance is only offered on an ace up-card, so the dealer always owes the second card.
  if (dealer.cards.length < 2) throw new Error("insurance cannot be settled before the dealer's second card");
  const pays = profile.insurance.pays;
  const won = dealer.natural;
  return {
    box: bet.box,
    hand: 0,
    bettor: bet.bettor,
    kind: 'insurance',
    outcome: won ? 'win' : 'lose',
    staked: bet.amount,
    net: won ? winnings(bet.amount, pays) : taken(bet.amount),
    reason: won
      ? `dealer blackjack: insurance pays ${ratioText(pays)}`
      : 'no dealer blackjack: insurance is lost',
  };
}
