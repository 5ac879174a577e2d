import type { RoundTally } from '../round-tally.js';
import { DOUBLED, HANDS_PER_BOX, SURRENDERED } from './fast-layout.js';
import type { FastTable } from './fast-table.js';

/**
 * The settlement of `settleHand` for the bets the auto table makes (one bettor a box, no
 * insurance): a surrender keeps the rounded-down half, a bust loses, naturals push or pay the
 * blackjack ratio, a dealer natural takes what the profile says, then totals. Counts the round
 * into the tally as `RoundTally.addRound` counts a statechart round, pays the chips of a home
 * session, and returns the players' net.
 */
export function settleFastRound(table: FastTable, tally: RoundTally, round: number): number {
  const { layout, rules } = table;
  const dealerNatural = layout.dealerNatural();
  const dealerBust = layout.dealerHard > 21;
  const dealerTotal = layout.dealerTotal();
  let roundNet = 0;
  for (let box = 0; box < table.boxes; box++) {
    const hands = layout.handCount[box] as number;
    let boxNet = 0;
    tally.splits += hands - 1;
    for (let hand = 0; hand < hands; hand++) {
      const slot = box * HANDS_PER_BOX + hand;
      const flags = layout.flags[slot] as number;
      const stake = layout.stake[slot] as number;
      const doubled = layout.doubled[slot] as number;
      const staked = stake + doubled;
      const natural = layout.isNatural(slot);
      tally.hands += 1;
      if (natural) tally.blackjacks += 1;
      if ((flags & DOUBLED) !== 0) tally.doubles += 1;
      let net: number;
      if ((flags & SURRENDERED) !== 0) {
        tally.surrenders += 1;
        boxNet -= staked - Math.floor(staked / 2);
        continue;
      }
      if ((layout.hard[slot] as number) > 21) net = -staked;
      else if (natural) net = dealerNatural ? 0 : table.payouts.blackjack(staked);
      else if (dealerNatural) {
        if (rules.originalBetsOnly && hand > 0) net = 0;
        else net = rules.originalBetsOnly && doubled > 0 ? -stake : -staked;
      } else if (dealerBust) net = table.payouts.win(staked);
      else {
        const total = layout.total(slot);
        net = total > dealerTotal ? table.payouts.win(staked) : total === dealerTotal ? 0 : -staked;
      }
      if (net > 0) tally.handsWon += 1;
      else if (net === 0) tally.handsPushed += 1;
      else tally.handsLost += 1;
      boxNet += net;
    }
    table.net[box] = boxNet;
    if (rules.playerChips !== null) table.chips[box] = (table.chips[box] as number) + boxNet;
    roundNet += boxNet;
  }
  if (dealerNatural) tally.dealerBlackjacks += 1;
  tally.addNet(rules.minStake * table.boxes, roundNet, round);
  return roundNet;
}
