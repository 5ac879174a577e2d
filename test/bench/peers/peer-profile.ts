import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { open6d } from '../../../engine/rules/profiles/open-6d.js';

/**
 * The rules every engine of the peers bench plays, as a Sabot profile (a fourth table is a profile,
 * not code): libreblackjack's `rules = enhc s17 das doa` with its default three resplits. Six decks
 * cut at 75 %, no hole card (a dealer natural takes every bet on the box), the dealer stands on all
 * 17s, doubling on any first two cards and after a split, pairs by value up to four hands, split
 * aces one card each and no resplit, no surrender, no insurance taken, 3:2, a hand at 21 stands.
 * It is open-6d with the surrender, the double for less and the unlimited resplits taken away.
 */
export const peerProfile: RuleProfile = {
  ...open6d,
  id: 'peers-6d',
  name: 'Peers bench: six decks, ENHC, S17, DAS, DOA, 4 hands, no RSA, no surrender',
  double: { ...open6d.double, forLess: false },
  split: { ...open6d.split, maxHands: 4, resplitAces: false },
  surrender: null,
  hints: 'none',
};

/** The same rules in libreblackjack's words. */
export const LIBREBLACKJACK_RULES = [
  '--decks=6',
  '--rules=enhc s17 das doa',
  '--resplits=3',
  '--penetration=0.75',
];
