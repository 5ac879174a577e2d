import { cardValue } from '../cards/card.js';
import type { Minor } from '../money.js';
import { moneyParam, type Refusal, say } from '../refusals/message.js';
import { chipsRefusal, currentStake, initialStake } from './betting.js';
import { handWith, roundWith } from './copy-with.js';
import type { EventOf } from './events.js';
import { handIsNatural } from './hands.js';
import { updateHand } from './layout.js';
import type { Round, TableContext } from './types.js';

/** The window opens when the dealer's up-card is an ace, at a table that offers insurance. */
export function insuranceOffered(round: Round, context: TableContext): boolean {
  const upCard = round.dealer[0];
  return context.profile.insurance.offered && upCard !== undefined && cardValue(upCard) === 1;
}

const insuredSoFar = (round: Round, box: number, bettor: string): Minor =>
  round.insurance.find((bet) => bet.box === box && bet.bettor === bettor)?.amount ?? 0;

/** Insurance in the window after the deal (`raise` false) or raised after a double or split (`raise` true). */
export function insuranceRefusal(
  context: TableContext,
  event: EventOf<'InsurancePlaced'>,
  raise: boolean,
): Refusal | null {
  const { profile, round, limits } = context;
  const rules = profile.insurance;
  const at = { box: event.box, bettor: event.bettor };
  const box = round.boxes.find((candidate) => candidate.box === event.box);
  if (!box?.bettors.some((b) => b.bettor === event.bettor)) return say('insurance.no-stake', at);
  const hand = box.hands[0];
  if (hand && handIsNatural(hand) && !rules.naturalMayInsure) {
    return say(rules.evenMoney ? 'insurance.natural-take-even-money' : 'insurance.natural-not-insurable', at);
  }
  if (hand?.evenMoney) return say('insurance.even-money-taken', at);
  const already = insuredSoFar(round, event.box, event.bettor);
  if (raise) {
    if (!rules.raiseAfterDoubleOrSplit) return say('insurance.window-closed');
    if (already === 0) return say('insurance.raise-not-insured', at);
    if (currentStake(box, event.bettor) === initialStake(box, event.bettor)) {
      return say('insurance.raise-before-double-or-split', at);
    }
  } else if (already > 0) {
    return say('insurance.already-insured', at);
  }
  const base = raise ? currentStake(box, event.bettor) : initialStake(box, event.bettor);
  const half = Math.floor(base / 2);
  const total = already + event.amount;
  if (rules.amount === 'exactly-half' && total !== half) {
    return say('insurance.exactly-half', { ...at, amount: moneyParam(half - already) });
  }
  if (total > half) return say('insurance.above-half', { ...at, amount: moneyParam(half - already) });
  const minimum = Math.ceil(limits.min * rules.minimumShareOfTableMin);
  if (event.amount < minimum) {
    // The profile's share, in words ("half" for the usual rule), a phrase each language says its way.
    const share =
      rules.minimumShareOfTableMin === 0.5
        ? say('insurance.share-half')
        : say('insurance.share-percent', { percent: Math.round(rules.minimumShareOfTableMin * 100) });
    return say('insurance.below-minimum', { ...at, min: moneyParam(minimum), share });
  }
  return chipsRefusal(context, event.bettor, event.amount);
}

export function placeInsurance(round: Round, event: EventOf<'InsurancePlaced'>): Round {
  const exists = round.insurance.some((bet) => bet.box === event.box && bet.bettor === event.bettor);
  const insurance = exists
    ? round.insurance.map((bet) =>
        bet.box === event.box && bet.bettor === event.bettor
          ? { ...bet, amount: bet.amount + event.amount }
          : bet,
      )
    : [...round.insurance, { box: event.box, bettor: event.bettor, amount: event.amount }];
  return roundWith(round, { insurance });
}

export function evenMoneyRefusal(context: TableContext, event: EventOf<'EvenMoneyTaken'>): Refusal | null {
  if (!context.profile.insurance.evenMoney) return say('even-money.not-offered');
  const at = { box: event.box };
  const hand = context.round.boxes.find((box) => box.box === event.box)?.hands[0];
  if (!hand || !handIsNatural(hand)) return say('even-money.no-blackjack', at);
  if (hand.evenMoney) return say('even-money.already-taken', at);
  if (context.round.insurance.some((bet) => bet.box === event.box)) return say('even-money.insured', at);
  return null;
}

export const takeEvenMoney = (round: Round, event: EventOf<'EvenMoneyTaken'>): Round =>
  updateHand(round, { box: event.box, hand: 0 }, (hand) => handWith(hand, { evenMoney: true }));
