import { describeDealerRule } from '../../../engine/dealer/dealer-action.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';

/**
 * A profile's rules of play in one line, in the words published house-edge tables use (S17, no
 * hole card, double after split…), so a simulated figure can be set beside a published one.
 */
export function describeRules(profile: RuleProfile): string {
  const { shoe, dealer, dealing, double, split, surrender, payouts } = profile;
  const parts = [
    shoe.decks === 1 ? '1 deck' : `${shoe.decks} decks`,
    shoe.reshuffle === 'cut-card'
      ? `cut card at ${Math.round(shoe.penetration * 100)}%`
      : 'shuffled after every round',
    describeDealerRule(dealer),
    dealing.holeCard === 'peek'
      ? `peek for blackjack on ${dealing.peekUpcards.join(' and ')}`
      : `no hole card (a dealer blackjack takes ${dealing.dealerNaturalTakes === 'all-bets' ? 'doubles and splits too' : 'the original bets only'})`,
    doubleRule(double),
    splitRule(split),
    surrenderRule(surrender),
    `blackjack pays ${payouts.blackjack.pays}:${payouts.blackjack.per}`,
  ];
  return parts.join(', ');
}

function doubleRule(double: RuleProfile['double']): string {
  if (!double.allowed) return 'no double';
  const on = double.totals === null ? 'any two cards' : double.totals.join(', ');
  const afterSplit = double.afterSplit ? 'after a split too' : 'not after a split';
  return `double on ${on} ${afterSplit}${double.forLess ? ', for less' : ''}`;
}

function splitRule(split: RuleProfile['split']): string {
  if (!split.allowed) return 'no split';
  const pairs = split.pairsBy === 'rank' ? 'pairs of a rank' : 'pairs of a value';
  const hands = split.maxHands === null ? 'any number of hands' : `${split.maxHands} hands`;
  return `split ${pairs} to ${hands}${split.resplitAces ? ', aces resplit' : ''}`;
}

function surrenderRule(surrender: RuleProfile['surrender']): string {
  if (!surrender) return 'no surrender';
  const on =
    surrender.totals === null ? 'any two cards' : `two cards totalling ${surrender.totals.join(', ')}`;
  const ace = surrender.handWithAce ? '' : ' without an ace';
  const against = surrender.againstAce ? '' : ', not against an ace';
  return `surrender on ${on}${ace}${against}`;
}
