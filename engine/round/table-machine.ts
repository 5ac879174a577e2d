import { assign, setup } from 'xstate';
import {
  changeCroupier,
  changeLimits,
  countCloser,
  countOpener,
  recordCageSlip,
  sellChips,
  voidBuyIn,
  voidSlip,
} from '../books/books-apply.js';
import {
  buyInRefusal,
  buyInVoidRefusal,
  cageSlipRefusal,
  closerRefusal,
  croupierRefusal,
  limitsRefusal,
  openerRefusal,
  voidSlipRefusal,
} from '../books/books-rules.js';
import type { BooksConfig } from '../books/types.js';
import type { Card } from '../cards/card.js';
import type { Minor } from '../money.js';
import type { StaffFact } from '../staff/register.js';
import {
  croupierNow,
  type DutyEvent,
  dutyRefusal,
  registerFactRefusal,
  type StaffEvent,
  staffAfter,
} from '../staff/table-staff.js';
import { acknowledgeAdjustment, acknowledgeRefusal, oweAdjustment } from './adjustments-owed.js';
import { betRefusal, closeBets, dealRefusal, placeBet } from './betting.js';
import { BURN_WHY } from './burn-causes.js';
import { roundWith } from './copy-with.js';
import { dealerNeedsCard, peekFindsNatural } from './dealer-turn.js';
import { initialDealComplete, placeInitialCard, redealSpot } from './dealing.js';
import {
  applyDouble,
  applySplit,
  applyStand,
  applySurrender,
  doubleRefusal,
  hitRefusal,
  splitRefusal,
  standRefusal,
  surrenderRefusal,
} from './decisions.js';
import type { EventOf, TableEvent } from './events.js';
import { handOnTurn } from './hands.js';
import {
  evenMoneyRefusal,
  insuranceOffered,
  insuranceRefusal,
  placeInsurance,
  takeEvenMoney,
} from './insurance.js';
import { burnCard, giveCardToDealer, giveCardToHand } from './layout.js';
import {
  answerRefusal,
  handleMisdealtCard,
  MARKED,
  misdealRefusal,
  passOffer,
  takeBackLastCard,
  takeOffer,
} from './misdeal.js';
import { leaveRefusal, withSeatLeft } from './seats.js';
import { sessionStartRefusal, startSession } from './session.js';
import { settle, voidRefusal } from './settle-round.js';
import { cardRefusal, drawFromShoe, newShoe, shuffleRefusal } from './shoe.js';
import { createTableContext, withNextRound } from './table-context.js';
import type { Round, TableContext, TableLimits } from './types.js';

type Args = { context: TableContext; event: TableEvent };

/** Narrows the machine's event inside a guard or action declared for one event type. */
function eventOf<T extends TableEvent['type']>(event: TableEvent, type: T): EventOf<T> {
  if (event.type !== type) throw new Error(`expected ${type}, got ${event.type}`);
  return event as EventOf<T>;
}

/** Every card first leaves the shoe (it is a fact), then the round decides where it goes. */
function drawn(
  context: TableContext,
  event: TableEvent,
): Pick<TableContext, 'shoe' | 'round'> & { card: Card } {
  const { card } = eventOf(event, 'CardDrawn');
  const { shoe, round } = drawFromShoe(context.shoe, context.round, context.profile, card);
  return { shoe, round, card };
}

const burnDrawn =
  (why: string) =>
  ({ context, event }: Args): Partial<TableContext> => {
    const { shoe, round, card } = drawn(context, event);
    return { shoe, round: burnCard(round, card, why, context.profile.misdeal.pitBossNote) };
  };

/**
 * The croupier marks the last card as drawn by mistake: it is taken back from where it went,
 * whatever it did (a settlement it caused is undone). A card of the initial deal is burned and its
 * place dealt again; a dealer's card is burned; a hand's card follows the players'-turn policy.
 */
function takeBackMarkedCard({ context }: Args): Partial<TableContext> {
  const initial = context.round.lastCard?.initial === true;
  const { round: takenBack, card } = takeBackLastCard(roundWith(context.round, { settlement: null }));
  const note = context.profile.misdeal.pitBossNote;
  if (initial) return { round: redealSpot(burnCard(takenBack, card, MARKED, note)) };
  if (context.round.lastCard?.to.kind === 'dealer') return { round: burnCard(takenBack, card, MARKED, note) };
  return { round: handleMisdealtCard(takenBack, { ...context, round: takenBack }, card, MARKED) };
}

/**
 * A decision is taken on the cards as they lie: after it, the last card can no longer be taken
 * back as misdealt (a split or a double would otherwise be left standing on a card that is gone).
 */
