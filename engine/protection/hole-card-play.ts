import { type CardValue, cardValue } from '../cards/card.js';
import { remainingByValue } from '../shoe/composition.js';
import type { PlayerChoice } from '../sim/auto-table.js';
import { type TrialSignal, TrialTally } from './trial-signal.js';
import type { WatchedDecision, WatchedRound } from './watched-round.js';

/** Signal 3: departures from basic strategy that are right only given the dealer's face-down card. */
export type HoleCardPlay = TrialSignal;

const dealerTotal = (up: CardValue, hole: CardValue): number => {
  const hard = up + hole;
  return (up === 1 || hole === 1) && hard + 10 <= 21 ? hard + 10 : hard;
};

/**
 * Whether the hole card makes this departure right: standing on a stiff where basic hits pays when
 * the dealer holds a stiff too (likely to bust); hitting where basic stands pays when the dealer
 * already holds a made hand that beats the player's total.
 */
function rightGivenHole(choice: PlayerChoice, total: number, dealer: number): boolean {
  if (choice === 'stand') return dealer >= 12 && dealer <= 16;
  return dealer >= 17 && dealer <= 21 && dealer > total;
}

/** The departures this signal reads: hit for stand or stand for hit, on a hard 12 or more. */
const inScope = (d: WatchedDecision): boolean =>
  !d.soft &&
  d.total >= 12 &&
  d.choice !== d.basic &&
  (d.choice === 'hit' || d.choice === 'stand') &&
  (d.basic === 'hit' || d.basic === 'stand');

/**
 * The chance the departure is right for a player who cannot see the hole card: over the cards the
 * hole card could be (the shoe unseen at the decision, the hole card among it), less a natural the
 * dealer's peek would have found before any decision.
 */
function chanceRight(d: WatchedDecision, peeked: boolean): number {
  const byValue = remainingByValue(d.unseen);
  let right = 0;
  let possible = 0;
  for (let value = 1 as CardValue; value <= 10; value = (value + 1) as CardValue) {
    const cards = byValue[value] ?? 0;
    if (peeked && dealerTotal(d.up, value) === 21) continue;
    possible += cards;
    if (rightGivenHole(d.choice, d.total, dealerTotal(d.up, value))) right += cards;
  }
  return possible === 0 ? 0 : right / possible;
}

/** Per player at a peek table: hole-card-consistent departures against what chance gives them. */
export function holeCardPlay(rounds: readonly WatchedRound[]): HoleCardPlay[] {
  const tally = new HoleCardPlayTally();
  for (const round of rounds) tally.add(round);
  return tally.result();
}

/** The same signal summed round by round. */
export class HoleCardPlayTally {
  readonly #players = new Map<string, TrialTally>();

  add(round: WatchedRound): void {
    if (round.holeCard === null || round.upCard === null) return;
    const hole = cardValue(round.holeCard);
    const peeked = round.peekUpcards.includes(cardValue(round.upCard));
    for (const decision of round.decisions) {
      if (!inScope(decision)) continue;
      const player = this.#players.get(decision.identity) ?? new TrialTally();
      this.#players.set(decision.identity, player);
      player.add({
        hit: rightGivenHole(decision.choice, decision.total, dealerTotal(decision.up, hole)),
        chance: chanceRight(decision, peeked),
        round: round.number,
      });
    }
  }

  result(): HoleCardPlay[] {
    return [...this.#players].map(([identity, trials]) => trials.signal(identity));
  }
}
