import type { FinishedHand } from '../settlement/round.js';
import { settleRound } from '../settlement/settle.js';
import { chipsOf } from './betting.js';
import type { Round, SessionChips, TableContext } from './types.js';

/** The round's bets as the settlement reads them: every hand of every box, and the insurance. */
export function finishedHands(round: Round): FinishedHand[] {
  return round.boxes.flatMap((box) =>
    box.hands.map((hand, index) => ({
      box: box.box,
      hand: index,
      cards: hand.cards,
      fromSplit: hand.fromSplit,
      surrendered: hand.surrendered,
      evenMoney: hand.evenMoney,
      stakes: hand.stakes,
    })),
  );
}

export function settle(context: TableContext): Round {
  const { round, profile } = context;
  const settlement = settleRound({
    hands: finishedHands(round),
    insurance: round.insurance,
    dealerCards: round.dealer,
    profile,
  });
  return { ...round, settlement };
}

/**
 * At a home session the chips move when the next round opens, not at settlement: until then a
 * misdealt card can still reopen the settled round.
 */
export function payChips(context: TableContext): SessionChips | null {
  const { chips, round } = context;
  if (!chips || !round.settlement) return chips;
  const nets = round.settlement.netByBettor;
  const players = { ...chips.players };
  let bank = chips.bank;
  for (const [bettor, net] of Object.entries(nets)) {
    players[bettor] = chipsOf(context, bettor) + net;
    bank -= net;
  }
  return { ...chips, players, bank };
}