const afterDecision = (round: Round): Round => roundWith(round, { lastCard: null });

const REGISTER_FACT = { guard: 'registerFactFolds', actions: 'changeStaff' } as const;

const MARK_MISDEAL = {
  guard: 'misdealAllowed',
  target: '#table.resume',
  actions: 'takeBackMarkedCard',
} as const;

/**
 * What each action of the statechart assigns, by name: the machine's actions are these, each made
 * an `assign`, and the flat step (./flat-step.ts) steps with the very same functions.
 */
export const tableAssignments = {
  countOpener: ({ context, event }) => countOpener(context, eventOf(event, 'OpenerCounted')),
  countCloser: ({ context, event }) => countCloser(context, eventOf(event, 'CloserCounted')),
  recordFill: ({ context, event }) => recordCageSlip(context, eventOf(event, 'FillReceived')),
  recordCredit: ({ context, event }) => recordCageSlip(context, eventOf(event, 'CreditSent')),
  voidSlip: ({ context, event }) => voidSlip(context, eventOf(event, 'SlipVoided')),
  /** The books keep no running figure: the sale is the log's fact, the report adds it up. */
  sellChips: ({ context }) => ({ books: sellChips(context.books) }),
  voidBuyIn: ({ context, event }) => ({ books: voidBuyIn(context.books, eventOf(event, 'BuyInVoided')) }),
  oweAdjustment: ({ context, event }) => oweAdjustment(context, eventOf(event, 'SettlementAdjusted')),
  acknowledgeAdjustment: ({ context, event }) =>
    acknowledgeAdjustment(context, eventOf(event, 'AdjustmentAcknowledged')),
  changeLimits: ({ context, event }) => changeLimits(context, eventOf(event, 'LimitsChanged')),
  changeCroupier: ({ context, event }) => changeCroupier(context, eventOf(event, 'CroupierChanged')),
  changeStaff: ({ context, event }) => ({ staff: staffAfter(context.staff, event as StaffEvent) }),
  changeDuty: ({ context, event }) => {
    const duty = event as DutyEvent;
    const croupier = duty.type === 'CroupierSignedIn' ? duty.name : null;
    return { staff: staffAfter(context.staff, duty), books: { ...context.books, croupier } };
  },
  takeSeat: ({ context, event }) => {
    const { box, player } = eventOf(event, 'SeatTaken');
    return { seats: { ...context.seats, [box]: player } };
  },
  leaveSeat: ({ context, event }) => ({ seats: withSeatLeft(context, eventOf(event, 'SeatLeft')) }),
  placeBet: ({ context, event }) => ({
    round: placeBet(context.round, eventOf(event, 'BetPlaced')),
  }),
  openNextRound: ({ context }) => withNextRound(context),
  startSession: ({ context }) => startSession(context),
  /** One step rather than `openNextRound` then `placeBet`: every round but a shoe's first opens so. */
  openNextRoundWithBet: ({ context, event }) => {
    const next = withNextRound(context);
    return { ...next, round: placeBet(next.round, eventOf(event, 'BetPlaced')) };
  },
  closeBets: ({ context }) => closeBets(context),
  shuffle: ({ context }) => ({ shoe: newShoe(context.profile, context.shoe.shoeNumber + 1) }),
  burnWhileBetsOpen: burnDrawn(BURN_WHY.betsOpen),
  burnAfterSettlement: burnDrawn(BURN_WHY.settled),
  burnDuringInsurance: burnDrawn(BURN_WHY.insurance),
  burnWhileOnOffer: burnDrawn(BURN_WHY.onOffer),
  dealInitialCard: ({ context, event }) => {
    const { shoe, round, card } = drawn(context, event);
    const placed = placeInitialCard(round, context.profile, card);
    // The round is the croupier's on duty as its first card is dealt (docs/table-scripts.md, "People").
    const croupier = round.croupier ?? croupierNow(context.staff, context.books.croupier);
    return { shoe, round: croupier === round.croupier ? placed : roundWith(placed, { croupier }) };
  },
  placeInsurance: ({ context, event }) => ({
    round: placeInsurance(context.round, eventOf(event, 'InsurancePlaced')),
  }),
  takeEvenMoney: ({ context, event }) => ({
    round: afterDecision(takeEvenMoney(context.round, eventOf(event, 'EvenMoneyTaken'))),
  }),
  closeInsurance: ({ context }) => ({ round: roundWith(context.round, { insuranceClosed: true }) }),
  hitHandOnTurn: ({ context, event }) => {
    const { shoe, round, card } = drawn(context, event);
    const ref = handOnTurn(round, context.profile);
    if (!ref) throw new Error('no hand on turn');
    return { shoe, round: giveCardToHand(round, ref, card) };
  },
  misdealUnwantedCard: ({ context, event }) => {
    const { shoe, round, card } = drawn(context, event);
    return {
      shoe,
      round: handleMisdealtCard(round, { ...context, shoe, round }, card, BURN_WHY.unwanted),
    };
  },
  takeBackMarkedCard: takeBackMarkedCard,
  takeOffer: ({ context }) => ({ round: takeOffer(context.round) }),
  passOffer: ({ context }) => ({ round: passOffer(context.round) }),
  noteHitAsked: ({ context }) => ({
    round: roundWith(context.round, { hitAskedBy: handOnTurn(context.round, context.profile) }),
  }),
  stand: ({ context }) => ({ round: afterDecision(applyStand(context)) }),
  double: ({ context, event }) => ({
    round: afterDecision(applyDouble(context, eventOf(event, 'HandDoubled'))),
  }),
  split: ({ context }) => ({ round: afterDecision(applySplit(context)) }),
  surrender: ({ context, event }) => ({
    round: afterDecision(applySurrender(context, eventOf(event, 'HandSurrendered'))),
  }),
  dealerDraws: ({ context, event }) => {
    const { shoe, round, card } = drawn(context, event);
    return { shoe, round: giveCardToDealer(round, card) };
  },
  settle: ({ context }) => ({ round: settle(context) }),
  /** Settles at once: entering `settled` settles again, and both give the void settlement. */
  voidRound: ({ context, event }) => {
    const { reason, author } = eventOf(event, 'RoundVoided');
    const round = roundWith(context.round, { voided: { reason, author }, offer: null });
    return { round: settle({ ...context, round }) };
  },
} satisfies Readonly<Record<string, (args: Args) => Partial<TableContext>>>;

