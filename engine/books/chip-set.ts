import { MINOR_PER_UNIT, type Minor, toMinor } from '../money.js';
import { type Refusal, say } from '../refusals/message.js';
import type { Inventory } from './types.js';

/** The chip set of a table that names none: 1, 5, 25, 100, 500 and 1,000 table units. */
export const DEFAULT_CHIP_SET: readonly number[] = [1, 5, 25, 100, 500, 1000];

/** The most chips of one value a count may name: far beyond any tray, never beyond exact sums. */
export const MAX_CHIPS_OF_A_VALUE = 1_000_000;

/** A chip set in table units read into minor units, smallest first; null when a value is no amount. */
export function chipSetInMinor(units: readonly number[]): Minor[] | null {
  const minor: Minor[] = [];
  for (const value of units) {
    const read = toMinor(value);
    if (!read.ok || read.value <= 0) return null;
    minor.push(read.value);
  }
  return [...new Set(minor)].sort((a, b) => a - b);
}

/** The chip value a key of an inventory names, in minor units, or null when the key is no amount. */
function chipValueOf(key: string): Minor | null {
  if (!/^\d+(\.\d{1,2})?$/.test(key)) return null;
  const read = toMinor(Number(key));
  return read.ok && read.value > 0 ? read.value : null;
}

/**
 * A chip value's one spelling as a count's key: table units as a number writes them ("25",
 * "0.5"). "025" or "25.00" would name the same chips under another key, and each key its own
 * count up to the cap: one value could then be counted many times over.
 */
export const chipKey = (value: Minor): string => String(value / MINOR_PER_UNIT);

/**
 * Why a count cannot be recorded, or null: a chip value the table's chip set lacks, a count that is
 * negative, fractional or absurd, or no chip at all where chips must move (`emptyAllowed` false).
 */
export function inventoryRefusal(
  inventory: Inventory,
  chipSet: readonly Minor[],
  emptyAllowed: boolean,
): Refusal | null {
  const keys = Object.keys(inventory);
  for (const key of keys) {
    const value = chipValueOf(key);
    if (value === null || !chipSet.includes(value))
      return say('books.chip-not-in-set', { chip: key, chips: chipSetSaid(chipSet) });
    if (key !== chipKey(value)) return say('books.chip-spelling', { chip: key, value: chipKey(value) });
    const count = inventory[key] as number;
    if (!Number.isInteger(count) || count < 0 || count > MAX_CHIPS_OF_A_VALUE)
      return say('books.chip-count', { chip: key, count: String(count), max: MAX_CHIPS_OF_A_VALUE });
  }
  if (!emptyAllowed && inventoryTotal(inventory) === 0) return say('books.no-chips');
  return null;
}

/** The value of a count in minor units (keys already checked by `inventoryRefusal`). */
export const inventoryTotal = (inventory: Inventory): Minor =>
  Object.entries(inventory).reduce((total, [key, count]) => total + (chipValueOf(key) ?? 0) * count, 0);

/** Whether two counts hold the same chips, value by value (a value counted 0 is a value absent). */
export function sameInventory(a: Inventory, b: Inventory): boolean {
  const counts = (inventory: Inventory): Map<Minor, number> => {
    const map = new Map<Minor, number>();
    for (const [key, count] of Object.entries(inventory)) {
      const value = chipValueOf(key);
      if (value !== null && count !== 0) map.set(value, (map.get(value) ?? 0) + count);
    }
    return map;
  };
  const left = counts(a);
  const right = counts(b);
  return left.size === right.size && [...left].every(([value, count]) => right.get(value) === count);
}

/** A chip set as a refusal lists it: "1, 5, 25, 100, 500, 1000". */
export const chipSetSaid = (chipSet: readonly Minor[]): string => chipSet.map(chipKey).join(', ');
