import { assertNever } from '../result.js';
import type { PlayerChoice } from '../sim/auto-table.js';
import { cellForTotal } from '../strategy/basic-strategy.js';
import { strategyChartFor } from '../strategy/chart.js';
import { type Deal, drawChance, lossWeight, put, standValue, take } from './deal.js';
import { handWithCard, mayChoose, type PlayedHand, pairValueOf, totalOf } from './hand-rules.js';

/**
 * `basic`: the profile's total-dependent chart (`sabot strategy`), each hand taking the first
 * choice of its cell that the table allows. `composition`: the best choice for the exact cards,
 * a hand's later cards played by the best of hit and stand for their exact composition.
 */
export type EdgeStrategy = 'basic' | 'composition';

/** A choice other than a split; splits are valued where the hands they make are followed. */
type HandChoice = Exclude<PlayerChoice, 'split'>;
const HAND_CHOICES: readonly HandChoice[] = ['stand', 'hit', 'double', 'surrender'];

export interface HandPlayer {
  readonly deal: Deal;
  readonly strategy: EdgeStrategy;
  /** The hand's value from here, played without splitting. `tag` separates the memo of hands
   * whose composition holds cards not in the hand (the other pair cards of a split). */
  play(hand: PlayedHand, tag: number): number;
  /** For `basic`: the chart's first choice the table allows, split included. */
  chartChoice(hand: PlayedHand): PlayerChoice;
}

export function handPlayer(deal: Deal, strategy: EdgeStrategy): HandPlayer {
  const { profile, upcard } = deal;
  const chart = strategy === 'basic' ? strategyChartFor(profile) : undefined;
  // Hands of three or more cards only hit or stand: their value depends on the cards out alone.
  const memos = new Map<number, Map<number, number>>();

  const chartChoice = (hand: PlayedHand, withSplit = true): PlayerChoice => {
    if (!chart) throw new Error('the chart is read for basic strategy only');
    const { ranked } = cellForTotal(chart, hand.hard, hand.holdsAce, pairValueOf(hand), upcard);
    const choice = ranked.find(
      (candidate) => (withSplit || candidate !== 'split') && mayChoose(candidate, hand, upcard, profile),
    );
    if (choice === undefined) throw new Error(`no choice of ${ranked.join(', ')} is open to the hand`);
    return choice;
  };

  const afterCard = (hand: PlayedHand, stake: number, then: (next: PlayedHand) => number): number => {
    let value = 0;
    for (let card = 1; card <= 10; card++) {
      const chance = drawChance(deal, card);
      if (chance === 0) continue;
      take(deal, card);
      const next = handWithCard(hand, card);
      value += chance * (next.hard > 21 ? -stake * lossWeight(deal) : then(next));
      put(deal, card);
    }
    return value;
  };

  const choiceValue = (choice: HandChoice, hand: PlayedHand, tag: number): number => {
    switch (choice) {
      case 'stand':
        return standValue(deal, totalOf(hand));
      case 'hit':
        return afterCard(hand, 1, (next) => play(next, tag));
      case 'double':
        return 2 * afterCard(hand, 1, (next) => standValue(deal, totalOf(next)));
      case 'surrender':
        return -0.5 * lossWeight(deal);
      default:
        return assertNever(choice);
    }
  };

  /**
   * A ceiling on hitting: every card that does not bust wins the stake. Where standing is already
   * worth as much, the hit cannot be the best choice and its tree is not walked (most hard totals
   * of 17 and more): the composition strategy's value is unchanged, and far fewer dealer
   * compositions are needed.
   */
  const hitCeiling = (hand: PlayedHand): number => {
    let ceiling = 0;
    for (let card = 1; card <= 10; card++) {
      const chance = drawChance(deal, card);
      if (chance === 0) continue;
      if (hand.hard + card <= 21) {
        ceiling += chance * deal.win;
        continue;
      }
      take(deal, card);
      ceiling -= chance * lossWeight(deal);
      put(deal, card);
    }
    return ceiling;
  };

  const decide = (hand: PlayedHand, tag: number): number => {
    if (chart) return choiceValue(chartChoice(hand, false) as HandChoice, hand, tag);
    let best = Number.NEGATIVE_INFINITY;
    for (const choice of HAND_CHOICES) {
      if (!mayChoose(choice, hand, upcard, profile)) continue;
      if (choice === 'hit' && hitCeiling(hand) <= best) continue;
      best = Math.max(best, choiceValue(choice, hand, tag));
    }
    return best;
  };

  const play = (hand: PlayedHand, tag: number): number => {
    if (hand.cardCount < 3) return decide(hand, tag);
    let memo = memos.get(tag);
    if (!memo) {
      memo = new Map();
      memos.set(tag, memo);
    }
    const known = memo.get(deal.key);
    if (known !== undefined) return known;
    const value = decide(hand, tag);
    memo.set(deal.key, value);
    return value;
  };

  return { deal, strategy, play, chartChoice: (hand) => chartChoice(hand) };
}
