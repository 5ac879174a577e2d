import type { RuleProfile } from '../profile-schema.js';

/**
 * `open-6d`: the six-deck casino table of `001_d2d98fe0d86c8c4c.txt`, as RULES.md reads it.
 * Each field quotes the sentence it rests on; "reading:" marks a decision RULES.md took where the
 * document is silent or ambiguous.
 */
export const open6d: RuleProfile = {
  id: 'open-6d',
  name: 'Open six-deck (no hole card, generous doubles)',
  source: '001_d2d98fe0d86c8c4c.txt',
  shoe: {
    /** "Black Jack is played with a 312 card pack (6 packs of 52 cards) from 2 through Ace except Jokers." */
    decks: 6,
    /** reading: the document names no shuffle point; RULES.md: "same as classic", at the cut card after the round in play. */
    reshuffle: 'cut-card',
    /** reading: RULES.md: "penetration is a profile field, default 75 %". */
    penetration: 0.75,
    /** reading: a six-deck shoe cannot run out within a round before its cut card; no backup deck is described. */
    backupDeck: false,
  },
  table: {
    /** reading: RULES.md: "7 boxes". */
    boxes: 7,
    /** "The minimum number of boxes is one." */
    minOccupiedBoxes: 1,
    /** "No more than three players may bet on one box, and the total amount of these bets cannot exceed the minimum of the layout." — reading: "minimum" is a translation slip for maximum. */
    maxBettorsPerBox: 3,
    /** "the preference right to decision- making is given to the player who was first to bet on this box, i.e. “the owner”." */
    boxDecider: 'first-bettor',
    /** "The value of a bet is limited by the minimum and maximum indicated on the layout." — reading: RULES.md default min 5, per bettor. */
    minStake: 5,
    /** "the total amount of these bets cannot exceed the maximum of the layout." — reading: RULES.md default max 500, per box. */
    maxBoxTotal: 500,
  },
  /** reading: a casino table has no agreed session length or chip bank. */
  session: null,
  dealing: {
    /** reading: "If the player gets a BLACK JACK (i.e. a combination of two cards whose value makes up 21) after the first deal, and the dealer does not have a BLACK JACK" — no peek and no hole card is described, so RULES.md deals no hole card (ENHC). */
    holeCard: 'none',
    /** reading: no hole card, so no peek. */
    peekUpcards: [],
    /** "If the dealer gets a BLACK JACK the player’s initial bet loses and Insurance is paid in the amount 2:1." — reading: RULES.md: all bets lose, doubled and split stakes included. */
    dealerNaturalTakes: 'all-bets',
  },
  dealer: {
    /** "If the dealer’s total score is under 17, he/she must take one more card; if the score is equal to or over 17, the dealer must stop." */
    standsOn: 17,
    /** "if the score is equal to or over 17, the dealer must stop." — a soft 17 stands. */
    hitsSoft17: false,
    /** reading: RULES.md: "draws only what is needed to settle (the second card, for blackjacks)". */
    completesWhenNoLiveBoxes: false,
  },
  player: {
    /** reading: no minimum total is required before standing; the document names none. */
    mustDrawBelow: null,
    /** "After acquiring 21 points the player is given no more cards." */
    standsOn21: true,
  },
  double: {
    /** "Double allows the player to double his/her bets on any two cards except BJ and a split Ace." */
    allowed: true,
    /** "Double allows the player to double his/her bets on any two cards except BJ and a split Ace." */
    totals: null,
    /** "The player may also double when splitting." */
    afterSplit: true,
    /** "except BJ and a split Ace." */
    onSplitAces: false,
    /** "The player may “double for less”, i.e. double a wager for any amount less than the original wager amount." */
    forLess: true,
  },
  split: {
    /** "Should the player’s first two cards be of equal value the dealer suggests a split." */
    allowed: true,
    /** "Should the player’s first two cards be of equal value" */
    pairsBy: 'value',
    /** "The number of splits is unlimited." */
    maxHands: null,
    /** "If another Ace is drawn on the split Ace the player may resplit or keep 12 points." */
    resplitAces: true,
  },
  surrender: {
    /** "The player may surrender at any moment before the third card is placed on the box with prior notification of the dealer." — any total. */
    totals: null,
    /** "The player may surrender at any moment before the third card is placed on the box" — aces in the hand are not excluded. */
    handWithAce: true,
    /** "The player couldn't surrender if the dealer gets an Ace." */
    againstAce: false,
    /** "Surrender means the player’s refusal to play on one of the boxes (or on all of his/her boxes) at the cost of half of the best." */
    beforeTurn: true,
  },
  insurance: {
    /** "If the dealer’s first card is an Ace the player may insure his/her wager from eventual BLACK JACK with the dealer." */
    offered: true,
    /** "Insurance amount cannot exceed half of the initial bet and is placed on the Insurance Line." */
    amount: 'up-to-half',
    /** "The Insurance cannot be less than half the minimum of the layout." */
    minimumShareOfTableMin: 0.5,
    /** reading: raising insurance after a double or split is not described at this table. */
    raiseAfterDoubleOrSplit: false,
    /** "The player cannot insure his/her BLACK JACK." */
    naturalMayInsure: false,
    /** "He/she may immediately receive even money (1:1)." */
    evenMoney: true,
    /** "If the dealer gets a BLACK JACK the player’s initial bet loses and Insurance is paid in the amount 2:1." */
    pays: { pays: 2, per: 1 },
  },
  payouts: {
    /** "If the player’s aggregate score does not go over 21 and is higher than that of the dealer, the player receives the payout in the amount 1:1." */
    win: { pays: 1, per: 1 },
    /** "the player is paid winnings in the amount of 1.5 of the wager." */
    blackjack: { pays: 3, per: 2 },
  },
  misdeal: {
    /** reading: a card drawn by mistake is not described; RULES.md: burned, with a pit-boss note. */
    policy: 'burn',
    /** reading: RULES.md: "burned, with a pit-boss note". */
    pitBossNote: true,
  },
  /** "The dealer suggests double for 9, 10 and 11." */
  hints: 'double-on-9-10-11',
  /** reading: no dispute clause; RULES.md: "same" as classic, the management (pit boss) decides. */
  disputes: 'pit-boss',
};
