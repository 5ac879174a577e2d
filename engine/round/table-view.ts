import type { Card } from '../cards/card.js';
import { handTotal } from '../cards/hand.js';
import { dealerActionSaid } from '../dealer/dealer-action.js';
import type { Message } from '../refusals/message.js';
import { type Hint, hintFor } from '../strategy/hint.js';
import { type Decision, decisionsOpen } from './decisions-open.js';
import { findHand, handLabelSaid, handOnTurn } from './hands.js';
import { type RoundReport, roundReport } from './report.js';
import { cutCardPosition, shuffleIsDue } from './shoe.js';
import { contextOf, phaseOf, type TableSnapshot } from './table.js';
import type { TablePhase } from './table-machine.js';

export type { Decision } from './decisions-open.js';

/** What the croupier needs on screen now: the round, who acts, where the next card goes. */
export interface TableView {
  readonly profile: string;
  /** The profile's name for screens (its boxes and limits are the croupier view's `limits`). */
  readonly layout: {
    readonly name: string;
    /** Whether a natural may take even money at this table: the screen offers it only there. */
    readonly evenMoney: boolean;
  };
  /** The rounds agreed for a home session, after which players are ranked; null at a casino table. */
  readonly sessionRounds: number | null;
  /** The first round of the home session in play (a new session starts after the agreed rounds); null at a casino table. */
  readonly sessionFirstRound: number | null;
  readonly phase: TablePhase;
  readonly round: RoundReport;
  /** The dealer's obligation, said by each screen in its language: "15 — DRAW", "soft 17 — STAND". */
  readonly dealerSaid: Message | null;
  readonly onTurn: {
    readonly box: number;
    readonly hand: number;
    /** The hand's name ("box 2 hand 1"), said by each screen in its language. */
    readonly labelSaid: Message;
    readonly total: number;
    readonly soft: boolean;
    readonly decisions: Decision[];
  } | null;
  /** The profile's advice for the hand on turn (basic strategy, the dealer's double suggestion), or null. */
  readonly hint: Hint | null;
  readonly offer: { readonly card: Card; readonly to: number } | null;
  readonly shoe: {
    readonly cardsOut: number;
    readonly cardsInShoe: number;
    readonly cutCardAt: number | null;
    readonly shuffleDue: boolean;
  };
}

/** The whole table, a hole card still face down included: screens show it through a role's view (`engine/views/`). */
export function tableView(snapshot: TableSnapshot): TableView {
  const context = contextOf(snapshot);
  const phase = phaseOf(snapshot);
  const { round, profile, shoe } = context;
  const ref = phase === 'players' ? handOnTurn(round, profile) : null;
  const onTurn = ref ? describeTurn(snapshot, ref) : null;
  const offered = round.offer?.candidates[0];
  const dealerSaid = round.dealer.length > 0 ? dealerActionSaid(round.dealer, profile.dealer) : null;
  return {
    profile: profile.id,
    layout: { name: profile.name, evenMoney: profile.insurance.evenMoney },
    sessionRounds: profile.session?.rounds ?? null,
    sessionFirstRound: context.chips?.firstRound ?? null,
    phase,
    round: roundReport(context, phase),
    dealerSaid,
    onTurn,
    hint: onTurn ? hintFor(context) : null,
    offer: round.offer && offered ? { card: round.offer.card, to: offered.box } : null,
    shoe: {
      cardsOut: shoe.dealt,
      cardsInShoe: profile.shoe.decks * 52,
      cutCardAt: profile.shoe.reshuffle === 'cut-card' ? cutCardPosition(profile) : null,
      shuffleDue: shuffleIsDue(phase, context),
    },
  };
}

function describeTurn(
  snapshot: TableSnapshot,
  ref: { box: number; hand: number },
): NonNullable<TableView['onTurn']> {
  const context = contextOf(snapshot);
  const { box, hand } = findHand(context.round, ref);
  const decisions = decisionsOpen(snapshot);
  const labelSaid = handLabelSaid(ref, box);
  return { ...ref, labelSaid, ...handTotal(hand.cards), decisions };
}
