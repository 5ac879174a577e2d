import type { CardValue } from '../cards/card.js';
import type { PlayerChoice } from '../sim/auto-table.js';

/**
 * A count index: a hard total against an up-card where a Hi-Lo counter plays otherwise than basic
 * strategy once the true count is on the index's side. The best known of the "Illustrious 18"
 * (Schlesinger, Blackjack Attack), those a total-dependent chart shares at every profile.
 */
export interface IndexPlay {
  readonly id: string;
  readonly total: number;
  readonly up: CardValue;
  /** What basic strategy plays; the situation counts only where the profile's chart says so. */
  readonly basic: PlayerChoice;
  /** What the counter plays instead on the index's side. */
  readonly play: PlayerChoice;
  readonly index: number;
  /** `at-or-above`: the play from the index up; `below`: under it. */
  readonly side: 'at-or-above' | 'below';
}

const play = (
  id: string,
  total: number,
  up: CardValue,
  basic: PlayerChoice,
  deviation: PlayerChoice,
  index: number,
  side: IndexPlay['side'] = 'at-or-above',
): IndexPlay => ({ id, total, up, basic, play: deviation, index, side });

export const INDEX_PLAYS: readonly IndexPlay[] = [
  play('16v10', 16, 10, 'hit', 'stand', 0),
  play('15v10', 15, 10, 'hit', 'stand', 4),
  play('16v9', 16, 9, 'hit', 'stand', 5),
  play('12v3', 12, 3, 'hit', 'stand', 2),
  play('12v2', 12, 2, 'hit', 'stand', 3),
  play('12v4', 12, 4, 'stand', 'hit', 0, 'below'),
  play('13v2', 13, 2, 'stand', 'hit', -1, 'below'),
  play('10v10', 10, 10, 'hit', 'double', 4),
  play('10vA', 10, 1, 'hit', 'double', 4),
  play('11vA', 11, 1, 'hit', 'double', 1),
  play('9v2', 9, 2, 'hit', 'double', 1),
  play('9v7', 9, 7, 'hit', 'double', 3),
];

/** Insurance pays at a true count of +3 or more (the first of the eighteen). */
export const INSURANCE_INDEX = 3;

/** The index play of a hard hand against an up-card where the chart plays `basic`, if any. */
export function indexPlayFor(
  total: number,
  soft: boolean,
  up: CardValue,
  basic: PlayerChoice,
): IndexPlay | null {
  if (soft) return null;
  return (
    INDEX_PLAYS.find((index) => index.total === total && index.up === up && index.basic === basic) ?? null
  );
}

/** Whether the true count stands on the index's side. */
export const onIndexSide = (index: { index: number; side: IndexPlay['side'] }, trueCount: number): boolean =>
  index.side === 'at-or-above' ? trueCount >= index.index : trueCount < index.index;
