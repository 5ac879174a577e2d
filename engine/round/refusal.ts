import {
  buyInRefusal,
  buyInVoidRefusal,
  cageSlipRefusal,
  closedTableRefusal,
  closerRefusal,
  croupierRefusal,
  limitsRefusal,
  openerRefusal,
  voidSlipRefusal,
} from '../books/books-rules.js';
import { cardGlyph } from '../cards/card.js';
import { type Message, type Refusal, say } from '../refusals/message.js';
import { assertNever } from '../result.js';
import { dutyRefusal, registerFactRefusal } from '../staff/table-staff.js';
import { acknowledgeRefusal } from './adjustments-owed.js';
import { betRefusal, dealRefusal } from './betting.js';
import { nextDealSpotSaid } from './dealing.js';
import { doubleRefusal, hitRefusal, splitRefusal, standRefusal, surrenderRefusal } from './decisions.js';
import type { TableEvent } from './events.js';
import { evenMoneyRefusal, insuranceRefusal } from './insurance.js';
import { answerRefusal, misdealRefusal } from './misdeal.js';
import { leaveRefusal } from './seats.js';
import { sessionOverRefusal, sessionStartRefusal } from './session.js';
import { voidRefusal } from './settle-round.js';
import { cardRefusal, shuffleRefusal } from './shoe.js';
import { withNextRound } from './table-context.js';
import type { TablePhase } from './table-machine.js';
import type { TableContext } from './types.js';

/**
 * Why the round did not accept a fact, as a code with parameters. The statechart's guards call the
 * same rule functions, so the reason given is the rule that stopped it.
 */
export function refusalOf(phase: TablePhase, context: TableContext, event: TableEvent): Refusal {
  return ruleRefusal(phase, context, event) ?? say('round.not-now', { phase: describePhase(phase, context) });
}

/**
 * The rule that refuses this fact in this phase, or null when the round takes it: the phase ×
 * fact routing mirrors the statechart's `on:` table, and a property test holds the two to it
 * (null exactly when the statechart accepts).
 */
export function ruleRefusal(phase: TablePhase, context: TableContext, event: TableEvent): Refusal | null {
  const where = (): { phase: Message } => ({ phase: describePhase(phase, context) });
  switch (event.type) {
    case 'SeatTaken':
      return null;
    case 'SeatLeft':
      return leaveRefusal(context, event);
    case 'BetPlaced':
      if (phase === 'betting') return betRefusal(context, event);
      if (phase === 'settled') return betRefusal(withNextRound(context), event);
      return say('bet.closed', where());
    case 'BetsClosed':
      if (phase === 'betting') return dealRefusal(context);
      if (phase === 'settled')
        return (
          closedTableRefusal(context) ??
          sessionOverRefusal(withNextRound(context)) ??
          say('deal.no-bets-next-round')
        );
      return say('deal.already-dealt', where());
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
      return say('insurance.not-offered-now');
    case 'EvenMoneyTaken':
      if (phase === 'insurance') return evenMoneyRefusal(context, event);
      return say('even-money.not-offered-now');
    case 'InsuranceClosed':
      return phase === 'insurance' ? null : say('insurance.no-window');
    case 'MisdealMarked':
      if (phase === 'offer') return say('misdeal.offer-open');
      return phase === 'betting' ? say('misdeal.no-card-this-round') : misdealRefusal(context.round);
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
      return say('session.between-rounds', where());
    case 'OpenerCounted':
      return openerRefusal(context, event);
    case 'CloserCounted':
      return closerRefusal(context, event);
    case 'FillReceived':
    case 'CreditSent':
      return cageSlipRefusal(context, event);
    case 'SlipVoided':
      return voidSlipRefusal(context, event);
    case 'ChipsSold':
      return buyInRefusal(context, event);
    case 'BuyInVoided':
      return buyInVoidRefusal(context, event);
    case 'SettlementAdjusted':
      return null;
    case 'AdjustmentAcknowledged':
      return acknowledgeRefusal(context, event);
    case 'LimitsChanged':
      return limitsRefusal(event);
    case 'CroupierChanged':
      return croupierRefusal(context, event);
    case 'StaffEnrolled':
    case 'StaffRolesChanged':
    case 'StaffPinChanged':
    case 'StaffDisabled':
      return registerFactRefusal(context.staff, event);
    case 'CroupierSignedIn':
    case 'CroupierSignedOut':
      return dutyRefusal(context.staff, event);
    default:
      return assertNever(event);
  }
}

function decision(phase: TablePhase, context: TableContext, rule: () => Refusal | null): Refusal | null {
  return phase === 'players' ? rule() : say('decision.not-now', { phase: describePhase(phase, context) });
}

/** Where the round stands, for refusals: "the insurance window is open". */
export function describePhase(phase: TablePhase, context: TableContext): Message {
  const { round, profile } = context;
  switch (phase) {
    case 'betting':
      return say('phase.betting');
    case 'dealing':
      return say('phase.dealing', { next: nextDealSpotSaid(round, profile) });
    case 'insurance':
      return say('phase.insurance');
    case 'players':
      return say('phase.players');
    case 'offer': {
      const offer = round.offer;
      const box = offer?.candidates[0]?.box;
      return offer && box !== undefined
        ? say('phase.offer', { card: cardGlyph(offer.card), box })
        : say('phase.offer-unknown');
    }
    case 'dealer':
      return say('phase.dealer');
    case 'settled':
      return say('phase.settled');
    case 'resume':
      return say('phase.resume');
    default:
      return assertNever(phase);
  }
}
