import type { LogEvent } from '../log/log-events.js';

/** Who the protection signals group a bettor by: its name, or the player card its seat presented. */
export type BettorIdentity = (bettor: string) => string;

/** A bettor is its own identity where nothing links it to a player. */
export const bettorItself: BettorIdentity = (bettor) => bettor;

/**
 * The player cards presented at the seats, followed fact by fact: a bettor whose name is a carded
 * player's seated name is that player (the ratings' rule), so a player's signals follow the card
 * across boxes, tables and days; an anonymous bettor stays its name.
 */
export class SeatedCards {
  readonly #seats = new Map<number, { readonly player: string; readonly card?: string }>();

  /** Told each fact before the fold applies it; only the seats' facts change anything. */
  heard(event: LogEvent): void {
    if (event.type === 'SeatTaken')
      this.#seats.set(event.box, {
        player: event.player,
        ...(event.playerCard !== undefined && { card: event.playerCard }),
      });
    else if (event.type === 'SeatLeft') this.#seats.delete(event.box);
  }

  readonly identity: BettorIdentity = (bettor) => {
    for (const seat of this.#seats.values()) if (seat.player === bettor && seat.card) return seat.card;
    return bettor;
  };
}
