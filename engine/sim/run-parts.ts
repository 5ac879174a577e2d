/**
 * How a run of N rounds is cut into parts, one per worker: the rounds split as evenly as whole
 * rounds allow (the first parts take one more), and each part shuffles with its own seed derived
 * from the run's seed and the part's index. The same seed and the same number of parts always
 * play the same rounds; another number of parts plays other rounds (other shoes), so its figures
 * differ within their standard error.
 */
export interface RunPart {
  readonly index: number;
  readonly seed: number;
  readonly rounds: number;
}

export function planParts(seed: number, rounds: number, parts: number): RunPart[] {
  if (!Number.isInteger(parts) || parts < 1) throw new Error(`a run has at least one part, not ${parts}`);
  const share = Math.floor(rounds / parts);
  const extra = rounds - share * parts;
  return Array.from({ length: parts }, (_, index) => ({
    index,
    seed: partSeed(seed, index),
    rounds: share + (index < extra ? 1 : 0),
  }));
}

/**
 * A well-mixed 32-bit seed for part `index` of a run seeded with `seed` (any whole number below
 * 2^53): neighbouring seeds and neighbouring parts give unrelated shuffles.
 */
export function partSeed(seed: number, index: number): number {
  const low = seed >>> 0;
  const high = Math.floor(seed / 2 ** 32) >>> 0;
  return mix32(mix32(low ^ mix32(high + 0x9e3779b9)) ^ mix32(index + 0x7f4a7c15));
}

/** A 32-bit integer hash (the "lowbias32" finaliser): every input bit moves about half the output bits. */
function mix32(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}
