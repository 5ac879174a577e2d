/**
 * The engine never draws on ambient randomness: a shuffle or a Monte Carlo run receives a
 * generator made from a seed, so the same seed always gives the same shoe and the same figures.
 * mulberry32: small, fast and well distributed enough for shuffling and sampling.
 */
export type RandomSource = () => number;

export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A list a shuffle can reorder: an array, or the fast simulator's typed array of card indexes. */
export interface ShuffledList {
  readonly length: number;
  [index: number]: unknown;
}

/** Fisher–Yates, in place. */
export function shuffleInPlace<L extends ShuffledList>(items: L, random: RandomSource): L {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const held = items[i];
    items[i] = items[j];
    items[j] = held;
  }
  return items;
}
