import { cardGlyph, cardValue, rankOf } from '../cards/card.js';
import { handTotal, isPairByRank, isPairByValue } from '../cards/hand.js';
import { type Message, type MessageCode, moneyParam, type Refusal, say } from '../refusals/message.js';
import { chipsRefusal } from './betting.js';
import { boxWith, handWith } from './copy-with.js';
import type { EventOf } from './events.js';
import { findHand, handIsNatural, handLabelSaid, handMayTakeCard, handOnTurn } from './hands.js';
import { updateBox, updateHand } from './layout.js';
import type { Box, Hand, HandRef, TableContext } from './types.js';

/**
 * The hand on turn. Its label ("box 3 hand 2") is made only when a refusal needs it: the guards
 * and the simulator's strategy ask these questions at every card, and most answers are yes.
 */
type OnTurn = { ref: HandRef; box: Box; hand: Hand; label: () => HandNamed };

/** How a refusal names a hand: its box and hand numbers (for the audit) and its label (to read). */
type HandNamed = { box: number; hand: number; label: Message };

function onTurn(context: TableContext): OnTurn | null {
  const ref = handOnTurn(context.round, context.profile);
  if (!ref) return null;
  const { box, hand } = findHand(context.round, ref);
  return {
    ref,
    box,
    hand,
    label: () => ({ box: ref.box, hand: ref.hand + 1, label: handLabelSaid(ref, box) }),
  };
}

// Written out, not built from the decision's name: the catalogue test finds every code it uses.
const BASE_REFUSALS = {
  stand: { noHand: 'stand.no-hand-on-turn', waiting: 'stand.waiting-second-card' },
  double: { noHand: 'double.no-hand-on-turn', waiting: 'double.waiting-second-card' },
  split: { noHand: 'split.no-hand-on-turn', waiting: 'split.waiting-second-card' },
} as const satisfies Record<string, { noHand: MessageCode; waiting: MessageCode }>;

/** Refusals shared by every decision: a hand must be on turn and hold its two cards. */
function decisionBase(context: TableContext, decision: keyof typeof BASE_REFUSALS): OnTurn | Refusal {
  const turn = onTurn(context);
  if (!turn) return say(BASE_REFUSALS[decision].noHand);
  if (turn.hand.cards.length < 2) return say(BASE_REFUSALS[decision].waiting, turn.label());
  return turn;
}

const isRefusal = (turn: OnTurn | Refusal): turn is Refusal => 'code' in turn;

export function hitRefusal(context: TableContext): Refusal | null {
  const turn = onTurn(context);
  if (!turn) return say('hit.no-hand-on-turn');
  return handMayTakeCard(turn.hand) ? null : say('hit.split-ace-one-card', turn.label());
}

/**
 * A second hit marker before the card comes asks nothing new: the hand on turn already waits for
 * its card. Refused where inputs become facts (a log that already holds repeated markers replays).
 */
export function hitAlreadyAsked(context: TableContext): Refusal | null {
  const asked = context.round.hitAskedBy;
  const turn = asked && onTurn(context);
  if (!turn || turn.ref.box !== asked.box || turn.ref.hand !== asked.hand) return null;
  return say('hit.already-asked', turn.label());
}

export function standRefusal(context: TableContext): Refusal | null {
  const turn = decisionBase(context, 'stand');
  if (isRefusal(turn)) return turn;
  const mustDrawBelow = context.profile.player.mustDrawBelow;
  const { total } = handTotal(turn.hand.cards);
  if (mustDrawBelow !== null && total < mustDrawBelow && !turn.hand.doubled) {
    return say('stand.must-draw', { ...turn.label(), total, below: mustDrawBelow });
  }
  if (turn.hand.doubled) return say('hand.doubled-takes-one-card', turn.label());
  return null;
}

