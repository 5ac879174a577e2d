import { type Refusal, say } from '../refusals/message.js';
import type { FinishedHand, RoundSettlement, SettlementLine } from '../settlement/round.js';
import { settleRound } from '../settlement/settle.js';
import { chipsOf } from './betting.js';
import { roundWith } from './copy-with.js';
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
  if (round.voided) return roundWith(round, { settlement: voidSettlement(round, round.voided.reason) });
  const settlement = settleRound({
    hands: finishedHands(round),
    insurance: round.insurance,
    dealerCards: round.dealer,
    profile,
  });
  return roundWith(round, { settlement });
}

/** A void round: every stake, double, split copy and insurance goes back to its bettor. */
function voidSettlement(round: Round, why: string): RoundSettlement {
  const reason = `round void: ${why}`;
  const lines: SettlementLine[] = [];
  for (const box of round.boxes) {
    const hands =
      box.hands.length > 0 ? box.hands : [{ stakes: box.bettors.map((b) => ({ ...b, doubled: 0 })) }];
    hands.forEach((hand, index) => {
      for (const s of hand.stakes) {
        lines.push({
          box: box.box,
          hand: index,
          bettor: s.bettor,
          kind: 'hand',
          outcome: 'push',
          staked: s.stake + s.doubled,
          net: 0,
          reason,
        });
      }
    });
  }
  for (const bet of round.insurance) {
    lines.push({
      box: bet.box,
      hand: 0,
      bettor: bet.bettor,
      kind: 'insurance',
      outcome: 'push',
      staked: bet.amount,
      net: 0,
      reason,
    });
  }
  return { lines, netByBettor: Object.fromEntries(lines.map((line) => [line.bettor, 0])), bankNet: 0 };
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

export function voidRefusal(round: Round): Refusal | null {
  if (round.voided) return say('void.already-void', { round: round.number });
  return round.boxes.length === 0 ? say('void.no-bets', { round: round.number }) : null;
}
