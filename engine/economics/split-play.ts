import { handsCounted } from '../strategy/split-value.js';
import { drawChance, put, standValue, take } from './deal.js';
import type { HandPlayer } from './hand-play.js';
import { handOfCard, handWithCard, mayChoose, totalOf } from './hand-rules.js';

/**
 * The value of splitting a pair of `pairValue`, with the up-card and both pair cards already out
 * of the deal's composition.
 *
 * Approximation (the usual one of published analyses, with the pair card's removal followed):
 * with `h` hands on the box, every hand still to be played draws from the shoe less the up-card
 * and the `h` pair cards that began the hands; within a hand every card it draws is taken out
 * exactly, but the cards drawn to the box's other hands are not. A resplit takes one more pair
 * card out for every hand after it (up to PAIR_CARDS_FOLLOWED hands). Hands are counted up to the
 * profile's limit, and never beyond UNLIMITED_HANDS_COUNTED (see handsCounted). The brute-force tests (test/engine/economics) measure what this leaves
 * out on small shoes, where it is largest; on a full shoe it moves the edge by a few millionths.
 *
 * Split aces take one card each and stand (the statechart ends a split ace at its second card);
 * an ace that pairs them again is resplit only where `split.resplitAces` says so. Basic strategy
 * resplits as its chart says for the pair on a split hand; the composition strategy resplits where
 * that is worth more than playing the pair as a total.
 */
/**
 * Beyond this many hands on the box, later hands draw as the fourth did: a fifth hand needs three
 * more pair cards in a row. Following its pair card too (up to eight hands) moves open-6d's edge,
 * the one profile with more than four hands, by 3.5e-7 of a stake, and doubles the work.
 */
const PAIR_CARDS_FOLLOWED = 4;

export function splitValue(player: HandPlayer, pairValue: number): number {
  const { deal, strategy } = player;
  const { split } = deal.profile;
  const mostHands = handsCounted(split);
  const aces = pairValue === 1;

  interface SecondCard {
    readonly chance: number;
    /** The hand played to its end once this card is its second, without a further split. */
    readonly value: number;
    readonly mayResplit: boolean;
    readonly chartResplits: boolean;
  }

  // A hand's value depends on the hands on the box only through the pair cards out, followed up
  // to PAIR_CARDS_FOLLOWED hands; whether it may split again depends on the true count.
  const valuesMemo = new Map<number, { card: number; chance: number; value: number }[]>();
  const valuesAt = (followed: number): { card: number; chance: number; value: number }[] => {
    const known = valuesMemo.get(followed);
    if (known) return known;
    for (let extra = 2; extra < followed; extra++) take(deal, pairValue);
    const values: { card: number; chance: number; value: number }[] = [];
    for (let card = 1; card <= 10; card++) {
      const chance = drawChance(deal, card);
      if (chance === 0) continue;
      take(deal, card);
      const hand = handWithCard(handOfCard(pairValue, true, followed), card);
      const value = aces ? standValue(deal, totalOf(hand)) : player.play(hand, followed * 11 + pairValue);
      values.push({ card, chance, value });
      put(deal, card);
    }
    for (let extra = 2; extra < followed; extra++) put(deal, pairValue);
    valuesMemo.set(followed, values);
    return values;
  };

  const secondCardsMemo = new Map<number, SecondCard[]>();
  const secondCards = (hands: number): SecondCard[] => {
    const known = secondCardsMemo.get(hands);
    if (known) return known;
    const cards = valuesAt(Math.min(hands, PAIR_CARDS_FOLLOWED)).map(
      ({ card, chance, value }): SecondCard => {
        const hand = handWithCard(handOfCard(pairValue, true, hands), card);
        const mayResplit = card === pairValue && mayChoose('split', hand, deal.upcard, deal.profile);
        return {
          chance,
          value,
          mayResplit,
          chartResplits: mayResplit && strategy === 'basic' && player.chartChoice(hand) === 'split',
        };
      },
    );
    secondCardsMemo.set(hands, cards);
    return cards;
  };

  // The value of `waiting` hands still to receive their second card, `hands` on the box; NaN
  // marks a value not yet computed (at most mostHands + 1 hands wait, mostHands are on the box).
  const width = mostHands + 1;
  const finished = new Float64Array((mostHands + 2) * width).fill(Number.NaN);
  const handsToFinish = (waiting: number, hands: number): number => {
    if (waiting === 0) return 0;
    const known = finished[waiting * width + hands] ?? Number.NaN;
    if (!Number.isNaN(known)) return known;
    let value = 0;
    for (const card of secondCards(hands)) {
      const kept = card.value + handsToFinish(waiting - 1, hands);
      let outcome = kept;
      if (card.mayResplit && hands < mostHands) {
        const resplit = handsToFinish(waiting + 1, hands + 1);
        outcome = strategy === 'basic' ? (card.chartResplits ? resplit : kept) : Math.max(kept, resplit);
      }
      value += card.chance * outcome;
    }
    finished[waiting * width + hands] = value;
    return value;
  };
  return handsToFinish(2, 2);
}