export function doubleRefusal(context: TableContext, event: EventOf<'HandDoubled'>): Refusal | null {
  const turn = decisionBase(context, 'double');
  if (isRefusal(turn)) return turn;
  const { double } = context.profile;
  const { hand, label } = turn;
  if (!double.allowed) return say('double.not-offered');
  if (hand.cards.length !== 2) return say('double.card-count', { ...label(), count: hand.cards.length });
  if (hand.doubled) return say('double.already-doubled', label());
  if (handIsNatural(hand)) return say('double.blackjack', label());
  if (hand.splitAces && !double.onSplitAces) return say('double.split-ace', label());
  if (hand.fromSplit && !double.afterSplit) return say('double.after-split-not-allowed', label());
  const { total } = handTotal(hand.cards);
  if (double.totals !== null && !double.totals.includes(total)) {
    return say('double.total-not-allowed', { ...label(), total, totals: double.totals.join(', ') });
  }
  const owner = hand.stakes[0];
  if (!owner) return say('double.no-stake', label());
  if (event.amount !== null && event.amount !== owner.stake) {
    const stake = moneyParam(owner.stake);
    if (!double.forLess) return say('double.full-stake-only', { stake });
    if (event.amount > owner.stake) return say('double.above-stake', { stake });
    if (event.amount < context.limits.min)
      return say('double.below-minimum', { min: moneyParam(context.limits.min) });
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

export function splitRefusal(context: TableContext): Refusal | null {
  const turn = decisionBase(context, 'split');
  if (isRefusal(turn)) return turn;
  const { split } = context.profile;
  const { hand, box, label } = turn;
  if (!split.allowed) return say('split.not-offered');
  if (hand.cards.length !== 2) return say('split.card-count', { ...label(), count: hand.cards.length });
  const pair = (): string => hand.cards.map(cardGlyph).join('-');
  if (split.pairsBy === 'rank' && !isPairByRank(hand.cards)) {
    return say('split.rank-differs', { ...label(), pair: pair() });
  }
  if (!isPairByValue(hand.cards)) return say('split.value-differs', { ...label(), pair: pair() });
  if (split.maxHands !== null && box.hands.length >= split.maxHands) {
    return say('split.max-hands', { ...label(), max: split.maxHands });
  }
  if (hand.splitAces && !split.resplitAces) return say('split.no-resplit-aces', label());
  if (hand.doubled) return say('hand.doubled-takes-one-card', label());
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

export function surrenderRefusal(context: TableContext, event: EventOf<'HandSurrendered'>): Refusal | null {
  const rules = context.profile.surrender;
  if (!rules) return say('surrender.not-offered');
  const turn = onTurn(context);
  const ref: HandRef | null = event.box === null ? (turn?.ref ?? null) : { box: event.box, hand: 0 };
  if (!ref) return say('surrender.no-hand-on-turn');
  const box = context.round.boxes.find((candidate) => candidate.box === ref.box);
  const hand = box?.hands[ref.hand];
  const at = { box: ref.box };
  if (!box || !hand) return say('surrender.no-hand', at);
  const isOnTurn = turn !== null && turn.ref.box === ref.box && turn.ref.hand === ref.hand;
  if (!isOnTurn) {
    if (!rules.beforeTurn) return say('surrender.not-on-turn', at);
    if (turn && ref.box < turn.ref.box) return say('surrender.turn-played', at);
  }
  if (box.hands.length > 1 || hand.fromSplit) return say('surrender.after-split', at);
  if (hand.cards.length !== 2) return say('surrender.card-count', { ...at, count: hand.cards.length });
  if (hand.surrendered) return say('surrender.already-surrendered', at);
  if (hand.doubled || hand.stood || hand.evenMoney) return say('surrender.already-decided', at);
  if (handIsNatural(hand)) return say('surrender.blackjack', at);
  const upCard = context.round.dealer[0];
  if (!rules.againstAce && upCard !== undefined && cardValue(upCard) === 1) {
    return say('surrender.against-ace');
  }
  if (!rules.handWithAce && hand.cards.some((card) => rankOf(card) === 'A')) {
    return say('surrender.hand-with-ace', at);
  }
  const { total } = handTotal(hand.cards);
  if (rules.totals !== null && !rules.totals.includes(total)) {
    return say('surrender.total-not-allowed', { ...at, total, totals: rules.totals.join(', ') });
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
