import { chipKey } from '../books/chip-set.js';
import type { Inventory } from '../books/types.js';
import { MINOR_PER_UNIT, type Minor } from '../money.js';

/**
 * The chips in a simulated tray, counted by value as the croupier would count them at the close.
 * Every chip movement of a shift goes through it (the opener, fills, credits, chips sold, each
 * settlement's pays and takes), so its count at the close is what a careful croupier would count.
 */
export class ChipTray {
  readonly #counts = new Map<Minor, number>();
  /** The chip values, largest first. */
  readonly #values: readonly Minor[];

  constructor(chipSet: readonly Minor[], inventory: Inventory = {}) {
    this.#values = [...chipSet].sort((a, b) => b - a);
    for (const value of this.#values) this.#counts.set(value, 0);
    this.put(inventory);
  }

  get total(): Minor {
    return [...this.#counts].reduce((total, [value, count]) => total + value * count, 0);
  }

  count(value: Minor): number {
    return this.#counts.get(value) ?? 0;
  }

  /** The tray as a count sheet reads it: every value of the chip set, in table units. */
  inventory(): Inventory {
    const sheet: Record<string, number> = {};
    for (const value of [...this.#values].reverse()) sheet[chipKey(value)] = this.count(value);
    return sheet;
  }

  /** Chips counted into the tray (an opener, a fill). */
  put(inventory: Inventory): void {
    for (const [key, count] of Object.entries(inventory))
      this.#add(Math.round(Number(key) * MINOR_PER_UNIT), count);
  }

  /** Chips counted out of the tray (a credit); the tray must hold them. */
  remove(inventory: Inventory): void {
    for (const [key, count] of Object.entries(inventory)) {
      const value = Math.round(Number(key) * MINOR_PER_UNIT);
      if (this.count(value) < count)
        throw new Error(`the tray holds ${this.count(value)} chips of ${key}, not ${count}`);
      this.#add(value, -count);
    }
  }

  /** A lost bet collected: the amount in the fewest chips, as a player stakes it. */
  collect(amount: Minor): void {
    let left = amount;
    for (const value of this.#values) {
      const chips = Math.floor(left / value);
      this.#add(value, chips);
      left -= chips * value;
    }
    if (left !== 0) throw new Error(`${amount} minor units cannot be made of the chip set`);
  }

  /**
   * A win paid or chips sold: the largest chips the tray holds up to `largest`, as a croupier cuts
   * them. When the small chips run out, a larger chip goes out and the player gives the change
   * back: the tray still loses exactly `amount`.
   */
  pay(amount: Minor, largest: Minor = Number.POSITIVE_INFINITY): void {
    if (amount > this.total) throw new Error(`the tray holds ${this.total} minor units, not ${amount}`);
    let left = amount;
    for (const value of this.#values) {
      if (value > largest) continue;
      const chips = Math.min(this.count(value), Math.floor(left / value));
      this.#add(value, -chips);
      left -= chips * value;
    }
    if (left > 0) {
      const larger = [...this.#values].reverse().find((value) => this.count(value) > 0 && value >= left);
      if (larger === undefined) throw new Error(`the tray cannot pay ${amount} minor units`);
      this.#add(larger, -1);
      this.collect(larger - left);
    }
  }

  #add(value: Minor, chips: number): void {
    if (!this.#counts.has(value)) throw new Error(`${value} minor units is no chip of the tray`);
    this.#counts.set(value, this.count(value) + chips);
  }
}
