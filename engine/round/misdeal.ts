import type { Card } from '../cards/card.js';
import { type Refusal, say } from '../refusals/message.js';
import { BURN_WHY } from './burn-causes.js';
import { handWith, roundWith } from './copy-with.js';
import { handMayTakeMisdealtCard, handOnTurn } from './hands.js';
import { burnCard, giveCardToDealer, giveCardToHand, updateHand, updateLastMisdeal } from './layout.js';
import type { HandRef, MisdealRecord, Round, TableContext } from './types.js';

/**
 * Misdealt cards (RULES.md, "Misdealt-card handling"). The shoe cannot take a card back, so a
 * misdealt card is always a fact: it is burned, or at `classic-6d` during the players' turns
 * offered to the box holders in seat order and, if nobody takes it, given to the dealer as the
 * second card (`000_8d1e98e1c23c607c.txt`: "A card drawn by mistake remains in the game…").
 */

export const MARKED = BURN_WHY.marked;

export function misdealRefusal(round: Round): Refusal | null {
  const last = round.lastCard;
  if (!last) {
    const anyCard = round.dealer.length > 0 || round.burned.length > 0;
    return say(anyCard ? 'misdeal.decision-taken' : 'misdeal.no-card');
  }
  if (last.to.kind === 'burned') return say('misdeal.already-burned', { card: last.card });
  if (last.to.kind === 'offer') return say('misdeal.already-on-offer', { card: last.card });
  return null;
}

/** Takes the last card back from the hand or dealer that received it; the hand's turn reopens. */
export function takeBackLastCard(round: Round): { round: Round; card: Card } {
  const last = round.lastCard;
  if (!last) throw new Error('no card to take back');
  const { to, card } = last;
  let next: Round;
  if (to.kind === 'hand') {
    next = updateHand(round, to, (hand) => handWith(hand, { cards: hand.cards.slice(0, -1), stood: false }));
  } else if (to.kind === 'dealer') {
    next = roundWith(round, { dealer: round.dealer.slice(0, -1) });
  } else {
    throw new Error(`the last card is ${to.kind}`);
  }
  return { round: { ...next, lastCard: null }, card };
}

/** Every hand that may still draw, in seat order starting with the hand on turn. */
function offerCandidates(round: Round, context: TableContext): HandRef[] {
  const all: HandRef[] = round.boxes.flatMap((box) =>
    box.hands.flatMap((hand, index) =>
      handMayTakeMisdealtCard(hand, box, context.profile) ? [{ box: box.box, hand: index }] : [],
    ),
  );
  const onTurn = handOnTurn(round, context.profile);
  const start = onTurn ? all.findIndex((ref) => ref.box === onTurn.box && ref.hand === onTurn.hand) : -1;
  return start <= 0 ? all : [...all.slice(start), ...all.slice(0, start)];
}

/** A misdealt card during the players' turns, under the table's policy. */
export function handleMisdealtCard(round: Round, context: TableContext, card: Card, why: string): Round {
  const { policy, pitBossNote } = context.profile.misdeal;
  if (policy === 'burn') return burnCard(round, card, why, pitBossNote);
  const candidates = offerCandidates(round, context);
  const record: MisdealRecord = { card, why, resolution: 'on-offer', passedBy: [], pitBossNote };
  const offered: Round = roundWith(round, {
    misdeals: [...round.misdeals, record],
    lastCard: { card, to: { kind: 'offer' } },
  });
  return candidates.length > 0
    ? roundWith(offered, { offer: { card, candidates } })
    : nobodyTakesIt(offered, card);
}

/** With every box holder passed: the dealer's second card if the dealer holds one, else burned. */
function nobodyTakesIt(round: Round, card: Card): Round {
  const cleared: Round = roundWith(round, { offer: null });
  const resolution = round.dealer.length === 1 ? 'dealer-second-card' : 'burned';
  const placed =
    resolution === 'burned'
      ? roundWith(cleared, { burned: [...round.burned, card], lastCard: { card, to: { kind: 'burned' } } })
      : giveCardToDealer(cleared, card);
  return updateLastMisdeal(placed, (r) => ({ ...r, resolution }));
}

export function answerRefusal(round: Round, takerBox: number | null): Refusal | null {
  const offered = round.offer?.candidates[0];
  if (!round.offer || !offered) return say('offer.none');
  if (takerBox !== null && takerBox !== offered.box) {
    return say('offer.other-box-first', { card: round.offer.card, box: offered.box, asked: takerBox });
  }
  return null;
}

export function takeOffer(round: Round): Round {
  const offer = round.offer;
  const taker = offer?.candidates[0];
  if (!offer || !taker) throw new Error('no offer');
  const given = giveCardToHand(roundWith(round, { offer: null }), taker, offer.card);
  return updateLastMisdeal(given, (r) => ({ ...r, resolution: 'taken', takenBy: taker }));
}

export function passOffer(round: Round): Round {
  const offer = round.offer;
  const passer = offer?.candidates[0];
  if (!offer || !passer) throw new Error('no offer');
  const passed = updateLastMisdeal(round, (r) => ({ ...r, passedBy: [...r.passedBy, passer] }));
  const rest = offer.candidates.slice(1);
  return rest.length > 0
    ? { ...passed, offer: { ...offer, candidates: rest } }
    : nobodyTakesIt(passed, offer.card);
}
