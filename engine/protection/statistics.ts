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
  const n = Math.min(xs.length, ys.length);
  if (n < 4) return { r: null, n, z: null, p: null };
  const meanOf = (series: readonly number[]): number => series.slice(0, n).reduce((sum, x) => sum + x, 0) / n;
  const meanX = meanOf(xs);
  const meanY = meanOf(ys);
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] as number) - meanX;
    const dy = (ys[i] as number) - meanY;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  // Relative, not exact, zero: a constant series of fractions sums to a rounding error.
  if (sxx <= 1e-12 * n || syy <= 1e-12 * n) return { r: null, n, z: null, p: null };
  const r = Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
  const z = Math.atanh(r) * Math.sqrt(n - 3);
  return { r, n, z, p: normalUpperTail(z) };
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

/** How far more successes came than chance gives, for trials of unequal chances (a Poisson binomial). */
export function excessOverChance(
  trials: readonly { readonly hit: boolean; readonly chance: number }[],
): Excess {
  let observed = 0;
  let expected = 0;
  let variance = 0;
  for (const { hit, chance } of trials) {
    if (hit) observed += 1;
    expected += chance;
    variance += chance * (1 - chance);
  }
  if (variance <= 0) return { observed, expected, trials: trials.length, z: null, p: null };
  // Half a success of continuity correction: small counts are not flagged on the normal's tail alone.
  const z = (observed - expected - 0.5) / Math.sqrt(variance);
  return { observed, expected, trials: trials.length, z, p: normalUpperTail(z) };
}

/** Two proportions compared: how many standard errors `count/of` lies above `restCount/restOf`. */
export function proportionAbove(count: number, of: number, restCount: number, restOf: number): number | null {
  if (of === 0 || restOf === 0) return null;
  const pooled = (count + restCount) / (of + restOf);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / of + 1 / restOf));
  if (se === 0) return null;
  return (count / of - restCount / restOf) / se;
}
