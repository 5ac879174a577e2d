import type { EventOf } from '../../../engine/round/events.js';
import type { BookFact, SeatFact } from './book-log.js';
import type { BuyInRecord, DayLedger, Session } from './ledger.js';

/**
 * The table's buy-ins as the walk meets them, numbered in the log's order as the engine numbers
 * them (the first 1), each with the player's card of its box when a seated player showed one. A
 * void takes the buy-in's chips back out of the drop of the day and the session it was sold in,
 * whatever day the void is recorded: the mended figure is the one the day should have shown.
 */
export class BuyInSeries {
  readonly list: BuyInRecord[] = [];
  readonly #seats: readonly SeatFact[];
  #seatsRead = 0;
  readonly #cards = new Map<number, string | null>();

  constructor(seats: readonly SeatFact[]) {
    this.#seats = seats;
  }

  sell(fact: BookFact, event: EventOf<'ChipsSold'>, ledger: DayLedger, session: Session | null): void {
    ledger.drop += event.amount;
    if (event.method === 'marker') ledger.markers += event.amount;
    if (session) session.chipsSold += event.amount;
    this.list.push({
      buyIn: this.list.length + 1,
      position: fact.position,
      day: ledger.day,
      at: fact.time,
      box: event.box,
      bettor: event.bettor,
      player: this.#cardAt(event.box, fact.position),
      amount: event.amount,
      method: event.method,
      identified: event.identified === true,
      by: fact.operator,
      session,
      void: null,
    });
  }

  /** The engine refused a void of a buy-in unknown or void already: one that reaches the log applies. */
  strike(fact: BookFact, event: EventOf<'BuyInVoided'>, ledgerOf: (day: string) => DayLedger): void {
    const sold = this.list[event.buyIn - 1];
    if (!sold || sold.void) return;
    sold.void = { at: fact.time, reason: event.reason, by: fact.operator };
    const ledger = ledgerOf(sold.day);
    ledger.drop -= sold.amount;
    if (sold.method === 'marker') ledger.markers -= sold.amount;
    if (sold.session) sold.session.chipsSold -= sold.amount;
  }

  #cardAt(box: number, position: number): string | null {
    while (this.#seatsRead < this.#seats.length) {
      const seat = this.#seats[this.#seatsRead] as SeatFact;
      if (seat.position > position) break;
      this.#cards.set(seat.box, seat.playerCard);
      this.#seatsRead += 1;
    }
    return this.#cards.get(box) ?? null;
  }
}
