import type { Message } from '../refusals/message.js';
import type { RoundReport } from '../round/report.js';
import type { TableSnapshot } from '../round/table.js';
import type { TablePhase } from '../round/table-machine.js';
import type { TableView } from '../round/table-view.js';
import type { Hint } from '../strategy/hint.js';
import { croupierView } from './croupier-view.js';

/**
 * The table as the players and anyone watching see it (a display at the table, a floor screen):
 * the cards on the layout, the stakes, who is on turn, the dealer's obligation and the results.
 * Not the croupier's working aids (where the next card goes, which decisions the screen offers,
 * the shoe's count); the hole card stays down as on the croupier's screen.
 */
export interface PublicView {
  readonly profile: string;
  readonly sessionRounds: number | null;
  readonly phase: TablePhase;
  readonly round: RoundReport;
  readonly dealerSaid: TableView['dealerSaid'];
  readonly onTurn: { readonly box: number; readonly hand: number; readonly labelSaid: Message } | null;
  /** Said aloud at the table: the learning hint of a home game, the dealer's double suggestion. */
  readonly hint: Hint | null;
  /** A misdealt card offered round the table: each box holder in turn may take it. */
  readonly offer: TableView['offer'];
  readonly holeCard: 'down' | null;
}

export function publicView(snapshot: TableSnapshot): PublicView {
  const { view, holeCard } = croupierView(snapshot);
  const { profile, sessionRounds, phase, round, dealerSaid, onTurn, hint, offer } = view;
  return {
    profile,
    sessionRounds,
    phase,
    round,
    dealerSaid,
    onTurn: onTurn && { box: onTurn.box, hand: onTurn.hand, labelSaid: onTurn.labelSaid },
    hint,
    offer,
    holeCard,
  };
}
