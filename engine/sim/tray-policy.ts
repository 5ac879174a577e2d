import { inventoryTotal } from '../books/chip-set.js';
import type { Inventory } from '../books/types.js';
import { MINOR_PER_UNIT } from '../money.js';
import type { ChipTray } from './chip-tray.js';

/**
 * When the pit orders chips from the cage or sends them back, measured against the tray's par
 * (the tray the table opened with on its first day): a fill when a value runs short or the tray
 * runs low, a credit when a value piles up or the tray runs high. Slips carry round numbers of
 * chips, five at a time, as cage racks are counted.
 */
const SHORT_OF_A_VALUE = 0.3;
const REFILL_BELOW = 0.7;
const LOW_TRAY = 0.5;
const PILED_VALUE = 2.5;
const SEND_BACK_ABOVE = 1.3;
const HIGH_TRAY = 1.6;
/** A value the par lacks is sent back from this many chips. */
const STRAY_CHIPS = 20;
const RACK = 5;

interface ValueCount {
  readonly key: string;
  readonly par: number;
  readonly count: number;
}

function valueCounts(tray: ChipTray, par: Inventory): ValueCount[] {
  return Object.keys(tray.inventory()).map((key) => ({
    key,
    par: par[key] ?? 0,
    count: tray.count(Math.round(Number(key) * MINOR_PER_UNIT)),
  }));
}

const sheet = (lines: readonly (readonly [string, number])[]): Inventory | null =>
  lines.length === 0 ? null : Object.fromEntries(lines);

/** The chips a fill should bring now, or null when the tray can play on. */
export function fillWanted(tray: ChipTray, par: Inventory): Inventory | null {
  const values = valueCounts(tray, par);
  const short = values.some(({ par: wanted, count }) => wanted > 0 && count < wanted * SHORT_OF_A_VALUE);
  if (!short && tray.total >= inventoryTotal(par) * LOW_TRAY) return null;
  const below = values.filter(({ par: wanted, count }) => count < wanted * REFILL_BELOW);
  const lines = (below.length > 0 ? below : values.filter(({ par: wanted, count }) => count < wanted)).map(
    ({ key, par: wanted, count }) => [key, Math.ceil((wanted - count) / RACK) * RACK] as const,
  );
  return sheet(lines);
}

/** The chips a credit should send back now, or null when the tray is not over par. */
export function creditWanted(tray: ChipTray, par: Inventory): Inventory | null {
  const values = valueCounts(tray, par);
  const piled = values.some(({ par: wanted, count }) => count > Math.max(wanted * PILED_VALUE, STRAY_CHIPS));
  if (!piled && tray.total <= inventoryTotal(par) * HIGH_TRAY) return null;
  const lines = values
    .filter(({ par: wanted, count }) => count > (wanted === 0 ? STRAY_CHIPS : wanted * SEND_BACK_ABOVE))
    .map(({ key, par: wanted, count }) => [key, Math.floor((count - wanted) / RACK) * RACK] as const)
    .filter(([, chips]) => chips > 0);
  return sheet(lines);
}
