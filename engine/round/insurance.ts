import { cardValue } from '../cards/card.js';
import { formatUnits, type Minor } from '../money.js';
import { chipsRefusal } from './betting.js';
import { handWith, roundWith } from './copy-with.js';
import type { EventOf } from './events.js';
import { handIsNatural } from './hands.js';
import { updateHand } from './layout.js';
import type { Box, Round, TableContext } from './types.js';

/** The window opens when the dealer's up-card is an ace, at a table that offers insurance. */
export function insuranceOffered(round: Round, context: TableContext): boolean {
  const upCard = round.dealer[0];
  return context.profile.insurance.offered && upCard !== undefined && cardValue(upCard) === 1;
}

const initialStake = (box: Box, bettor: string): Minor =>
  box.bettors.find((b) => b.bettor === bettor)?.stake ?? 0;

/** A bettor's stake on every hand of the box after doubles and splits. */
function currentStake(box: Box, bettor: string): Minor {
  let total = 0;
  for (const hand of box.hands)
    for (const s of hand.stakes) if (s.bettor === bettor) total += s.stake + s.doubled;
  return total;
}

const insuredSoFar = (round: Round, box: number, bettor: string): Minor =>
  round.insurance.find((bet) => bet.box === box && bet.bettor === bettor)?.amount ?? 0;

/** Insurance in the window after the deal (`raise` false) or raised after a double or split (`raise` true). */
export function insuranceRefusal(
  context: TableContext,
  event: EventOf<'InsurancePlaced'>,
  raise: boolean,
): string | null {
  const { profile, round, limits } = context;
  const rules = profile.insurance;
  const box = round.boxes.find((candidate) => candidate.box === event.box);
  if (!box?.bettors.some((b) => b.bettor === event.bettor)) {
    return `${event.bettor} has no stake on box ${event.box} to insure`;
  }
  const hand = box.hands[0];
  if (hand && handIsNatural(hand) && !rules.naturalMayInsure) {
    const instead = rules.evenMoney ? ': take even money instead' : '';
    return `box ${event.box} holds a blackjack, which cannot be insured at this table${instead}`;
  }
  if (hand?.evenMoney) return `box ${event.box} took even money: it is already paid`;
  const already = insuredSoFar(round, event.box, event.bettor);
  if (raise) {
    if (!rules.raiseAfterDoubleOrSplit) return 'the insurance window is closed';
    if (already === 0)
      return `${event.bettor} did not insure box ${event.box}: only an insurance can be raised`;
    if (currentStake(box, event.bettor) === initialStake(box, event.bettor)) {
      return `box ${event.box} has not doubled or split: the insurance can be raised only after one`;
    }
  } else if (already > 0) {
    return `${event.bettor} has already insured box ${event.box}`;
  }
  const base = raise ? currentStake(box, event.bettor) : initialStake(box, event.bettor);
  const half = Math.floor(base / 2);
  const total = already + event.amount;
  if (rules.amount === 'exactly-half' && total !== half) {
    return `insurance here is exactly half the stake: ${formatUnits(half - already)} for ${event.bettor} on box ${event.box}`;
  }
  if (total > half) return `insurance may not exceed half the stake: at most ${formatUnits(half - already)}`;
  const minimum = Math.ceil(limits.min * rules.minimumShareOfTableMin);
  if (event.amount < minimum)
    return `insurance must be at least ${formatUnits(minimum)} (half the table minimum)`;
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

export function evenMoneyRefusal(context: TableContext, event: EventOf<'EvenMoneyTaken'>): string | null {
  if (!context.profile.insurance.evenMoney) return 'this table pays no even money';
  const hand = context.round.boxes.find((box) => box.box === event.box)?.hands[0];
  if (!hand || !handIsNatural(hand))
    return `box ${event.box} holds no blackjack: even money is for a blackjack`;
  if (hand.evenMoney) return `box ${event.box} already took even money`;
  if (context.round.insurance.some((bet) => bet.box === event.box)) {
    return `box ${event.box} is insured: even money replaces insurance`;
  }
  return null;
}

export const takeEvenMoney = (round: Round, event: EventOf<'EvenMoneyTaken'>): Round =>
  updateHand(round, { box: event.box, hand: 0 }, (hand) => handWith(hand, { evenMoney: true }));
