import { type Minor, type PayoutRatio, toMinor } from '../../money.js';
import { unwrap } from '../../result.js';
import { profileLimits } from '../../round/table-context.js';
import type { RuleProfile } from '../../rules/profile-schema.js';

/**
 * The profile's fields the fast table reads, flattened into numbers and booleans once, so a round
 * reads no nested object. Each one is the field the statechart's rule functions read.
 */
export interface FastRules {
  readonly standsOn21: boolean;
  /** 0 when the profile has no minimum (`mustDrawBelow: null`). */
  readonly mustDrawBelow: number;
  readonly peek: boolean;
  readonly peekOnAce: boolean;
  readonly peekOnTen: boolean;
  readonly insuranceOffered: boolean;
  readonly originalBetsOnly: boolean;
  readonly dealerStandsOn: number;
  readonly dealerHitsSoft17: boolean;
  readonly dealerCompletes: boolean;
  readonly doubleAllowed: boolean;
  readonly doubleTotals: readonly number[] | null;
  readonly doubleAfterSplit: boolean;
  readonly splitAllowed: boolean;
  readonly splitByRank: boolean;
  /** 0 when the number of splits is unlimited. */
  readonly maxHands: number;
  readonly resplitAces: boolean;
  readonly surrender: boolean;
  readonly surrenderTotals: readonly number[] | null;
  readonly surrenderWithAce: boolean;
  readonly surrenderAgainstAce: boolean;
  readonly win: PayoutRatio;
  readonly blackjack: PayoutRatio;
  readonly reshuffleEveryRound: boolean;
  readonly minStake: Minor;
  /** A home session's chips: the players' starting chips, or null at a casino table. */
  readonly playerChips: Minor | null;
  readonly sessionRounds: number;
}

/**
 * What the fast table does not play as the statechart would, or null. The auto table never insures,
 * takes even money, misdeals or votes a round; these are the profile fields beyond that.
 */
export function fastPathRefusal(profile: RuleProfile): string | null {
  if (profile.double.onSplitAces) return `${profile.id} doubles on split aces: the fast path does not`;
  if (profile.session && !profile.session.topUpBankWithFictitiousChips)
    return `${profile.id} refuses a deal the bank cannot cover: the fast path does not keep the bank`;
  const limits = profileLimits(profile);
  if (limits.min > limits.max) return `${profile.id} has a minimum stake above its box maximum`;
  return null;
}

export function fastRulesOf(profile: RuleProfile): FastRules {
  const { dealing, dealer, double, split, surrender, payouts, session, shoe } = profile;
  return {
    standsOn21: profile.player.standsOn21,
    mustDrawBelow: profile.player.mustDrawBelow ?? 0,
    peek: dealing.holeCard === 'peek',
    peekOnAce: dealing.peekUpcards.includes('A'),
    peekOnTen: dealing.peekUpcards.includes('10'),
    insuranceOffered: profile.insurance.offered,
    originalBetsOnly: dealing.holeCard === 'none' && dealing.dealerNaturalTakes === 'original-bets',
    dealerStandsOn: dealer.standsOn,
    dealerHitsSoft17: dealer.hitsSoft17,
    dealerCompletes: dealer.completesWhenNoLiveBoxes,
    doubleAllowed: double.allowed,
    doubleTotals: double.totals,
    doubleAfterSplit: double.afterSplit,
    splitAllowed: split.allowed,
    splitByRank: split.pairsBy === 'rank',
    maxHands: split.maxHands ?? 0,
    resplitAces: split.resplitAces,
    surrender: surrender !== null,
    surrenderTotals: surrender?.totals ?? null,
    surrenderWithAce: surrender?.handWithAce ?? false,
    surrenderAgainstAce: surrender?.againstAce ?? false,
    win: payouts.win,
    blackjack: payouts.blackjack,
    reshuffleEveryRound: shoe.reshuffle === 'every-round',
    minStake: profileLimits(profile).min,
    playerChips: session ? unwrap(toMinor(session.playerChips)) : null,
    sessionRounds: session?.rounds ?? Number.POSITIVE_INFINITY,
  };
}
