import { contextOf } from '../../engine/round/table.js';
import type { ReplayStep, RoundReplay } from '../contract.js';
import type { LiveTable } from '../core/devices/live-table.js';
import { dealerFaceUp, holeCardDown } from './hole-card.js';

/**
 * The pit review of the round in play keeps the hole card down as the croupier's screen does:
 * the log holds the card from the moment it was dealt, but the review is a page like any other.
 * A settled round, or one whose dealer has turned the card, is shown whole.
 */

/** True when `round` is the round in play and its hole card is still face down. */
export function reviewHidesHoleCard(table: LiveTable, round: number): boolean {
  const snapshot = table.service.snapshot;
  return contextOf(snapshot).round.number === round && holeCardDown(snapshot);
}

/** The log position of the hole card: the fact after which the dealer first holds two cards. */
export function holeCardPosition(replay: RoundReplay): number | null {
  return replay.steps.find((step) => step.round.dealer.cards.length >= 2)?.position ?? null;
}

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

const namesCardAt = (step: ReplayStep, position: number): boolean =>
  step.position === position ||
  (step.type === 'CardCorrected' &&
    typeof step.data === 'object' &&
    step.data !== null &&
    'position' in step.data &&
    step.data.position === position);

/** The replay with the hole card out of every step: the fact that drew it, its corrections, the dealer's hand. */
export function replayWithHoleCardDown(replay: RoundReplay): RoundReplay {
  const position = holeCardPosition(replay);
  const steps = replay.steps.map((step) => ({
    ...step,
    data: position !== null && namesCardAt(step, position) ? faceDownData(step.data) : step.data,
    round: { ...step.round, dealer: dealerFaceUp(step.round.dealer) },
  }));
  return { ...replay, steps };
}