type TableAssign = ReturnType<typeof assign<TableContext, TableEvent, undefined, TableEvent, never>>;

/** Every assignment above as the machine's `assign` action of the same name. */
const assignActions = Object.fromEntries(
  Object.entries(tableAssignments).map(([name, assignment]) => [name, assign(assignment)]),
) as { readonly [Name in keyof typeof tableAssignments]: TableAssign };

export const tableMachine = setup({
  types: {
    context: {} as TableContext,
    events: {} as TableEvent,
    input: {} as {
      profile: TableContext['profile'];
      limits?: TableLimits;
      chipSet?: readonly Minor[];
      booksConfig?: BooksConfig;
    },
  },
  guards: {
    openerAllowed: ({ context, event }) => openerRefusal(context, eventOf(event, 'OpenerCounted')) === null,
    closerAllowed: ({ context, event }) => closerRefusal(context, eventOf(event, 'CloserCounted')) === null,
    fillAllowed: ({ context, event }) => cageSlipRefusal(context, eventOf(event, 'FillReceived')) === null,
    creditAllowed: ({ context, event }) => cageSlipRefusal(context, eventOf(event, 'CreditSent')) === null,
    voidSlipAllowed: ({ context, event }) => voidSlipRefusal(context, eventOf(event, 'SlipVoided')) === null,
    buyInAllowed: ({ context, event }) => buyInRefusal(context, eventOf(event, 'ChipsSold')) === null,
    buyInVoidAllowed: ({ context, event }) =>
      buyInVoidRefusal(context, eventOf(event, 'BuyInVoided')) === null,
    adjustmentOwed: ({ context, event }) =>
      acknowledgeRefusal(context, eventOf(event, 'AdjustmentAcknowledged')) === null,
    limitsAllowed: ({ event }) => limitsRefusal(eventOf(event, 'LimitsChanged')) === null,
    croupierAllowed: ({ context, event }) =>
      croupierRefusal(context, eventOf(event, 'CroupierChanged')) === null,
    registerFactFolds: ({ context, event }) =>
      registerFactRefusal(context.staff, event as StaffFact) === null,
    dutyAllowed: ({ context, event }) => dutyRefusal(context.staff, event as DutyEvent) === null,
    cardFitsShoe: ({ context, event }) =>
      cardRefusal(context.shoe, context.profile, eventOf(event, 'CardDrawn').card) === null,
    seatMayBeLeft: ({ context, event }) => leaveRefusal(context, eventOf(event, 'SeatLeft')) === null,
    betAllowed: ({ context, event }) => betRefusal(context, eventOf(event, 'BetPlaced')) === null,
    betOpensNextRound: ({ context, event }) =>
      betRefusal(withNextRound(context), eventOf(event, 'BetPlaced')) === null,
    dealAllowed: ({ context }) => dealRefusal(context) === null,
    shuffleAllowed: ({ context }) => shuffleRefusal(context.round) === null,
    dealCompleteWithInsurance: ({ context }) =>
      initialDealComplete(context.round, context.profile) &&
      insuranceOffered(context.round, context) &&
      !context.round.insuranceClosed,
    dealCompleteWithDealerNatural: ({ context }) =>
      initialDealComplete(context.round, context.profile) && peekFindsNatural(context.round, context.profile),
    dealComplete: ({ context }) => initialDealComplete(context.round, context.profile),
    insuranceAllowed: ({ context, event }) =>
      insuranceRefusal(context, eventOf(event, 'InsurancePlaced'), false) === null,
    insuranceRaiseAllowed: ({ context, event }) =>
      insuranceRefusal(context, eventOf(event, 'InsurancePlaced'), true) === null,
    evenMoneyAllowed: ({ context, event }) =>
      evenMoneyRefusal(context, eventOf(event, 'EvenMoneyTaken')) === null,
    insuranceClosedWithDealerNatural: ({ context }) =>
      context.round.insuranceClosed && peekFindsNatural(context.round, context.profile),
    insuranceClosed: ({ context }) => context.round.insuranceClosed,
    handOnTurnTakesCard: ({ context, event }) =>
      cardRefusal(context.shoe, context.profile, eventOf(event, 'CardDrawn').card) === null &&
      hitRefusal(context) === null,
    hitAllowed: ({ context }) => hitRefusal(context) === null,
    standAllowed: ({ context }) => standRefusal(context) === null,
    doubleAllowed: ({ context, event }) => doubleRefusal(context, eventOf(event, 'HandDoubled')) === null,
    splitAllowed: ({ context }) => splitRefusal(context) === null,
    surrenderAllowed: ({ context, event }) =>
      surrenderRefusal(context, eventOf(event, 'HandSurrendered')) === null,
    noHandOnTurn: ({ context }) => handOnTurn(context.round, context.profile) === null,
    offerOpen: ({ context }) => context.round.offer !== null,
    offerClosed: ({ context }) => context.round.offer === null,
    dealIncomplete: ({ context }) => !initialDealComplete(context.round, context.profile),
    handOnTurn: ({ context }) => handOnTurn(context.round, context.profile) !== null,
    misdealAllowed: ({ context }) => misdealRefusal(context.round) === null,
    takeAllowed: ({ context, event }) =>
      answerRefusal(context.round, eventOf(event, 'MisdealTaken').box) === null,
    passAllowed: ({ context }) => answerRefusal(context.round, null) === null,
    dealerDone: ({ context }) => !dealerNeedsCard(context.round, context.profile),
    roundMayBeVoided: ({ context }) => voidRefusal(context.round) === null,
    sessionMayStart: ({ context }) => sessionStartRefusal(context) === null,
    nextSessionMayStart: ({ context }) => sessionStartRefusal(withNextRound(context)) === null,
  },
  actions: assignActions,
}).createMachine({
  id: 'table',
  context: ({ input }) => createTableContext(input.profile, input.limits, input.chipSet, input.booksConfig),
  initial: 'betting',
  on: {
    SeatTaken: { actions: 'takeSeat' },
    SeatLeft: { guard: 'seatMayBeLeft', actions: 'leaveSeat' },
    RoundVoided: { guard: 'roundMayBeVoided', target: '.settled', actions: 'voidRound' },
    // The books are kept in every phase; their rules say when a record may be made.
    OpenerCounted: { guard: 'openerAllowed', actions: 'countOpener' },
    CloserCounted: { guard: 'closerAllowed', actions: 'countCloser' },
    FillReceived: { guard: 'fillAllowed', actions: 'recordFill' },
    CreditSent: { guard: 'creditAllowed', actions: 'recordCredit' },
    SlipVoided: { guard: 'voidSlipAllowed', actions: 'voidSlip' },
    ChipsSold: { guard: 'buyInAllowed', actions: 'sellChips' },
    BuyInVoided: { guard: 'buyInVoidAllowed', actions: 'voidBuyIn' },
    // A ruling on a paid round, and the croupier moving its chips: in every phase, as the books.
    SettlementAdjusted: { actions: 'oweAdjustment' },
    AdjustmentAcknowledged: { guard: 'adjustmentOwed', actions: 'acknowledgeAdjustment' },
    LimitsChanged: { guard: 'limitsAllowed', actions: 'changeLimits' },
    CroupierChanged: { guard: 'croupierAllowed', actions: 'changeCroupier' },
    // The register and the croupier on duty change in every phase: a relief mid-round is a relief.
    StaffEnrolled: REGISTER_FACT,
    StaffRolesChanged: REGISTER_FACT,
    StaffPinChanged: REGISTER_FACT,
    StaffDisabled: REGISTER_FACT,
    CroupierSignedIn: { guard: 'dutyAllowed', actions: 'changeDuty' },
    CroupierSignedOut: { guard: 'dutyAllowed', actions: 'changeDuty' },
  },
  states: {
    betting: {
      on: {
        BetPlaced: { guard: 'betAllowed', actions: 'placeBet' },
        BetsClosed: { guard: 'dealAllowed', target: 'dealing', actions: 'closeBets' },
        CardDrawn: { guard: 'cardFitsShoe', actions: 'burnWhileBetsOpen' },
        ShoeShuffled: { guard: 'shuffleAllowed', actions: 'shuffle' },
        SessionStarted: { guard: 'sessionMayStart', actions: 'startSession' },
      },
    },
    dealing: {
      always: [
        { guard: 'dealCompleteWithInsurance', target: 'insurance' },
        { guard: 'dealCompleteWithDealerNatural', target: 'settled' },
        { guard: 'dealComplete', target: 'players' },
      ],
      on: {
        CardDrawn: { guard: 'cardFitsShoe', actions: 'dealInitialCard' },
        MisdealMarked: MARK_MISDEAL,
      },
    },
    insurance: {
      always: [
        { guard: 'insuranceClosedWithDealerNatural', target: 'settled' },
        { guard: 'insuranceClosed', target: 'players' },
      ],
      on: {
        InsurancePlaced: { guard: 'insuranceAllowed', actions: 'placeInsurance' },
        EvenMoneyTaken: { guard: 'evenMoneyAllowed', actions: 'takeEvenMoney' },
        InsuranceClosed: { actions: 'closeInsurance' },
        CardDrawn: { guard: 'cardFitsShoe', actions: 'burnDuringInsurance' },
        MisdealMarked: MARK_MISDEAL,
      },
    },
    players: {
      always: [
        { guard: 'offerOpen', target: 'offer' },
        { guard: 'noHandOnTurn', target: 'dealer' },
      ],
      on: {
        CardDrawn: [
          { guard: 'handOnTurnTakesCard', actions: 'hitHandOnTurn' },
          { guard: 'cardFitsShoe', actions: 'misdealUnwantedCard' },
        ],
        HitAsked: { guard: 'hitAllowed', actions: 'noteHitAsked' },
        HandStood: { guard: 'standAllowed', actions: 'stand' },
        HandDoubled: { guard: 'doubleAllowed', actions: 'double' },
        HandSplit: { guard: 'splitAllowed', actions: 'split' },
        HandSurrendered: { guard: 'surrenderAllowed', actions: 'surrender' },
        InsurancePlaced: { guard: 'insuranceRaiseAllowed', actions: 'placeInsurance' },
        MisdealMarked: MARK_MISDEAL,
      },
    },
    offer: {
      always: { guard: 'offerClosed', target: 'players' },
      on: {
        MisdealTaken: { guard: 'takeAllowed', actions: 'takeOffer' },
        MisdealPassed: { guard: 'passAllowed', actions: 'passOffer' },
        CardDrawn: { guard: 'cardFitsShoe', actions: 'burnWhileOnOffer' },
      },
    },
    dealer: {
      always: { guard: 'dealerDone', target: 'settled' },
      on: {
        CardDrawn: { guard: 'cardFitsShoe', actions: 'dealerDraws' },
        MisdealMarked: MARK_MISDEAL,
      },
    },
    settled: {
      entry: 'settle',
      on: {
        BetPlaced: { guard: 'betOpensNextRound', target: 'betting', actions: 'openNextRoundWithBet' },
        ShoeShuffled: { target: 'betting', actions: ['openNextRound', 'shuffle'] },
        SessionStarted: {
          guard: 'nextSessionMayStart',
          target: 'betting',
          actions: ['openNextRound', 'startSession'],
        },
        CardDrawn: { guard: 'cardFitsShoe', actions: 'burnAfterSettlement' },
        MisdealMarked: MARK_MISDEAL,
      },
    },
    /** After a card is taken back the round resumes where that card leaves it. */
    resume: {
      always: [
        { guard: 'dealIncomplete', target: 'dealing' },
        { guard: 'offerOpen', target: 'offer' },
        { guard: 'handOnTurn', target: 'players' },
        { target: 'dealer' },
      ],
    },
  },
});

export type TablePhase =
  | 'betting'
  | 'dealing'
  | 'insurance'
  | 'players'
  | 'offer'
  | 'dealer'
  | 'settled'
  | 'resume';
