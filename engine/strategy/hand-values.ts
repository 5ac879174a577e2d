import type { RuleProfile } from '../rules/profile-schema.js';
import type { DealerOutlook } from './dealer-outlook.js';

/** A player total as the strategy sees it: the total (aces as RULES.md counts them) and softness. */
export interface TotalState {
  readonly total: number;
  readonly soft: boolean;
}

/**
 * Expected values, in original stakes, of standing, hitting and doubling each total against one
 * up-card, before any adjustment for a natural that takes only the original bets (see
 * `strategy-values.ts`), every card drawn from the outlook's composition. Values are for
 * total-dependent play: a hand is its total and softness.
 */
export interface HandValues {
  stand(total: number): number;
  /** Hit, then play on at best (stand or hit, never double): the value of drawing one card now. */
  hit(state: TotalState): number;
  /** Double the stake and take exactly one card. */
  double(state: TotalState): number;
  /** The best of standing and hitting where the table allows each (must draw, stands on 21). */
  playOn(state: TotalState): number;
}

const BUST = -1;
const HIGHEST = 21;

/** The state after one more card of `value`, or null for a bust. */
export function withCard(state: TotalState, value: number): TotalState | null {
  if (state.soft) {
    const total = state.total + value;
    return total <= HIGHEST ? { total, soft: true } : { total: total - 10, soft: false };
  }
  if (value === 1 && state.total + 11 <= HIGHEST) return { total: state.total + 11, soft: true };
  const total = state.total + value;
  return total <= HIGHEST ? { total, soft: false } : null;
}

export function handValues(outlook: DealerOutlook, player: RuleProfile['player']): HandValues {
  const standValues = Array.from({ length: HIGHEST + 1 }, (_, total) => standValue(total, outlook.finals));
  // Memos by softness then total; NaN marks a value not yet computed.
  const hitMemo = [
    new Array<number>(HIGHEST + 1).fill(Number.NaN),
    new Array<number>(HIGHEST + 1).fill(Number.NaN),
  ];
  const mayStand = (total: number): boolean => player.mustDrawBelow === null || total >= player.mustDrawBelow;

  const playOn = (state: TotalState): number => {
    const stand = standValues[state.total] ?? BUST;
    if (player.standsOn21 && state.total === HIGHEST) return stand;
    const hitting = hit(state);
    return mayStand(state.total) ? Math.max(stand, hitting) : hitting;
  };

  const hit = (state: TotalState): number => {
    const memo = hitMemo[state.soft ? 1 : 0] as number[];
    const known = memo[state.total] ?? Number.NaN;
    if (!Number.isNaN(known)) return known;
    let value = 0;
    for (let card = 1; card <= 10; card++) {
      const next = withCard(state, card);
      value += (outlook.draw[card] ?? 0) * (next === null ? BUST : playOn(next));
    }
    memo[state.total] = value;
    return value;
  };

  const double = (state: TotalState): number => {
    let value = 0;
    for (let card = 1; card <= 10; card++) {
      const next = withCard(state, card);
      value += (outlook.draw[card] ?? 0) * (next === null ? BUST : (standValues[next.total] ?? BUST));
    }
    return 2 * value;
  };

  return { stand: (total) => standValues[total] ?? BUST, hit, double, playOn };
}

/**
 * Standing on `total` against the dealer's final results: a win against a bust or a lower total,
 * a push on the same total, a loss to a higher total or to a natural. Every total below 17 only
 * wins when the dealer busts.
 */
function standValue(total: number, finals: readonly number[]): number {
  const [seventeen = 0, eighteen = 0, nineteen = 0, twenty = 0, twentyOne = 0, natural = 0, bust = 0] =
    finals;
  const standing = [seventeen, eighteen, nineteen, twenty, twentyOne];
  let value = bust - natural;
  standing.forEach((chance, index) => {
    const dealerTotal = 17 + index;
    if (total > dealerTotal) value += chance;
    else if (total < dealerTotal) value -= chance;
  });
  return value;
}
