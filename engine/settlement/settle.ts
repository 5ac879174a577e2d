import type { Minor } from '../money.js';
import { settleHand } from './hand-settlement.js';
import { settleInsurance } from './insurance.js';
import { readDealerFinish } from './outcome.js';
import type { RoundSettlement, RoundToSettle, SettlementLine } from './round.js';

/**
 * Settles every bet of a finished round: one line per hand and bettor, then one per insurance
 * bet. Pure: the same round and profile always give the same lines, so a replay can recompute a
 * recorded settlement and flag any difference.
 */
export function settleRound({ hands, insurance, dealerCards, profile }: RoundToSettle): RoundSettlement {
  const dealer = readDealerFinish(dealerCards);
  const lines: SettlementLine[] = [];
  for (const hand of hands) lines.push(...settleHand(hand, dealer, profile));
  for (const bet of insurance) lines.push(settleInsurance(bet, dealer, profile));

  const netByBettor: Record<string, Minor> = {};
  let bettorsNet = 0;
  for (const line of lines) {
    netByBettor[line.bettor] = (netByBettor[line.bettor] ?? 0) + line.net;
    bettorsNet += line.net;
  }
  return { lines, netByBettor, bankNet: 0 - bettorsNet };
}
