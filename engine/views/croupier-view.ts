import type { TableSnapshot } from '../round/table.js';
import { type TableView, tableView } from '../round/table-view.js';
import { dealerFaceUp, holeCardDown } from './hole-card.js';

/** A view of the table as one role sees it, and whether the dealer's hole card lies face down in it. */
export interface SeenTable {
  readonly view: TableView;
  readonly holeCard: 'down' | null;
}

/**
 * What the croupier's screen shows: the whole working view (who acts, what they may do, where the
 * next card goes, the shoe), but the dealer's hole card is not in it before the dealer's turn.
 * The croupier has not seen the card either: it was dealt face down and the peek only says
 * whether it makes a natural. The card, the dealer's total and the banner (which names that
 * total) are left out, so no screen, network capture or browser extension learns it before the
 * players do; after the turn, and in a settled round, everything is shown.
 */
export function croupierView(snapshot: TableSnapshot): SeenTable {
  const view = tableView(snapshot);
  if (!holeCardDown(snapshot)) return { view, holeCard: null };
  return {
    view: {
      ...view,
      round: { ...view.round, dealer: dealerFaceUp(view.round.dealer) },
      dealerBanner: null,
      dealerSaid: null,
    },
    holeCard: 'down',
  };
}
