import { unconfirmedBuyIn } from '../books/books-rules.js';
import type { Signatures } from '../books/types.js';
import { identificationRefusal, type PatronCashToday } from '../compliance/identification.js';
import { type Minor, toMinor } from '../money.js';
import { type Refusal, say } from '../refusals/message.js';
import { assertNever, ok, type Result, refuse } from '../result.js';
import { decideStaff } from '../staff/decide-staff.js';
import { holdersOf, memberOf } from '../staff/register.js';
import type { TableStaff } from '../staff/table-staff.js';
import { boxDefaultName, boxOwner, defaultBettor, nameOfAnotherBox } from './betting.js';
import { hitAlreadyAsked } from './decisions.js';
import type { TableEvent } from './events.js';
import type { InputOf, TableInput } from './inputs.js';
import { playerCardRefusal } from './seats.js';
import type { TableContext } from './types.js';

/** The inputs that carry nothing and record a fact that carries nothing: one table, read both ways. */
export const BARE_FACT_OF_INPUT = {
  deal: 'BetsClosed',
  hit: 'HitAsked',
  stand: 'HandStood',
  split: 'HandSplit',
  'insurance-closed': 'InsuranceClosed',
  misdeal: 'MisdealMarked',
  pass: 'MisdealPassed',
  shuffle: 'ShoeShuffled',
  'new-session': 'SessionStarted',
} as const satisfies Partial<Record<TableInput['type'], TableEvent['type']>>;

export type BareInput = keyof typeof BARE_FACT_OF_INPUT;

const isBare = (input: TableInput): input is Extract<TableInput, { type: BareInput }> =>
  Object.hasOwn(BARE_FACT_OF_INPUT, input.type);

/**
 * Turns an input into the fact it would record: amounts in minor units, the
 * bettor named. Whether the round accepts the fact is the statechart's decision, not this one's.
 */
export function toTableEvent(
  input: TableInput,
  context: TableContext,
  roundIsSettled: boolean,
  patron?: PatronCashToday | null,
): Result<TableEvent> {
  if (input.type === 'hit') {
    const asked = hitAlreadyAsked(context);
    if (asked) return refuse(asked);
  }
  if (isBare(input)) return ok({ type: BARE_FACT_OF_INPUT[input.type] });
  switch (input.type) {
    case 'table':
      return refuse(say('script.table-line-first'));
    case 'seat':
      return boxExists(context, input.box, () => seatTaken(input, context));
    case 'leave':
      return boxExists(context, input.box, () => ok({ type: 'SeatLeft', box: input.box }));
    case 'bet':
      return boxExists(context, input.box, () =>
        money(input.amount, (amount) => {
          const named = ownName(input.bettor, input.box);
          if (named) return named;
          const next = roundIsSettled
            ? (context.seats[input.box] ?? boxDefaultName(input.box))
            : defaultBettor(context, input.box);
          return ok({ type: 'BetPlaced', box: input.box, bettor: input.bettor ?? next, amount });
        }),
      );
    case 'card':
      return ok({ type: 'CardDrawn', card: input.card });
    case 'double':
      return input.amount === undefined
        ? ok({ type: 'HandDoubled', amount: null })
        : money(input.amount, (amount) => ok({ type: 'HandDoubled', amount }));
    case 'surrender':
      return ok({ type: 'HandSurrendered', box: input.box ?? null });
    case 'insurance':
      return money(
        input.amount,
        (amount) =>
          ownName(input.bettor, input.box) ??
          ok({
            type: 'InsurancePlaced',
            box: input.box,
            // Insurance protects a stake: without a name it is the first bettor's, who has one.
            bettor: input.bettor ?? boxOwner(context, input.box),
            amount,
          }),
      );
    case 'even-money':
      return ok({ type: 'EvenMoneyTaken', box: input.box });
    case 'take':
      return ok({ type: 'MisdealTaken', box: input.box });
    case 'table-open':
      return ok({ type: 'OpenerCounted', inventory: input.inventory, by: signatures(input.by) });
    case 'table-close':
      return ok({ type: 'CloserCounted', inventory: input.inventory, by: signatures(input.by) });
    case 'fill':
    case 'credit':
      return ok({
        type: input.type === 'fill' ? 'FillReceived' : 'CreditSent',
        slip: input.slip,
        inventory: input.inventory,
        by: signatures(input.by),
      });
    case 'slip-void':
      return ok({ type: 'SlipVoided', slip: input.slip, reason: input.reason, by: signatures(input.by) });
    case 'buy-in':
      return boxExists(context, input.box, () =>
        money(
          input.amount,
          (amount) =>
            ownName(input.bettor, input.box) ??
            refused(unconfirmedBuyIn(context, amount, input.confirmed === true)) ??
            buyInEvent(context, input, amount, patron ?? null),
        ),
      );
    case 'buy-in-void':
      return ok({ type: 'BuyInVoided', buyIn: input.buyIn, reason: input.reason });
    case 'adjustment-done':
      return ok({ type: 'AdjustmentAcknowledged', round: input.round });
    case 'limits':
      return money(input.min, (min) =>
        money(input.max, (max) => ok({ type: 'LimitsChanged', limits: { min, max } })),
      );
    case 'croupier':
      return ok({ type: 'CroupierChanged', name: input.name });
    case 'staff':
    case 'staff-roles':
    case 'staff-disable':
    case 'sign-in':
    case 'sign-out':
      return staffEvent(input, context.staff);
    default:
      return assertNever(input);
  }
}

