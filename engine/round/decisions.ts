import { cardGlyph, cardValue, rankOf } from '../cards/card.js';
import { handTotal, isPairByRank, isPairByValue } from '../cards/hand.js';
import { formatUnits } from '../money.js';
import { chipsRefusal } from './betting.js';
import { boxWith, handWith } from './copy-with.js';
import type { EventOf } from './events.js';
import { findHand, handIsNatural, handLabel, handMayTakeCard, handOnTurn } from './hands.js';
import { updateBox, updateHand } from './layout.js';
import type { Box, Hand, HandRef, TableContext } from './types.js';

/**
 * The hand on turn. Its label ("box 3 hand 2") is made only when a refusal needs it: the guards
 * and the simulator's strategy ask these questions at every card, and most answers are yes.
 */
type OnTurn = { ref: HandRef; box: Box; hand: Hand; label: () => string };

function onTurn(context: TableContext): OnTurn | null {
  const ref = handOnTurn(context.round, context.profile);
  if (!ref) return null;
  const { box, hand } = findHand(context.round, ref);
  return { ref, box, hand, label: () => handLabel(ref, box) };
}

const cardCount = (hand: Hand): string =>
  `it has ${hand.cards.length} card${hand.cards.length === 1 ? '' : 's'}`;

/** Refusals shared by every decision: a hand must be on turn and hold its two cards. */
function decisionBase(context: TableContext, decision: string): OnTurn | string {
  const turn = onTurn(context);
  if (!turn) return `no hand is on turn to ${decision}`;
  if (turn.hand.cards.length < 2)
    return `${turn.label()} cannot ${decision}: it is waiting for its second card`;
  return turn;
}

export function hitRefusal(context: TableContext): string | null {
  const turn = onTurn(context);
  if (!turn) return 'no hand is on turn to draw';
  return handMayTakeCard(turn.hand) ? null : `${turn.label()} cannot draw: a split ace takes one card`;
}

export function standRefusal(context: TableContext): string | null {
  const turn = decisionBase(context, 'stand');
  if (typeof turn === 'string') return turn;
  const mustDrawBelow = context.profile.player.mustDrawBelow;
  const { total } = handTotal(turn.hand.cards);
  if (mustDrawBelow !== null && total < mustDrawBelow && !turn.hand.doubled) {
    return `${turn.label()} must draw: ${total} is below ${mustDrawBelow}`;
  }
  if (turn.hand.doubled) return `${turn.label()} doubled: it takes its one card`;
  return null;
}

export function doubleRefusal(context: TableContext, event: EventOf<'HandDoubled'>): string | null {
  const turn = decisionBase(context, 'double');
  if (typeof turn === 'string') return turn;
  const { double } = context.profile;
  const { hand, label } = turn;
  if (!double.allowed) return 'this table has no double';
  if (hand.cards.length !== 2) return `${label()} cannot double: ${cardCount(hand)}`;
  if (hand.doubled) return `${label()} has already doubled`;
  if (handIsNatural(hand)) return `${label()} cannot double: it is a blackjack`;
  if (hand.splitAces && !double.onSplitAces) return `${label()} cannot double: it is a split ace`;
  if (hand.fromSplit && !double.afterSplit)
    return `${label()} cannot double: no double after a split at this table`;
  const { total } = handTotal(hand.cards);
  if (double.totals !== null && !double.totals.includes(total)) {
    return `${label()} cannot double on ${total}: only on ${double.totals.join(', ')}`;
  }
  const owner = hand.stakes[0];
  if (!owner) return `${label()} has no stake`;
  if (event.amount !== null && event.amount !== owner.stake) {
    if (!double.forLess) return `this table doubles only for the full stake (${formatUnits(owner.stake)})`;
    if (event.amount > owner.stake) return `a double may not exceed the stake of ${formatUnits(owner.stake)}`;
    if (event.amount < context.limits.min)
      return `a double must be at least the table minimum of ${formatUnits(context.limits.min)}`;
  }
  for (const { bettor, extra } of doubleExtras(hand, event.amount)) {
    const refusal = chipsRefusal(context, bettor, extra);
    if (refusal) return refusal;
  }
  return null;
}

/** Each bettor adds the same share of their own stake as the owner does (rounded down to the cent). */
function doubleExtras(hand: Hand, ownerAmount: number | null): { bettor: string; extra: number }[] {
  const ownerStake = hand.stakes[0]?.stake ?? 0;
  return hand.stakes.map((s) => ({
    bettor: s.bettor,
    extra:
      ownerAmount === null || ownerStake === 0 ? s.stake : Math.floor((s.stake * ownerAmount) / ownerStake),
  }));
}

export function applyDouble(context: TableContext, event: EventOf<'HandDoubled'>): TableContext['round'] {
  const turn = onTurn(context);
  if (!turn) throw new Error('no hand on turn');
  const extras = doubleExtras(turn.hand, event.amount);
  return updateHand(context.round, turn.ref, (hand) =>
    handWith(hand, {
      doubled: true,
      stakes: hand.stakes.map((s, i) => ({
        bettor: s.bettor,
        stake: s.stake,
        doubled: extras[i]?.extra ?? 0,
      })),
    }),
  );
}

