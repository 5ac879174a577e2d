import type { RuleProfile } from '../profile-schema.js';

/**
 * `home-1d`: the one-deck home game of `002_951ea54078d4073d.txt`, as RULES.md reads it.
 * Each field quotes the sentence it rests on; "reading:" marks a decision RULES.md took where the
 * document is silent or ambiguous.
 */
export const home1d: RuleProfile = {
  id: 'home-1d',
  name: 'Home game, one deck (peek, chips)',
  source: '002_951ea54078d4073d.txt',
  shoe: {
    /** "It takes 52 cards without joker, one place for the dealer's cards and chips." */
    decks: 1,
    /** "Between two datas, gather and mix all the cards." */
    reshuffle: 'every-round',
    /** reading: not used: the whole deck is gathered after every round. */
    penetration: 0.75,
    /** "with the mix after each given held here, then use a second 52-card backup set, announced before starting." */
    backupDeck: true,
  },
  table: {
    /** "For our table of two to seven people in total, one person holds the bank and the others play." — at most six players, one box each. */
    boxes: 6,
    /** "For our table of two to seven people in total" — at least one player besides the bank. */
    minOccupiedBoxes: 1,
    /** reading: RULES.md: one bettor per box; the document has each person play one hand against the bank. */
    maxBettorsPerBox: 1,
    /** "Each player sets his bet before receiving cards." — the one bettor decides. */
    boxDecider: 'first-bettor',
    /** "Place two chips per hand so that you can pay the Blackjack bonus without half a token." */
    minStake: 2,
    /** "This reserve and fixed bet are practical choices of the book." — the stake is fixed at two chips. */
    maxBoxTotal: 2,
  },
  session: {
    /** "For a family session, agree on ten points, then compare the players' tokens" */
    rounds: 10,
    /** "Give twenty chips to the players and keep two hundred chips at the bank." */
    playerChips: 20,
    /** "Give twenty chips to the players and keep two hundred chips at the bank." */
    bankChips: 200,
    /** "if his reserve is insufficient, add fictitious tokens of the same value before a new deal." */
    topUpBankWithFictitiousChips: true,
    /** "if his reserve is insufficient, add fictitious tokens of the same value before a new deal." — reading: the reserve must pay the round, so it covers twice the stakes on the table (every box winning a doubled hand). */
    bankCoverOfStakes: 2,
  },
  dealing: {
    /** "Start again: players have two cards visible; the dealer's second card remains hidden." */
    holeCard: 'peek',
    /** "if his visible card is an Ace or is worth 10, the dealer discreetly checks if he has a natural before the players act." */
    peekUpcards: ['A', '10'],
    /** reading: not used with a peek: "If he has one, the ordinary hands lose and the natural opponents equal." */
    dealerNaturalTakes: 'original-bets',
  },
  dealer: {
    /** "He shoots until he reaches at least 17 and stays on 17 to 21, including As-6." */
    standsOn: 17,
    /** "where the dealer stays on all 17, even with a counted Ace 11." */
    hitsSoft17: false,
    /** "If all the players have already jumped, he can cash without completing a hand that has become useless." */
    completesWhenNoLiveBoxes: false,
  },
  player: {
    /** reading: no minimum total is required before standing; the document names none. */
    mustDrawBelow: null,
    /** "At 21, stay; above, your bet is taken immediately." */
    standsOn21: true,
  },
  double: {
    /** "You can also double, only with your two initial cards" */
    allowed: true,
    /** "You can also double, only with your two initial cards" — whatever their total. */
    totals: null,
    /** "We do not allow double after separation; this limit is a table convention and is not universal." */
    afterSplit: false,
    /** "Here, only one separation is allowed, without further separation or double." */
    onSplitAces: false,
    /** "add a bet equal to the first, receive exactly one card and then necessarily stay." */
    forLess: false,
  },
  split: {
    /** "If your two cards have the same rank, you can separate the pair" */
    allowed: true,
    /** "If your two cards have the same rank" */
    pairsBy: 'rank',
    /** "Here, only one separation is allowed, without further separation or double." */
    maxHands: 2,
    /** "If these are two Aces, each receives exactly one card and must stay." */
    resplitAces: false,
  },
  /** reading: the document describes no surrender. */
  surrender: null,
  insurance: {
    /** "If the dealer shows an Ace, he can offer the insurance before checking his natural." */
    offered: true,
    /** "It is a separate bet, up to half of your start bet." */
    amount: 'up-to-half',
    /** "up to half of your start bet" — no minimum beyond a whole chip. */
    minimumShareOfTableMin: 0,
    /** reading: raising insurance is not described; the insurance is offered "before checking his natural", before any double or split. */
    raiseAfterDoubleOrSplit: false,
    /** reading: "It is a separate bet, up to half of your start bet." — no hand is excluded. */
    naturalMayInsure: true,
    /** reading: even money is not described at this table. */
    evenMoney: false,
    /** "It gains twice its profit value if the dealer has Blackjack; otherwise it is lost." */
    pays: { pays: 2, per: 1 },
  },
  payouts: {
    /** "An ordinary win pays 1 to 1." */
    win: { pays: 1, per: 1 },
    /** "A natural blackjack pays 3 to 2. For two chips bet, you get your stake back plus three chips." */
    blackjack: { pays: 3, per: 2 },
  },
  misdeal: {
    /** reading: a card drawn by mistake is not described; RULES.md: burned. */
    policy: 'burn',
    /** reading: the bank decides at a home table; no pit boss. */
    pitBossNote: false,
  },
  /** "To learn, start by pulling and staying, then add double and separate once the totals are well understood." — reading: RULES.md learning mode, a basic-strategy hint for the player on turn. */
  hints: 'basic-strategy',
  /** reading: RULES.md: "the bank decides". */
  disputes: 'bank',
};
