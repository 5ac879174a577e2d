/**
 * The few statistics the game-protection signals need, computed in closed form so that a signal
 * costs one pass over the rounds: no permutations, no random numbers.
 */

/** P(Z ≥ z) for a standard normal Z (Abramowitz and Stegun 7.1.26: error below 1.5e-7). */
export function normalUpperTail(z: number): number {
  if (Number.isNaN(z)) return 1;
  if (z === Number.POSITIVE_INFINITY) return 0;
  if (z === Number.NEGATIVE_INFINITY) return 1;
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erfc = poly * Math.exp(-x * x);
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

export interface Correlation {
  /** Pearson's r; null when either series has no variance (a flat bettor): no signal at all. */
  readonly r: number | null;
  readonly n: number;
  /** Fisher's z of r, `atanh(r)·√(n−3)`: standard normal when the series are unrelated. */
  readonly z: number | null;
  /** One-sided p of a correlation this positive or more under no relation. */
  readonly p: number | null;
}

/** Pearson's correlation of paired series, with its one-sided significance by Fisher's transform. */
export function correlation(xs: readonly number[], ys: readonly number[]): Correlation {
  const pairs = new Correlating();
  const n = Math.min(xs.length, ys.length);
  for (let i = 0; i < n; i++) pairs.add(xs[i] as number, ys[i] as number);
  return pairs.result();
}

/**
 * The same correlation taken pair by pair (Welford's running means and co-moments, as stable as
 * two passes): a year of a player's rounds is never held.
 */
export class Correlating {
  #n = 0;
  #meanX = 0;
  #meanY = 0;
  #sxx = 0;
  #syy = 0;
  #sxy = 0;

  add(x: number, y: number): void {
    this.#n += 1;
    const dx = x - this.#meanX;
    const dy = y - this.#meanY;
    this.#meanX += dx / this.#n;
    this.#meanY += dy / this.#n;
    this.#sxx += dx * (x - this.#meanX);
    this.#syy += dy * (y - this.#meanY);
    this.#sxy += dx * (y - this.#meanY);
  }

  result(): Correlation {
    const n = this.#n;
    if (n < 4) return { r: null, n, z: null, p: null };
    // Relative, not exact, zero: a constant series of fractions sums to a rounding error.
    if (this.#sxx <= 1e-12 * n || this.#syy <= 1e-12 * n) return { r: null, n, z: null, p: null };
    const r = Math.max(-1, Math.min(1, this.#sxy / Math.sqrt(this.#sxx * this.#syy)));
    const z = Math.atanh(r) * Math.sqrt(n - 3);
    return { r, n, z, p: normalUpperTail(z) };
  }
}

/** Observed successes against their expected count, each trial with its own chance. */
export interface Excess {
  readonly observed: number;
  readonly expected: number;
  readonly trials: number;
  /** (observed − expected) ÷ √Σp(1−p); null when no trial had any uncertainty. */
  readonly z: number | null;
  /** One-sided p of this many or more successes by chance (normal approximation). */
  readonly p: number | null;
}

/**
 * How far more successes came than chance gives, for trials of unequal chances (a Poisson
 * binomial), summed as the trials come: `hits` of `count` trials, each of chance `chance`.
 */
export class ExcessTally {
  #observed = 0;
  #expected = 0;
  #variance = 0;
  #trials = 0;

  add(hits: number, count: number, chance: number): void {
    this.#observed += hits;
    this.#expected += count * chance;
    this.#variance += count * chance * (1 - chance);
    this.#trials += count;
  }

  result(): Excess {
    const observed = this.#observed;
    const expected = this.#expected;
    const trials = this.#trials;
    if (this.#variance <= 0) return { observed, expected, trials, z: null, p: null };
    // Half a success of continuity correction: small counts are not flagged on the normal's tail alone.
    const z = (observed - expected - 0.5) / Math.sqrt(this.#variance);
    return { observed, expected, trials, z, p: normalUpperTail(z) };
  }
}

/** Two proportions compared: how many standard errors `count/of` lies above `restCount/restOf`. */
export function proportionAbove(count: number, of: number, restCount: number, restOf: number): number | null {
  if (of === 0 || restOf === 0) return null;
  const pooled = (count + restCount) / (of + restOf);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / of + 1 / restOf));
  if (se === 0) return null;
  return (count / of - restCount / restOf) / se;
}
