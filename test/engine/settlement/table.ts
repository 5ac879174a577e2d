import type { Card } from '../../../engine/cards/card.js';
import { type Minor, toMinor } from '../../../engine/money.js';
import { unwrap } from '../../../engine/result.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import type {
  FinishedHand,
  InsuranceBet,
  RoundSettlement,
  SettlementLine,
  StakeOnHand,
} from '../../../engine/settlement/round.js';
import { settleRound } from '../../../engine/settlement/settle.js';

/** Table units to minor units, so a test reads "5" where the table says 5. */
export const units = (amount: number): Minor => unwrap(toMinor(amount));

/** A bettor's stake in table units; `doubled` is the extra stake a double added. */
export const stakeOf = (bettor: string, stake: number, doubled = 0): StakeOnHand => ({
  bettor,
  stake: units(stake),
  doubled: units(doubled),
});

/** A hand on box 1, unsplit and played out, with ann's 10 on it unless told otherwise. */
export function handOf(cards: Card[], details: Partial<FinishedHand> = {}): FinishedHand {
  return {
    box: 1,
    hand: 0,
    cards,
    fromSplit: false,
    surrendered: false,
    evenMoney: false,
    stakes: [stakeOf('ann', 10)],
    ...details,
  };
}

export const insuranceOf = (bettor: string, amount: number, box = 1): InsuranceBet => ({
  box,
  bettor,
  amount: units(amount),
});

export function settle(
  profile: RuleProfile,
  dealerCards: Card[],
  hands: FinishedHand[],
  insurance: InsuranceBet[] = [],
): RoundSettlement {
  return settleRound({ hands, insurance, dealerCards, profile });
}

/** The only line of a round with one bettor on one hand. */
export function onlyLine(profile: RuleProfile, dealerCards: Card[], hand: FinishedHand): SettlementLine {
  const { lines } = settle(profile, dealerCards, [hand]);
  if (lines.length !== 1 || lines[0] === undefined) throw new Error(`expected one line, got ${lines.length}`);
  return lines[0];
}

/** `classic-6d` as a European "original bets only" table: the variant the profile field allows. */
export const classicOriginalBets: RuleProfile = {
  ...classic6d,
  id: 'classic-6d-obo',
  dealing: { ...classic6d.dealing, dealerNaturalTakes: 'original-bets' },
};
