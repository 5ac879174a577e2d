import type { Card } from '../cards/card.js';
import { describeTotal, handTotal, isBust } from '../cards/hand.js';
import { type Minor, winnings } from '../money.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import { EVEN_MONEY, ratioText, taken } from './amounts.js';
import { type DealerFinish, type HandOutcome, outcomeAgainst } from './outcome.js';
import type { FinishedHand, SettlementKind, SettlementLine, StakeOnHand } from './round.js';

/**
 * Settles every bettor's stake on one hand. The hand has one outcome, but each bettor on a box
 * settles separately (RULES.md), on their own money and their own double.
 */
export function settleHand(hand: FinishedHand, dealer: DealerFinish, profile: RuleProfile): SettlementLine[] {
  // A surrender and even money settle at once, so a dealer natural revealed later changes nothing.
  if (hand.surrendered) return hand.stakes.map((stake) => surrenderLine(hand, stake));
  if (hand.evenMoney) return hand.stakes.map((stake) => evenMoneyLine(hand, stake));
  const outcome = outcomeAgainst(hand, dealer);
  return hand.stakes.map((stake) => settleStake(hand, stake, outcome, dealer, profile));
}

/** The bettor keeps the rounded-down half, as a croupier cannot split the smallest chip. */
function surrenderLine(hand: FinishedHand, stake: StakeOnHand): SettlementLine {
  const staked = stake.stake + stake.doubled;
  const net = taken(staked - Math.floor(staked / 2));
  return lineFor(hand, stake, 'surrender', 'lose', net, 'surrender returns half the stake');
}

function evenMoneyLine(hand: FinishedHand, stake: StakeOnHand): SettlementLine {
  const net = winnings(stake.stake + stake.doubled, EVEN_MONEY);
  return lineFor(hand, stake, 'even-money', 'win', net, 'even money pays 1:1 at once');
}

function settleStake(
  hand: FinishedHand,
  stake: StakeOnHand,
  outcome: HandOutcome,
  dealer: DealerFinish,
  profile: RuleProfile,
): SettlementLine {
  const staked = stake.stake + stake.doubled;
  const { win, blackjack } = profile.payouts;
  switch (outcome) {
    case 'blackjack': {
      const reason = `blackjack pays ${ratioText(blackjack)}`;
      return lineFor(hand, stake, 'hand', outcome, winnings(staked, blackjack), reason);
    }
    case 'win': {
      const why = dealer.bust ? 'dealer busts' : `${describeTotal(hand.cards)} beats ${dealer.total}`;
      const reason = `${why}: win pays ${ratioText(win)}`;
      return lineFor(hand, stake, 'hand', outcome, winnings(staked, win), reason);
    }
    case 'push': {
      // A push against a dealer natural can only be two naturals: any other hand lost.
      const why = dealer.natural
        ? 'blackjack against dealer blackjack'
        : `${totalOf(hand.cards)} against ${dealer.total}`;
      return lineFor(hand, stake, 'hand', outcome, 0, `${why}: push`);
    }
    case 'lose':
      return settleLoss(hand, stake, dealer, profile);
  }
}

/**
 * A hand that lost. A bust was taken when it busted, before any dealer card, so it loses all
 * that is on it. A dealer natural at a peek table cannot follow a double or a split; without a
 * hole card the profile says what it takes: every bet on the box, or only the original stake of
 * hand 0, the doubles and the split hands' stakes going back.
 */
function settleLoss(
  hand: FinishedHand,
  stake: StakeOnHand,
  dealer: DealerFinish,
  profile: RuleProfile,
): SettlementLine {
  const staked = stake.stake + stake.doubled;
  const doubled = stake.doubled > 0;
  if (isBust(hand.cards)) {
    const reason = `${describeTotal(hand.cards)} loses ${doubled ? 'the doubled stake' : 'the stake'}`;
    return lineFor(hand, stake, 'hand', 'lose', taken(staked), reason);
  }
  if (!dealer.natural) {
    const reason = `dealer ${dealer.total} beats ${doubled ? 'doubled ' : ''}${totalOf(hand.cards)}`;
    return lineFor(hand, stake, 'hand', 'lose', taken(staked), reason);
  }
  const originalBetsOnly =
    profile.dealing.holeCard === 'none' && profile.dealing.dealerNaturalTakes === 'original-bets';
  if (originalBetsOnly && hand.hand > 0) {
    const reason = "dealer blackjack takes original bets only: the split hand's stake is returned";
    return lineFor(hand, stake, 'hand', 'push', 0, reason);
  }
  if (originalBetsOnly && doubled) {
    const reason = 'dealer blackjack takes the original stake only: the double is returned';
    return lineFor(hand, stake, 'hand', 'lose', taken(stake.stake), reason);
  }
  const what = doubled ? 'the doubled stake' : hand.hand > 0 ? "the split hand's stake" : 'the stake';
  return lineFor(hand, stake, 'hand', 'lose', taken(staked), `dealer blackjack takes ${what}`);
}

/** Every line is built here, in one shape, so the engine sees a single kind of object. */
function lineFor(
  hand: FinishedHand,
  stake: StakeOnHand,
  kind: SettlementKind,
  outcome: HandOutcome,
  net: Minor,
  reason: string,
): SettlementLine {
  const staked = stake.stake + stake.doubled;
  return { box: hand.box, hand: hand.hand, bettor: stake.bettor, kind, outcome, staked, net, reason };
}

const totalOf = (cards: readonly Card[]): number => handTotal(cards).total;
