import type { RuleProfile } from '../profile-schema.js';

/**
 * `classic-6d`: the six-deck casino table of `000_8d1e98e1c23c607c.txt`, as RULES.md reads it.
 * Each field quotes the sentence it rests on; "reading:" marks a decision RULES.md took where the
 * document is silent or ambiguous.
 */
export const classic6d: RuleProfile = {
  id: 'classic-6d',
  name: 'Classic six-deck (no hole card)',
  source: '000_8d1e98e1c23c607c.txt',
  shoe: {
    /** "This game is played with six decks of 52 cards placed in a distributor or “shoe”." */
    decks: 6,
    /** reading: the document names no shuffle point; RULES.md: "at the cut card, after the round in play". */
    reshuffle: 'cut-card',
    /** reading: RULES.md: "penetration is a profile field, default 75 %". */
    penetration: 0.75,
    /** reading: a six-deck shoe cannot run out within a round before its cut card; no backup deck is described. */
    backupDeck: false,
  },
  table: {
    /** reading: RULES.md: "7 boxes". */
    boxes: 7,
    /** "To start the game, at least two boxes must be occupied." */
    minOccupiedBoxes: 2,
    /** "A maximum of 3 players may bet in the same box, without the total bet however exceeding the maximum amount specified for the table." */
    maxBettorsPerBox: 3,
    /** "The people occupying a seat decide on the game for a box. Each player is entitled to the box corresponding to his/her seat." */
    boxDecider: 'seat-holder',
    /** "The minima and maxima are specified at the table." — reading: RULES.md default min 5, applied to each bettor's stake. */
    minStake: 5,
    /** "without the total bet however exceeding the maximum amount specified for the table" — reading: RULES.md default max 500, applied to a box's total. */
    maxBoxTotal: 500,
  },
  /** reading: a casino table has no agreed session length or chip bank. */
  session: null,
  dealing: {
    /** "Each player then receives a second card, but the croupier does not take a second card yet." */
    holeCard: 'none',
    /** reading: no hole card, so no peek. */
    peekUpcards: [],
    /** "The insurance can be increased after doubling down or splitting a hand." — reading: doubled and split stakes are therefore at risk, and a dealer blackjack takes all bets on the box. */
    dealerNaturalTakes: 'all-bets',
  },
  dealer: {
    /** "The croupier must draw cards when his total points amount to 16 or less. From 17 points and upwards, he may no longer draw a card." */
    standsOn: 17,
    /** "From 17 points and upwards, he may no longer draw a card." — a soft 17 is 17 points, so it stands. */
    hitsSoft17: false,
    /** reading: RULES.md: "draws only what is needed to settle (the second card, for blackjacks)". */
    completesWhenNoLiveBoxes: false,
  },
  player: {
    /** "The box holder must draw one or several cards in order to have a “Hard Total” of 12." — reading: every hand below 12 is hard. */
    mustDrawBelow: 12,
    /** "he/she asks each box holder, in turn, whether he/she wants a third card or if he/she would like to stay, until the player stays or has more than 21 points." — no automatic stand at 21. */
    standsOn21: false,
  },
  double: {
    /** "Once he/she has received his/her first two cards, the player may decide to double his/her initial bet, unless he/she has obtained a BlackJack." */
    allowed: true,
    /** "Once he/she has received his/her first two cards, the player may decide to double his/her initial bet" — whatever their total. */
    totals: null,
    /** reading: the document allows doubling on the player's first two cards only; a split hand's cards are not those, so no double after a split. */
    afterSplit: false,
    /** "If he/she wishes to split two aces, however, he/she will only receive one card per ace." */
    onSplitAces: false,
    /** "the player may decide to double his/her initial bet" — the stake is equal to the original. */
    forLess: false,
  },
  split: {
    /** "When the player’s first two cards are of equal value, he/she may split them and play them separately (maximum 3 times)." */
    allowed: true,
    /** "When the player’s first two cards are of equal value" */
    pairsBy: 'value',
    /** "(maximum 3 times)" — three splits make four hands. */
    maxHands: 4,
    /** "he/she will only receive one card per ace." — reading: one card and no more action, so no resplit. */
    resplitAces: false,
  },
  surrender: {
    /** "A player with 12 points with two cards and no ace can ask to “surrender”" — reading: literal; the allowed totals are this field. */
    totals: [12],
    /** "with two cards and no ace" */
    handWithAce: false,
    /** "but only if the croupier does not hold an ace." */
    againstAce: false,
    /** reading: the document describes surrender only for the box holder asked in turn. */
    beforeTurn: false,
  },
  insurance: {
    /** "A player can insure himself/herself against the croupier’s possible BlackJack." */
    offered: true,
    /** "the player must place a side bet equal to half his/her initial bet on the “insurance” square." */
    amount: 'exactly-half',
    /** "equal to half his/her initial bet" — no separate minimum. */
    minimumShareOfTableMin: 0,
    /** "The insurance can be increased after doubling down or splitting a hand." */
    raiseAfterDoubleOrSplit: true,
    /** reading: "A player can insure himself/herself" — the document excludes no hand, a natural included. */
    naturalMayInsure: true,
    /** reading: even money is not described at this table. */
    evenMoney: false,
    /** "If the croupier obtains a BlackJack, he pays this insurance 2 to 1." */
    pays: { pays: 2, per: 1 },
  },
  payouts: {
    /** "The player with a better score than the croupier keeps his/her bet and also wins an amount equal to his/her bet." */
    win: { pays: 1, per: 1 },
    /** "The best result is however a “BlackJack” which brings the player one and a half times the amount of his/her bet." */
    blackjack: { pays: 3, per: 2 },
  },
  misdeal: {
    /** "A card drawn by mistake remains in the game and is presented successively to each box-holder; when nobody wants the card, it goes to the bank as a second card." */
    policy: 'offer-then-dealer',
    /** "In the case of a dispute during the game, the Management’s decision is binding and final." — reading: the card is offered by rule, no ruling needed. */
    pitBossNote: false,
  },
  /** "Players are not allowed to make a note of the cards already drawn, in any way whatsoever." — reading: the table shows no advice. */
  hints: 'none',
  /** "In the case of a dispute during the game, the Management’s decision is binding and final." */
  disputes: 'pit-boss',
};
