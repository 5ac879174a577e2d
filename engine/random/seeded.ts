/**
 * The engine never draws on ambient randomness: a shuffle or a Monte Carlo run receives a
 * generator made from a seed, so the same seed always gives the same shoe and the same figures.
 * mulberry32: small, fast and well distributed enough for shuffling and sampling.
 */
export type RandomSource = () => number;

/** mulberry32's state moves by this constant at every draw: its state is a counter. */
const STEP = 0x6d2b79f5;

/** mulberry32's output for a state: the counter, well mixed, as 32 bits (a signed integer). */
function mixedBits(state: number): number {
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return t ^ (t >>> 14);
}

/** mulberry32's output for a state as a number in [0, 1). */
const mixed = (state: number): number => (mixedBits(state) >>> 0) / 4294967296;

export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + STEP) >>> 0;
    return mixed(state);
  };
}

/**
 * The same generator with its state in view, for the fast simulator: `next()` gives what
 * `seededRandom(seed)` gives, draw for draw, and `skip(n)` passes over n draws at once (the state
 * is a counter), so a shuffle whose last steps no card needs can still leave the generator where
 * the whole shuffle would.
 */
export class SeededStream {
  private state: number;

  // Kept as a signed 32-bit integer (the same bits as seededRandom's unsigned state): V8 keeps it
  // unboxed, where an unsigned value above 2^31 would be a new heap number at every draw.
  constructor(seed: number) {
    this.state = seed | 0;
  }

  next(): number {
    this.state = (this.state + STEP) | 0;
    return mixed(this.state);
  }

  /**
   * `Math.floor(next() * n)` for a whole n from 1 to 2^16, in integers: with u the draw's 32 bits,
   * both are ⌊u·n / 2^32⌋ (u / 2^32 and its product with n are exact in a double), and with
   * u = h·2^16 + l that is ⌊(h·n + ⌊l·n / 2^16⌋) / 2^16⌋, every step below 2^32. A shuffle's step
   * takes no conversion to and from a double.
   */
  below(n: number): number {
    this.state = (this.state + STEP) | 0;
    const bits = mixedBits(this.state);
    return ((bits >>> 16) * n + (((bits & 0xffff) * n) >>> 16)) >>> 16;
  }

  skip(draws: number): void {
    this.state = (this.state + Math.imul(draws, STEP)) | 0;
  }
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
