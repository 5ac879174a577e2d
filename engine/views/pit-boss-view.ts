import { contextOf, type TableSnapshot } from '../round/table.js';
import { croupierView, type SeenTable } from './croupier-view.js';
import { type DealerOnTable, dealerFaceUp, holeCardDown } from './hole-card.js';

/**
 * The pit boss supervises the live table on the croupier's terms: while the hole card is down
 * nobody at the table has seen it, and a pit boss who knew it could signal it.
 */
export const pitBossView = (snapshot: TableSnapshot): SeenTable => croupierView(snapshot);

/** One fact of a round as the pit review scrubs through it, with the round as it stood after it. */
export interface ReviewStep {
  readonly position: number;
  readonly type: string;
  readonly data: unknown;
  readonly round: { readonly dealer: DealerOnTable };
}

/**
 * The log holds the hole card from the moment it was dealt, but the review of the round in play
 * is a page like any other: it keeps the card down as the table does. A settled round, an earlier
 * one, or one whose dealer has turned the card, is shown whole.
 */
export function reviewHidesHoleCard(live: TableSnapshot, round: number): boolean {
  return contextOf(live).round.number === round && holeCardDown(live);
}

/** The log position of the hole card: the fact after which the dealer first holds two cards. */
export function holeCardPosition(steps: readonly ReviewStep[]): number | null {
  return steps.find((step) => step.round.dealer.cards.length >= 2)?.position ?? null;
}

/**
 * The round's steps as the pit boss may see them now, beside the live table: while the live table
 * hides the hole card, it is out of every step (the fact that drew it, its corrections, the
 * dealer's hand).
 */
export function pitBossSteps<S extends ReviewStep>(
  live: TableSnapshot,
  round: number,
  steps: readonly S[],
): S[] {
  if (!reviewHidesHoleCard(live, round)) return [...steps];
  const position = holeCardPosition(steps);
  return steps.map((step) => ({
    ...step,
    data: position !== null && namesCardAt(step, position) ? faceDownData(step.data) : step.data,
    round: { ...step.round, dealer: dealerFaceUp(step.round.dealer) },
  }));
}

const namesCardAt = (step: ReviewStep, position: number): boolean =>
  step.position === position ||
  (step.type === 'CardCorrected' &&
    typeof step.data === 'object' &&
    step.data !== null &&
    'position' in step.data &&
    step.data.position === position);

/**
 * A fact that names the hole card (its drawing, or a correction of it) keeps only what does not
 * reveal it: a correction's reason is free text and may name the card, so it is withheld too.
 */
function faceDownData(data: unknown): Record<string, unknown> {
  const { position, author } = (data ?? {}) as { position?: unknown; author?: unknown };
  return {
    ...(position !== undefined && { position }),
    ...(author !== undefined && { author }),
    card: null,
    holeCard: 'down',
  };
}
