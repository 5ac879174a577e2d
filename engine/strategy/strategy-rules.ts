import { describeDealerRule } from '../dealer/dealer-action.js';
import type { RuleProfile } from '../rules/profile-schema.js';

/**
 * The rules a chart was derived for, in one line a pit boss can check against the table's sign:
 * the profile fields the strategy reads (see `strategyRulesKey` in `chart.ts`), and nothing else.
 */
export function strategyRulesSentence(profile: RuleProfile): string {
  const parts = [
    `${profile.shoe.decks} deck${profile.shoe.decks === 1 ? '' : 's'}`,
    describeDealerRule(profile.dealer),
    naturalPart(profile.dealing),
    doublePart(profile.double),
    splitPart(profile.split),
    surrenderPart(profile.surrender),
    ...playerParts(profile.player),
  ];
  return parts.join('; ');
}

function naturalPart(dealing: RuleProfile['dealing']): string {
  if (dealing.holeCard === 'peek')
    return `peek: the dealer checks for blackjack when showing ${dealing.peekUpcards.join(' or ')}`;
  return dealing.dealerNaturalTakes === 'all-bets'
    ? 'no hole card: a dealer blackjack takes every bet, doubles and splits too'
    : 'no hole card: a dealer blackjack takes the original bets only';
}

function doublePart(double: RuleProfile['double']): string {
  if (!double.allowed) return 'no double';
  const on = double.totals === null ? 'any two cards' : double.totals.join(', ');
  return `double on ${on}, ${double.afterSplit ? 'after a split too' : 'not after a split'}`;
}

function splitPart(split: RuleProfile['split']): string {
  if (!split.allowed) return 'no split';
  const pairs =
    split.pairsBy === 'rank' ? 'split pairs of one rank (K-Q does not)' : 'split pairs of one value';
  const hands =
    split.maxHands === null
      ? 'resplit without limit'
      : split.maxHands === 2
        ? 'once'
        : `to ${split.maxHands} hands`;
  const aces = split.resplitAces ? 'split aces one card each, an ace resplits' : 'split aces one card each';
  return `${pairs} ${hands}, ${aces}`;
}

function surrenderPart(surrender: RuleProfile['surrender']): string {
  if (surrender === null) return 'no surrender';
  const on = surrender.totals === null ? 'any two cards' : `${surrender.totals.join(', ')} on two cards`;
  const ace = surrender.handWithAce ? '' : ' without an ace';
  const againstAce = surrender.againstAce ? '' : ', not against an ace';
  return `surrender ${on}${ace}${againstAce}`;
}

function playerParts(player: RuleProfile['player']): string[] {
  const parts: string[] = [];
  if (player.mustDrawBelow !== null) parts.push(`a hand below ${player.mustDrawBelow} must draw`);
  if (player.standsOn21) parts.push('a hand of 21 stands');
  return parts;
}
