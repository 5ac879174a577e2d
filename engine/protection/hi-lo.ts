import { type CardValue, cardValue, FULL_DECK } from '../cards/card.js';
import type { TableContext } from '../round/types.js';
import type { ShoeComposition } from '../shoe/composition.js';

/** The Hi-Lo tag of a card: +1 for 2–6, 0 for 7–9, −1 for tens and aces. */
export const hiLoTag = (value: CardValue): number =>
  value >= 2 && value <= 6 ? 1 : value >= 7 && value <= 9 ? 0 : -1;

const TAG_BY_INDEX = FULL_DECK.map((card) => hiLoTag(cardValue(card)));

/**
 * The Hi-Lo true count a counter at the table would hold: the running count of every card seen
 * since the shuffle ÷ the decks still in the shoe. A fresh shoe's tags sum to zero, so the cards
 * seen count exactly minus what is left: read from the folded shoe, no card list kept.
 */
export function trueCountOf(shoe: ShoeComposition): number {
  if (shoe.remainingTotal === 0) return 0;
  let left = 0;
  for (let index = 0; index < TAG_BY_INDEX.length; index++)
    left += (TAG_BY_INDEX[index] as number) * (shoe.remaining[index] ?? 0);
  return -left / (shoe.remainingTotal / 52);
}

/**
 * The shoe as the players know it while they act: at a peek table the dealer's face-down card is
 * out of the shoe but still unknown to them, so it counts as unseen. A count read from the shoe
 * alone would see that card; a synthetic counter or a signal's chance would then know it too.
 */
export function shoeUnseenByPlayers(context: TableContext): ShoeComposition {
  const { profile, round, shoe } = context;
  const hole = profile.dealing.holeCard === 'peek' ? round.dealer[1] : undefined;
  if (hole === undefined) return shoe.composition;
  const index = FULL_DECK.indexOf(hole);
  const remaining = shoe.composition.remaining.slice();
  remaining[index] = (remaining[index] ?? 0) + 1;
  return { decks: shoe.composition.decks, remaining, remainingTotal: shoe.composition.remainingTotal + 1 };
}
