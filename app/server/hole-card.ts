import type { Card } from '../../engine/cards/card.js';
import { handTotal } from '../../engine/cards/hand.js';
import type { RoundReport } from '../../engine/round/report.js';
import { contextOf, phaseOf, type TableSnapshot } from '../../engine/round/table.js';
import type { TablePhase } from '../../engine/round/table-machine.js';
import type { TableView } from '../../engine/round/table-view.js';

/** Phases in which the players still act: a hole card dealt then still lies face down. */
const BEFORE_DEALER_TURN: ReadonlySet<TablePhase> = new Set(['dealing', 'insurance', 'players', 'offer']);

/**
 * Whether the dealer's second card lies face down now: at a peek table (home-1d) it is dealt
 * face down last and stays so until the dealer's turn. A table without a hole card gives the
 * dealer a second card before that turn only as a misdealt card every box passed, which lay face
 * up, so only the profile's `peek` makes a card secret.
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
 * The dealer's hand as the players see it while the hole card is down: the up-card and its total.
 * Blackjack is false because a natural found on the peek ends the round at once, turning the card.
 */
export function dealerFaceUp(dealer: { readonly cards: readonly Card[] }): RoundReport['dealer'] {
  const faceUp = dealer.cards.slice(0, 1);
  return { cards: faceUp, total: handTotal(faceUp).total, blackjack: false };
}

/**
 * The table without the hole card, for every page: the card, the dealer's total and the banner
 * (which names that total) leave the server only once the dealer turns the card, so no screen,
 * network capture or browser extension learns it before the players do.
 */
export function viewWithHoleCardDown(view: TableView): TableView {
  return { ...view, round: { ...view.round, dealer: dealerFaceUp(view.round.dealer) }, dealerBanner: null };
}
