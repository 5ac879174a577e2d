import { cardGlyph } from '../cards/card.js';
import { assertNever } from '../result.js';
import { betRefusal, dealRefusal } from './betting.js';
import { nextDealSpot } from './dealing.js';
import { doubleRefusal, hitRefusal, splitRefusal, standRefusal, surrenderRefusal } from './decisions.js';
import type { TableEvent } from './events.js';
import { evenMoneyRefusal, insuranceRefusal } from './insurance.js';
import { answerRefusal, misdealRefusal } from './misdeal.js';
import { sessionOverRefusal, sessionStartRefusal } from './session.js';
import { voidRefusal } from './settle-round.js';
import { cardRefusal, shuffleRefusal } from './shoe.js';
import { withNextRound } from './table-context.js';
import type { TablePhase } from './table-machine.js';
import type { TableContext } from './types.js';

/**
 * Why the round did not accept a fact, in the croupier's words. The statechart's guards call the
 * same rule functions, so the reason given is the rule that stopped it.
 */
export function refusalReason(phase: TablePhase, context: TableContext, event: TableEvent): string {
  return specificReason(phase, context, event) ?? `not now: ${describePhase(phase, context)}`;
}

function specificReason(phase: TablePhase, context: TableContext, event: TableEvent): string | null {
  switch (event.type) {
    case 'SeatTaken':
      return null;
    case 'BetPlaced':
      if (phase === 'betting') return betRefusal(context, event);
      if (phase === 'settled') return betRefusal(withNextRound(context), event);
      return `bets are closed: ${describePhase(phase, context)}`;
    case 'BetsClosed':
      if (phase === 'betting') return dealRefusal(context);
      if (phase === 'settled')
        return sessionOverRefusal(withNextRound(context)) ?? 'no bets are on the table for the next round';
      return `the round is already dealt: ${describePhase(phase, context)}`;
    case 'CardDrawn':
      return cardRefusal(context.shoe, context.profile, event.card);
    case 'HitAsked':
      return decision(phase, context, () => hitRefusal(context));
    case 'HandStood':
      return decision(phase, context, () => standRefusal(context));
    case 'HandDoubled':
      return decision(phase, context, () => doubleRefusal(context, event));
    case 'HandSplit':
      return decision(phase, context, () => splitRefusal(context));
    case 'HandSurrendered':
      return decision(phase, context, () => surrenderRefusal(context, event));
    case 'InsurancePlaced':
      if (phase === 'insurance') return insuranceRefusal(context, event, false);
      if (phase === 'players') return insuranceRefusal(context, event, true);
      return 'insurance is offered when the dealer shows an ace, right after the deal';
    case 'EvenMoneyTaken':
      if (phase === 'insurance') return evenMoneyRefusal(context, event);
      return 'even money is offered when the dealer shows an ace, right after the deal';
    case 'InsuranceClosed':
      return 'no insurance window is open';
    case 'MisdealMarked':
      if (phase === 'offer') return 'a misdealt card is already on offer: answer it first';
      return phase === 'betting' ? 'no card of this round has been drawn' : misdealRefusal(context.round);
    case 'MisdealTaken':
      return answerRefusal(context.round, event.box);
    case 'MisdealPassed':
      return answerRefusal(context.round, null);
    case 'ShoeShuffled':
      return shuffleRefusal(context.round);
    case 'RoundVoided':
      return voidRefusal(context.round);
    case 'SessionStarted':
      if (phase === 'betting') return sessionStartRefusal(context);
      if (phase === 'settled') return sessionStartRefusal(withNextRound(context));
      return `a new session starts between rounds: ${describePhase(phase, context)}`;
    default:
      return assertNever(event);
  }
}

function decision(phase: TablePhase, context: TableContext, rule: () => string | null): string | null {
  return phase === 'players' ? rule() : `no decision now: ${describePhase(phase, context)}`;
}

/** Where the round stands, for refusals: "the insurance window is open". */
export function describePhase(phase: TablePhase, context: TableContext): string {
  const { round, profile } = context;
  switch (phase) {
    case 'betting':
      return 'bets are open';
    case 'dealing':
      return `the initial deal is under way (next card: ${nextDealSpot(round, profile)})`;
    case 'insurance':
      return 'the insurance window is open (close it with insurance-closed)';
    case 'players':
      return "it is the players' turn";
    case 'offer': {
      const offer = round.offer;
      const box = offer?.candidates[0]?.box;
      return offer
        ? `the misdealt ${cardGlyph(offer.card)} is offered to box ${box}: take or pass`
        : 'a misdealt card is on offer';
    }
    case 'dealer':
      return "it is the dealer's turn";
    case 'settled':
      return 'the round is settled';
    case 'resume':
      return 'the round is resuming';
    default:
      return assertNever(phase);
  }
}
