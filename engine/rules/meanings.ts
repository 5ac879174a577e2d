/**
 * What each field of a rule profile means, in English, keyed by its dotted path: the schema gives
 * these as its descriptions (`sabot rules ID` shows them), and the `rules` catalogue takes them as
 * its English source, so the English sentence lives here only. A nullable group (`session`,
 * `surrender`) has a meaning of its own, shown when the group is `null`.
 */
export const RULE_MEANINGS = {
  id: 'Short id used on the command line and in scripts, e.g. `classic-6d`.',
  name: 'A name for screens.',
  source: 'The rule document the profile rests on (a file name under the seeds), or free text.',
  'shoe.decks': 'Number of 52-card decks, no jokers.',
  'shoe.reshuffle':
    '`cut-card`: a new shoe after the round in which the cut card appears; `every-round`: all cards gathered and shuffled after every round.',
  'shoe.penetration': 'Share of the shoe dealt before the cut card comes out (only for `cut-card`).',
  'shoe.backupDeck':
    'A second, announced backup deck of the same size is opened when the stock runs out mid-round.',
  'table.boxes': 'Boxes on the layout.',
  'table.minOccupiedBoxes': 'Occupied boxes needed before a round may be dealt.',
  'table.maxBettorsPerBox': 'Bettors allowed on one box (the decider plus back-bettors).',
  'table.boxDecider': 'Who takes the decisions of a box: the player seated at it, or the first to bet on it.',
  'table.minStake': 'Smallest stake of each bettor, in table units.',
  'table.maxBoxTotal': 'Largest total of all stakes on one box, in table units.',
  session: 'A home session: fixed chips and an agreed number of rounds; `null` at a casino table.',
  'session.rounds': 'Rounds agreed for the session, after which players are ranked by chips.',
  'session.playerChips': 'Chips each player starts with.',
  'session.bankChips': 'Chips the bank starts with.',
  'session.topUpBankWithFictitiousChips':
    'A bank that cannot cover the next round is topped up with marked fictitious chips before the deal.',
  'session.bankCoverOfStakes':
    'What the bank must hold before a deal, as a multiple of the stakes on the table (2: a doubled win on every box).',
  'dealing.holeCard':
    "`none`: the dealer's second card comes after all boxes have played (no hole card); `peek`: a face-down second card, checked for a natural before the players act.",
  'dealing.peekUpcards': 'Up-cards on which the dealer peeks (only for `peek`).',
  'dealing.dealerNaturalTakes':
    'Without a hole card, what a dealer natural takes: every bet on the box including doubles and splits, or only the original bets.',
  'dealer.standsOn': 'The dealer draws below this total and stands on it or more.',
  'dealer.hitsSoft17': 'Whether a soft total equal to `standsOn` still draws (H17) or stands (S17).',
  'dealer.completesWhenNoLiveBoxes':
    'Whether the dealer completes the hand when no box is left to play against.',
  'player.mustDrawBelow': 'A hand below this total may not stand; `null` when the player may always stand.',
  'player.standsOn21': 'A hand that reaches 21 takes no more cards and stands at once.',
  'double.allowed': 'Whether doubling is offered at all.',
  'double.totals': 'Totals of a two-card hand that may double (e.g. 9, 10, 11); `null` for any two cards.',
  'double.afterSplit': 'A hand made by a split may double.',
  'double.onSplitAces': 'A hand made by splitting aces may double.',
  'double.forLess': 'The double may be any amount from the table minimum up to the original stake.',
  'split.allowed': 'Whether splitting is offered at all.',
  'split.pairsBy': 'Pairs split by equal `value` (10 with J) or only equal `rank` (K with K).',
  'split.maxHands': 'Most hands one box may hold after splits, at most 8; `null` for no limit.',
  'split.resplitAces': 'An ace dealt to a split ace may be split again.',
  'surrender.totals': 'Totals of the first two cards that may surrender; `null` for any total.',
  'surrender.handWithAce': 'A two-card hand holding an ace may surrender.',
  'surrender.againstAce': 'Surrender is allowed when the dealer shows an ace.',
  'surrender.beforeTurn': "A box may be surrendered before its turn comes (all of a player's boxes at once).",
  surrender: 'Late surrender for half the stake; `null` where the table has none.',
  'insurance.offered': 'Whether insurance is offered when the dealer shows an ace.',
  'insurance.amount': '`exactly-half` the initial bet, or `up-to-half`.',
  'insurance.minimumShareOfTableMin':
    'Smallest insurance as a share of the table minimum (0.5 = half the minimum); 0 for none.',
  'insurance.raiseAfterDoubleOrSplit':
    'Insurance may be raised to half the new stake after a double or a split.',
  'insurance.naturalMayInsure': 'A hand holding a natural may be insured.',
  'insurance.evenMoney': 'A natural may take even money (1:1 at once) when the dealer shows an ace.',
  'insurance.pays': 'Payout of insurance when the dealer has a natural.',
  'payouts.win': 'Payout of an ordinary win.',
  'payouts.blackjack': 'Payout of a natural that beats the dealer.',
  'misdeal.policy':
    "`offer-then-dealer`: offered to each box holder in turn, then the dealer's second card; `burn`: taken out of play.",
  'misdeal.pitBossNote': 'A pit-boss note is asked for each misdealt card.',
  hints:
    "Advice shown on the croupier's screen: none, the dealer's suggestion to double on 9–11, or a basic-strategy hint.",
  disputes: 'Who settles a dispute: a pit boss (corrections as new events) or the bank.',
};

export type RuleField = keyof typeof RULE_MEANINGS;

/** The meaning of a field, for the schema's `describe()`: a misspelt path fails to compile. */
export const meaning = (field: RuleField): string => RULE_MEANINGS[field];

/** Whether a dotted path is a field of the profile with a meaning (what `describeProfile` yields). */
export const isRuleField = (field: string): field is RuleField => Object.hasOwn(RULE_MEANINGS, field);
