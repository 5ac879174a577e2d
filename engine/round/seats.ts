import { type Refusal, say } from '../refusals/message.js';
import type { EventOf } from './events.js';
import type { TableContext } from './types.js';

/**
 * The number on a player's card, as the casino's card system prints it: 1 to 40 letters, digits,
 * dots, dashes or underscores (`P-10442`). No spaces, so a card number never reads as a name.
 */
export const PLAYER_CARD = /^[A-Za-z0-9._-]{1,40}$/;

/** Why a card number is not one, or null. */
export const playerCardRefusal = (card: string): Refusal | null =>
  PLAYER_CARD.test(card) ? null : say('seat.player-card', { card });

/**
 * A player leaves between rounds: a box with a stake in the round in play (bets open included)
 * keeps its player until the round is settled, so that every stake is settled with the person who
 * placed it and a rating session never ends before its last round.
 */
export function leaveRefusal(context: TableContext, event: EventOf<'SeatLeft'>): Refusal | null {
  const player = context.seats[event.box];
  if (player === undefined) return say('seat.nobody-seated', { box: event.box });
  const { round } = context;
  const staked =
    round.settlement === null && round.boxes.some((box) => box.box === event.box && box.bettors.length > 0);
  return staked ? say('seat.leave-in-play', { box: event.box, player }) : null;
}

/** The seats once the box's player has left. */
export function withSeatLeft(context: TableContext, event: EventOf<'SeatLeft'>): TableContext['seats'] {
  const seats: Record<number, string> = { ...context.seats };
  delete seats[event.box];
  return seats;
}
