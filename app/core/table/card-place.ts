import { cardGlyph } from '../../../engine/cards/card.js';
import { correctionsIn, foldStream } from '../../../engine/log/fold-log.js';
import { type Message, say } from '../../../engine/refusals/message.js';
import { ok, type Result, refuse } from '../../../engine/result.js';
import type { RoundReport } from '../../../engine/round/report.js';
import { type CardPositions, CardPositionTracker } from '../../../engine/views/card-positions.js';
import type { HandName } from '../../contract/operations.js';
import type { TableService } from './table-service.js';

/**
 * A hand as the round report and the croupier's screen name it: the dealer, or a box (`3`) and,
 * for a split box, its hand counted from the left (`3.2`). One shape with the screen's request.
 */
export type { HandName } from '../../contract/operations.js';

/** A card as a pit boss points at it: its round, its hand, and its place in that hand (1: the first card). */
export interface CardPlace {
  readonly round: number;
  readonly hand: HandName;
  readonly card: number;
}

/** `dealer`, `3` or `3.2` (the round report's `box 3.2`), else null. */
export function readHandName(text: string, dealerWords: readonly string[] = []): HandName | null {
  const said = text.trim().toLowerCase();
  if (said === 'dealer' || dealerWords.some((word) => word.toLowerCase() === said)) return { kind: 'dealer' };
  const match = /^([1-9]\d{0,2})(?:\.([1-9]\d?))?$/.exec(said);
  if (!match) return null;
  const box = Number(match[1]);
  return match[2] === undefined ? { kind: 'box', box } : { kind: 'box', box, hand: Number(match[2]) };
}

/** The hand as a phrase of a sentence: "the dealer's hand", "box 3", "box 3.2". */
export const handPhrase = (hand: HandName): Message =>
  hand.kind === 'dealer'
    ? say('ruling.hand-dealer')
    : hand.hand === undefined
      ? say('ruling.hand-box', { box: hand.box })
      : say('ruling.hand-split', { box: hand.box, hand: hand.hand });

/**
 * The log position of the `CardDrawn` that put the named card where it lies, read from the round's
 * facts by the same fold as replay (corrections applied); or why there is no such card, with what
 * the round or the hand holds so the pit boss can name it again.
 */
export function cardPosition(service: TableService, place: CardPlace): Result<number> {
  const round = roundCards(service, place.round);
  if (!round) return refuse(say('ruling.no-such-round', { round: place.round }));
  const { report, positions } = round;
  const hand = handOf(report, positions, place);
  if (!hand.ok) return hand;
  const position = hand.value.positions[place.card - 1];
  if (position === undefined) {
    const held = hand.value.cards.map((card, index) => `${index + 1}: ${cardGlyph(card)}`).join(', ');
    return refuse(
      say('ruling.no-such-card', {
        round: place.round,
        hand: handPhrase(place.hand),
        card: place.card,
        held: held === '' ? '—' : held,
      }),
    );
  }
  return ok(position);
}

/**
 * A round as replay leaves it (corrections applied) with the log position of each of its cards;
 * null for a round the log does not hold.
 */
export function roundCards(
  service: TableService,
  round: number,
): { readonly report: RoundReport; readonly positions: CardPositions } | null {
  const recalled = service.recallRound(round);
  const { start, report } = recalled;
  if (!start || !report) return null;
  const tracker = new CardPositionTracker(round);
  const types = new Map(recalled.logged.map((entry) => [entry.position, entry.event.type]));
  foldStream(recalled.logged, correctionsIn(recalled.logged), start, {
    observe: (before, after, position) => tracker.observe(before, after, position, types.get(position) ?? ''),
  });
  return { report, positions: tracker.positions };
}

export type RoundCards = NonNullable<ReturnType<typeof roundCards>>;

/**
 * Where the card drawn at `position` lies at the round's end, as a pit boss names it (the dealer,
 * box 3, box 3.2; card 1 its first); null when no hand holds it (burned, left on offer).
 */
export function placeOfCard(
  round: RoundCards,
  position: number,
): { readonly hand: HandName; readonly card: number } | null {
  const dealer = round.positions.dealer.indexOf(position);
  if (dealer >= 0) return { hand: { kind: 'dealer' }, card: dealer + 1 };
  for (const [box, hands] of round.positions.boxes) {
    for (const [index, positions] of hands.entries()) {
      const card = positions.indexOf(position);
      if (card < 0) continue;
      const hand: HandName = hands.length > 1 ? { kind: 'box', box, hand: index + 1 } : { kind: 'box', box };
      return { hand, card: card + 1 };
    }
  }
  return null;
}

type NamedHand = { readonly cards: RoundReport['dealer']['cards']; readonly positions: readonly number[] };

function handOf(report: RoundReport, positions: CardPositions, place: CardPlace): Result<NamedHand> {
  const { hand } = place;
  if (hand.kind === 'dealer') return ok({ cards: report.dealer.cards, positions: positions.dealer });
  const box = report.boxes.find((candidate) => candidate.box === hand.box);
  const hands = positions.boxes.get(hand.box) ?? [];
  const boxes = report.boxes.map((candidate) => candidate.box).join(', ');
  if (!box)
    return refuse(say('ruling.no-such-box', { round: place.round, box: hand.box, boxes: boxes || '—' }));
  const count = box.hands.length;
  if (hand.hand === undefined && count > 1)
    return refuse(say('ruling.box-was-split', { round: place.round, box: hand.box, hands: count }));
  if (hand.hand !== undefined && hand.hand > 1 && count === 1)
    return refuse(say('ruling.box-not-split', { round: place.round, box: hand.box }));
  const index = (hand.hand ?? 1) - 1;
  const named = box.hands[index];
  if (!named)
    return refuse(
      say('ruling.no-such-hand', { round: place.round, box: hand.box, hand: hand.hand ?? 1, hands: count }),
    );
  return ok({ cards: named.cards, positions: hands[index] ?? [] });
}
