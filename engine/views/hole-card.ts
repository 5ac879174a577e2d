import type { Card } from '../cards/card.js';
import { handTotal } from '../cards/hand.js';
import type { RoundReport } from '../round/report.js';

/** The dealer's hand as any report of it holds it (the engine's, or a reply's read-only copy). */
export interface DealerOnTable {
  readonly cards: readonly Card[];
}

import { contextOf, phaseOf, type TableSnapshot } from '../round/table.js';
import type { TablePhase } from '../round/table-machine.js';

/** Phases in which the players still act: a hole card dealt then still lies face down. */
const BEFORE_DEALER_TURN: ReadonlySet<TablePhase> = new Set(['dealing', 'insurance', 'players', 'offer']);

/**
 * Whether the dealer's second card lies face down now. At a peek table (home-1d) it is dealt face
 * down last ("the dealer's second card remains hidden", `002_951ea54078d4073d.txt`) and stays so
 * until the dealer's turn ("After all the players, the dealer reveals his hidden card"); the peek
 * for a natural is discreet and reveals it only when it finds one, which ends the round. A table
 * without a hole card gives the dealer a second card before that turn only as a misdealt card
 * every box passed, which lay face up, so only the profile's `peek` makes a card secret.
 */
export function holeCardDown(snapshot: TableSnapshot): boolean {
  const { profile, round } = contextOf(snapshot);
  return (
    profile.dealing.holeCard === 'peek' &&
    BEFORE_DEALER_TURN.has(phaseOf(snapshot)) &&
    round.dealer.length >= 2
  );
}

/**
 * The dealer's hand as it lies on the table while the hole card is down: the up-card and its
 * total. Blackjack is false because a natural found on the peek ends the round at once, turning
 * the card.
 */
export function dealerFaceUp(dealer: DealerOnTable): RoundReport['dealer'] {
  const faceUp = dealer.cards.slice(0, 1);
  return { cards: faceUp, ...handTotal(faceUp), blackjack: false };
}
