import type { HandName, ReplayStep, RoundReport } from '../../../contract';
import type { Card } from '../table-types';

/** A hand of the round with its cards: `key` is `dealer`, `3`, or `3.2` for a split box's second hand. */
export interface HandCards {
  readonly key: string;
  readonly hand: HandName;
  readonly cards: readonly Card[];
}

/** A card pointed at: its hand's key and its place in that hand (1: the first card). */
export interface CardPoint {
  readonly key: string;
  readonly place: number;
}

/** Every hand of the round that holds a card, the dealer's first, then box by box and hand by hand. */
export function handsWithCards(round: RoundReport): HandCards[] {
  const hands: HandCards[] = [];
  if (round.dealer.cards.length > 0)
    hands.push({ key: 'dealer', hand: { kind: 'dealer' }, cards: round.dealer.cards });
  for (const box of round.boxes) {
    const split = box.hands.length > 1;
    box.hands.forEach((hand, index) => {
      if (hand.cards.length === 0) return;
      const name: HandName = split
        ? { kind: 'box', box: box.box, hand: index + 1 }
        : { kind: 'box', box: box.box };
      hands.push({ key: split ? `${box.box}.${index + 1}` : String(box.box), hand: name, cards: hand.cards });
    });
  }
  return hands;
}

/**
 * Where the card drawn at this step lies in the round as it ended, so the correction form opens on
 * it: the hand it went to and its count there, checked against the card itself (a later split
 * moves a card to the next hand); else the one place in the round holding that card; else null.
 */
export function pointAtStep(hands: readonly HandCards[], step: ReplayStep | undefined): CardPoint | null {
  if (step?.type !== 'CardDrawn') return null;
  const card = (step.data as { card?: unknown } | null)?.card;
  const at = step.at;
  if (at?.kind === 'dealer' || at?.kind === 'hand') {
    const count =
      at.kind === 'dealer'
        ? step.round.dealer.cards.length
        : (step.round.boxes.find((box) => box.box === at.box)?.hands[at.hand - 1]?.cards.length ?? 0);
    const split =
      at.kind === 'hand' && (hands.some((hand) => hand.key.startsWith(`${at.box}.`)) || at.hand > 1);
    const key = at.kind === 'dealer' ? 'dealer' : split ? `${at.box}.${at.hand}` : String(at.box);
    if (hands.find((hand) => hand.key === key)?.cards[count - 1] === card) return { key, place: count };
  }
  const holding = hands.flatMap((hand) =>
    hand.cards.flatMap((held, index) => (held === card ? [{ key: hand.key, place: index + 1 }] : [])),
  );
  return holding.length === 1 ? (holding[0] ?? null) : null;
}

/** The fact draws or names the dealer's hole card while it lies face down: the replay withholds it. */
export const namesHoleCardDown = (step: ReplayStep | undefined): boolean =>
  (step?.data as { holeCard?: unknown } | null)?.holeCard === 'down';
