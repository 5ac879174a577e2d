import type { Card } from '../cards/card.js';
import type { Minor } from '../money.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import type { HandOutcome } from './outcome.js';

/** One bettor's money on one hand: the box holder's or a back-bettor's. */
export interface StakeOnHand {
  readonly bettor: string;
  readonly stake: Minor;
  /** Extra stake a double added, 0 if none; below `stake` after a double for less. */
  readonly doubled: Minor;
}

/** A hand as it lies on the layout when the round is settled. */
export interface FinishedHand {
  readonly box: number;
  /** 0 = the box's original hand, 1.. = hands made by splits. */
  readonly hand: number;
  readonly cards: readonly Card[];
  readonly fromSplit: boolean;
  readonly surrendered: boolean;
  /** The natural took even money: paid 1:1 at once, whatever the dealer draws. */
  readonly evenMoney: boolean;
  readonly stakes: readonly StakeOnHand[];
}

export interface InsuranceBet {
  readonly box: number;
  readonly bettor: string;
  readonly amount: Minor;
}

export interface RoundToSettle {
  readonly hands: readonly FinishedHand[];
  readonly insurance: readonly InsuranceBet[];
  readonly dealerCards: readonly Card[];
  readonly profile: RuleProfile;
}

/** Insurance and even money are separate bets and get their own lines (RULES.md). */
export type SettlementKind = 'hand' | 'insurance' | 'even-money' | 'surrender';

/**
 * One bettor's result on one bet. `net` is what changes hands: positive is paid by the bank,
 * negative is taken by it, 0 leaves the `staked` amount with the bettor.
 */
export interface SettlementLine {
  readonly box: number;
  /** The hand of the box; insurance belongs to the box and is listed on hand 0. */
  readonly hand: number;
  readonly bettor: string;
  readonly kind: SettlementKind;
  /** A surrender reads as `lose` (half the stake), even money and won insurance as `win`. */
  readonly outcome: HandOutcome;
  readonly staked: Minor;
  readonly net: Minor;
  /** Why, in the croupier's words: "blackjack pays 3:2". */
  readonly reason: string;
}

export interface RoundSettlement {
  readonly lines: readonly SettlementLine[];
  readonly netByBettor: Readonly<Record<string, Minor>>;
  /** Always exactly minus the sum of the bettors' nets: the bank is the other side of every bet. */
  readonly bankNet: Minor;
}