export function splitRefusal(context: TableContext): string | null {
  const turn = decisionBase(context, 'split');
  if (typeof turn === 'string') return turn;
  const { split } = context.profile;
  const { hand, box, label } = turn;
  if (!split.allowed) return 'this table has no split';
  if (hand.cards.length !== 2) return `${label()} cannot split: ${cardCount(hand)}`;
  const pair = (): string => hand.cards.map(cardGlyph).join('-');
  if (split.pairsBy === 'rank' && !isPairByRank(hand.cards)) {
    return `${label()} cannot split ${pair()}: only cards of the same rank split here`;
  }
  if (!isPairByValue(hand.cards)) return `${label()} cannot split ${pair()}: the cards differ in value`;
  if (split.maxHands !== null && box.hands.length >= split.maxHands) {
    return `${label()} cannot split again: a box may hold at most ${split.maxHands} hands here`;
  }
  if (hand.splitAces && !split.resplitAces)
    return `${label()} cannot split again: split aces are not resplit here`;
  if (hand.doubled) return `${label()} doubled: it takes its one card`;
  for (const stake of hand.stakes) {
    const refusal = chipsRefusal(context, stake.bettor, stake.stake);
    if (refusal) return refusal;
  }
  return null;
}

export function applySplit(context: TableContext): TableContext['round'] {
  const turn = onTurn(context);
  if (!turn) throw new Error('no hand on turn');
  const [first, second] = turn.hand.cards;
  if (!first || !second) throw new Error('a split needs two cards');
  const aces = rankOf(first) === 'A';
  const made = (card: typeof first): Hand =>
    handWith(turn.hand, {
      cards: [card],
      fromSplit: true,
      splitAces: aces,
      stakes: turn.hand.stakes.map((s) => ({ bettor: s.bettor, stake: s.stake, doubled: 0 })),
    });
  return updateBox(context.round, turn.ref.box, (box) =>
    boxWith(box, {
      hands: [
        ...box.hands.slice(0, turn.ref.hand),
        made(first),
        made(second),
        ...box.hands.slice(turn.ref.hand + 1),
      ],
    }),
  );
}

export function surrenderRefusal(context: TableContext, event: EventOf<'HandSurrendered'>): string | null {
  const rules = context.profile.surrender;
  if (!rules) return 'this table has no surrender';
  const turn = onTurn(context);
  const ref: HandRef | null = event.box === null ? (turn?.ref ?? null) : { box: event.box, hand: 0 };
  if (!ref) return 'no hand is on turn to surrender';
  const box = context.round.boxes.find((candidate) => candidate.box === ref.box);
  const hand = box?.hands[ref.hand];
  if (!box || !hand) return `box ${ref.box} has no hand in this round`;
  const label = `box ${ref.box}`;
  const isOnTurn = turn !== null && turn.ref.box === ref.box && turn.ref.hand === ref.hand;
  if (!isOnTurn) {
    if (!rules.beforeTurn) return `${label} is not on turn: only the hand on turn may surrender here`;
    if (turn && ref.box < turn.ref.box) return `${label} has played its turn: too late to surrender`;
  }
  if (box.hands.length > 1 || hand.fromSplit)
    return `${label} has split: surrender is only on the first two cards`;
  if (hand.cards.length !== 2) return `${label} cannot surrender: ${cardCount(hand)}`;
  if (hand.surrendered) return `${label} has already surrendered`;
  if (hand.doubled || hand.stood || hand.evenMoney) return `${label} has already decided`;
  if (handIsNatural(hand)) return `${label} holds a blackjack: nothing to surrender`;
  const upCard = context.round.dealer[0];
  if (!rules.againstAce && upCard !== undefined && cardValue(upCard) === 1) {
    return 'no surrender when the dealer shows an ace';
  }
  if (!rules.handWithAce && hand.cards.some((card) => rankOf(card) === 'A')) {
    return `${label} holds an ace: surrender only without an ace`;
  }
  const { total } = handTotal(hand.cards);
  if (rules.totals !== null && !rules.totals.includes(total)) {
    return `${label} cannot surrender on ${total}: only on ${rules.totals.join(', ')}`;
  }
  return null;
}

export function applySurrender(
  context: TableContext,
  event: EventOf<'HandSurrendered'>,
): TableContext['round'] {
  const ref = event.box === null ? handOnTurn(context.round, context.profile) : { box: event.box, hand: 0 };
  if (!ref) throw new Error('no hand to surrender');
  return updateHand(context.round, ref, (hand) => handWith(hand, { surrendered: true }));
}

export function applyStand(context: TableContext): TableContext['round'] {
  const ref = handOnTurn(context.round, context.profile);
  if (!ref) throw new Error('no hand on turn');
  return updateHand(context.round, ref, (hand) => handWith(hand, { stood: true }));
}