type StaffInput = InputOf<'staff' | 'staff-roles' | 'staff-disable' | 'sign-in' | 'sign-out'>;

/**
 * A register's change or a croupier's duty as its fact: the register decides a change (the
 * author is `by`, else the register's first active manager, else the person enrolling themself);
 * a sign-in names the person as the register knows them.
 */
function staffEvent(input: StaffInput, staff: TableStaff): Result<TableEvent> {
  const { register } = staff;
  if (input.type === 'sign-in')
    return ok({
      type: 'CroupierSignedIn',
      badge: input.badge,
      name: memberOf(register, input.badge)?.name ?? input.badge,
    });
  if (input.type === 'sign-out') return ok({ type: 'CroupierSignedOut', badge: input.badge });
  const author = input.by ?? holdersOf(register, 'manager')[0]?.badge ?? input.badge;
  switch (input.type) {
    case 'staff':
      return decideStaff(
        register,
        { type: 'enrol', badge: input.badge, name: input.name, roles: input.roles },
        author,
      );
    case 'staff-roles':
      return decideStaff(register, { type: 'change-roles', badge: input.badge, roles: input.roles }, author);
    case 'staff-disable':
      return decideStaff(register, { type: 'disable', badge: input.badge, reason: input.reason }, author);
  }
}

/**
 * A seat taken: by a seated name (anonymous), or with `name` by a rated player whose card number is
 * `player`. An anonymous name sitting down again at its box is no new fact; a card presented by
 * the player already seated is (the rating starts with it).
 */
function seatTaken(input: InputOf<'seat'>, context: TableContext): Result<TableEvent> {
  const { box } = input;
  const seated = input.name ?? input.player;
  const card = input.name === undefined ? null : input.player;
  const refusal = (card === null ? null : playerCardRefusal(card)) ?? nameOfAnotherBox(seated, box);
  if (refusal) return refuse(refusal);
  if (card === null && context.seats[box] === seated)
    return refuse(say('seat.already-seated', { box, player: seated }));
  return ok({ type: 'SeatTaken', box, player: seated, ...(card !== null && { playerCard: card }) });
}

/** The signatures a record names, each only when given (the books' rules say which are needed). */
function signatures(by: InputOf<'fill'>['by']): Signatures {
  const named: { -readonly [K in keyof Signatures]: Signatures[K] } = {
    croupier: by?.croupier ?? '',
    supervisor: by?.supervisor ?? '',
  };
  if (by?.cashier) named.cashier = by.cashier;
  if (by?.runner) named.runner = by.runner;
  return named;
}

/** The refusal of a name that is another box's default name, or null. */
function ownName(name: string | undefined, box: number): Result<TableEvent> | null {
  const refusal = name === undefined ? null : nameOfAnotherBox(name, box);
  return refusal && refuse(refusal);
}

const refused = (refusal: Refusal | null): Result<TableEvent> | null => refusal && refuse(refusal);

function boxExists(context: TableContext, box: number, then: () => Result<TableEvent>): Result<TableEvent> {
  const boxes = context.profile.table.boxes;
  return box >= 1 && box <= boxes ? then() : refuse(say('bet.no-such-box', { box, boxes }));
}

function money(units: number, then: (amount: Minor) => Result<TableEvent>): Result<TableEvent> {
  const amount = toMinor(units);
  return amount.ok ? then(amount.value) : amount;
}

/**
 * Chips sold at a box: a cash buy-in that takes its patron over the report level waits for their
 * identification (the caller reads the patron's day from the log; without it, the buy-in alone).
 */
function buyInEvent(
  context: TableContext,
  input: InputOf<'buy-in'>,
  amount: Minor,
  patron: PatronCashToday | null,
): Result<TableEvent> {
  const bettor = input.bettor ?? context.seats[input.box] ?? boxDefaultName(input.box);
  const method = input.method ?? 'cash';
  const identified = input.identified === true;
  const known = patron ?? { player: null, description: bettor, day: '', before: 0, identified: false };
  const refusal = identificationRefusal(context, { amount, method, identified }, known);
  if (refusal) return refuse(refusal);
  return ok({
    type: 'ChipsSold',
    box: input.box,
    bettor,
    amount,
    method,
    ...(identified && { identified: true as const }),
  });
}
