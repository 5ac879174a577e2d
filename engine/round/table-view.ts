import { type Card, cardGlyph } from '../cards/card.js';
import { handTotal } from '../cards/hand.js';
import { describeDealerAction } from '../dealer/dealer-action.js';
import { type Hint, hintFor } from '../strategy/hint.js';
import { dealerNeedsCard } from './dealer-turn.js';
import { nextDealSpot } from './dealing.js';
import { type Decision, decisionsOpen } from './decisions-open.js';
import { findHand, handLabel, handOnTurn } from './hands.js';
import { type RoundReport, roundReport } from './report.js';
import { cutCardPosition, shuffleIsDue } from './shoe.js';
import { contextOf, phaseOf, type TableSnapshot } from './table.js';
import type { TablePhase } from './table-machine.js';

export type { Decision } from './decisions-open.js';

/** What the croupier needs on screen now: the round, who acts, where the next card goes. */
export interface TableView {
  readonly profile: string;
  /** The rounds agreed for a home session, after which players are ranked; null at a casino table. */
  readonly sessionRounds: number | null;
  /** The first round of the home session in play (a new session starts after the agreed rounds); null at a casino table. */
  readonly sessionFirstRound: number | null;
  readonly phase: TablePhase;
  readonly round: RoundReport;
  /** The dealer's obligation in the croupier's words: "15 — DRAW", "soft 17 — STAND". */
  readonly dealerBanner: string | null;
  /** Where the next card out of the shoe goes, or why none is expected. */
  readonly nextCard: string;
  readonly onTurn: {
    readonly box: number;
    readonly hand: number;
    readonly label: string;
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
  return {
    profile: profile.id,
    sessionRounds: profile.session?.rounds ?? null,
    sessionFirstRound: context.chips?.firstRound ?? null,
    phase,
    round: roundReport(context, phase),
    dealerBanner: round.dealer.length > 0 ? describeDealerAction(round.dealer, profile.dealer) : null,
    nextCard: nextCardGoesTo(snapshot, onTurn?.label ?? null),
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
  return { ...ref, label: handLabel(ref, box), ...handTotal(hand.cards), decisions };
}

function nextCardGoesTo(snapshot: TableSnapshot, onTurnLabel: string | null): string {
  const context = contextOf(snapshot);
  switch (phaseOf(snapshot)) {
    case 'dealing':
      return nextDealSpot(context.round, context.profile);
    case 'players':
      return onTurnLabel ?? 'no hand is on turn';
    case 'dealer':
      return dealerNeedsCard(context.round, context.profile) ? 'dealer' : 'no card: the dealer stands';
    case 'insurance':
      return 'no card: the insurance window is open';
    case 'offer': {
      const offer = context.round.offer;
      return offer ? `no card: the ${cardGlyph(offer.card)} is on offer` : 'no card';
    }
    default:
      return 'no card: bets are open';
  }
}
