import type { Minor } from '../money.js';
import { moneyParam, type Refusal, say } from '../refusals/message.js';
import type { EventOf } from '../round/events.js';
import type { Round, TableContext } from '../round/types.js';
import { registerIsOn } from '../staff/register.js';
import { ROLE_SAID, signersRefusal } from '../staff/signers.js';
import { inventoryRefusal } from './chip-set.js';
import { expectedSlip, kindOfSlip, newSlipRefusal } from './slips.js';
import type { Signatures } from './types.js';

/** The signatures each record needs (the live table asks the PINs behind the first two). */
const TRAY_SIGNERS = ['croupier', 'supervisor'] as const;
const CAGE_SIGNERS = ['croupier', 'supervisor', 'cashier', 'runner'] as const;

type Signer = (typeof CAGE_SIGNERS)[number];

/**
 * Every signature a record needs, and, once the table keeps a staff register, each a badge of an
 * active person holding the role, no one in two roles (the PINs are the desk's to check: a script,
 * a trusted replay of a sheet, carries none).
 */
function signaturesRefusal(context: TableContext, by: Signatures, needed: readonly Signer[]): Refusal | null {
  const missing = needed.find((signer) => (by[signer] ?? '').trim() === '');
  if (missing !== undefined) return say('books.signature-missing', { signer: say(ROLE_SAID[missing]) });
  const { register } = context.staff;
  return registerIsOn(register) ? signersRefusal(register, by, { pins: false }) : null;
}

/**
 * Whether the round has taken anything yet: no bet, no card, not settled. A round in that state is
 * not in play: the table may open or close, and new limits apply to it at once.
 */
export const roundUntouched = (round: Round): boolean =>
  round.boxes.length === 0 && round.dealer.length === 0 && round.settlement === null;

/** A round has begun and is not settled: the tray is in use. */
const roundInPlay = (round: Round): boolean => !roundUntouched(round) && round.settlement === null;

export function openerRefusal(context: TableContext, event: EventOf<'OpenerCounted'>): Refusal | null {
  const { books } = context;
  if (books.status === 'open') return say('books.already-open');
  if (roundInPlay(context.round)) return say('books.round-in-play');
  return (
    signaturesRefusal(context, event.by, TRAY_SIGNERS) ??
    inventoryRefusal(event.inventory, books.chipSet, true)
  );
}

export function closerRefusal(context: TableContext, event: EventOf<'CloserCounted'>): Refusal | null {
  const { books } = context;
  if (books.status !== 'open') return say('books.not-open');
  if (roundInPlay(context.round)) return say('books.round-in-play');
  return (
    signaturesRefusal(context, event.by, TRAY_SIGNERS) ??
    inventoryRefusal(event.inventory, books.chipSet, true)
  );
}

/** A fill or a credit: the table open, four signatures, chips of the set, the slip next in its series. */
export function cageSlipRefusal(
  context: TableContext,
  event: EventOf<'FillReceived'> | EventOf<'CreditSent'>,
): Refusal | null {
  const { books } = context;
  if (books.status !== 'open') return say('books.not-open');
  const kind = event.type === 'FillReceived' ? 'fill' : 'credit';
  return (
    newSlipRefusal(books, kind, event.slip) ??
    signaturesRefusal(context, event.by, CAGE_SIGNERS) ??
    inventoryRefusal(event.inventory, books.chipSet, false)
  );
}

/**
 * A void names a slip recorded and not yet void (its chips no longer count), or the next number of
 * a series, a spoiled form, which the void uses up so that the series stays gapless.
 */
export function voidSlipRefusal(context: TableContext, event: EventOf<'SlipVoided'>): Refusal | null {
  const { books } = context;
  const signatures = signaturesRefusal(context, event.by, TRAY_SIGNERS);
  if (signatures) return signatures;
  const known = books.slips[event.slip];
  if (known) return known.void ? say('books.slip-already-void', { slip: event.slip }) : null;
  const kind = kindOfSlip(event.slip);
  if (!kind) return say('books.no-such-slip', { slip: event.slip });
  return newSlipRefusal(books, kind, event.slip) === null
    ? null
    : say('books.void-unknown-slip', {
        slip: event.slip,
        expected: expectedSlip(books.series[kind]) ?? event.slip,
      });
}

export function buyInRefusal(context: TableContext, event: EventOf<'ChipsSold'>): Refusal | null {
  if (context.books.status !== 'open') return say('books.buy-in-not-open');
  const boxes = context.profile.table.boxes;
  return event.box <= boxes ? null : say('bet.no-such-box', { box: event.box, boxes });
}

/** A buy-in far above the table's maximum is refused until it is said again, confirmed. */
export function unconfirmedBuyIn(context: TableContext, amount: Minor, confirmed: boolean): Refusal | null {
  const times = context.books.buyInConfirmTimes;
  if (confirmed || amount <= times * context.limits.max) return null;
  return say('books.buy-in-confirm', {
    amount: moneyParam(amount),
    times,
    max: moneyParam(context.limits.max),
  });
}

/** A void names a buy-in the table recorded, not already void; a closed table's buy-ins may still be mended. */
export function buyInVoidRefusal(context: TableContext, event: EventOf<'BuyInVoided'>): Refusal | null {
  const { sold, voided } = context.books.buyIns;
  if (event.buyIn > sold) return say('books.no-such-buy-in', { buyIn: event.buyIn, sold });
  return voided.includes(event.buyIn) ? say('books.buy-in-already-void', { buyIn: event.buyIn }) : null;
}

export function limitsRefusal(event: EventOf<'LimitsChanged'>): Refusal | null {
  return event.limits.min <= event.limits.max ? null : say('books.limits-order');
}

/** A croupier named by the pit boss; once the table keeps a register, croupiers sign in by badge instead. */
export function croupierRefusal(context: TableContext, event: EventOf<'CroupierChanged'>): Refusal | null {
  if (registerIsOn(context.staff.register)) return say('staff.sign-in-instead', { name: event.name });
  return context.books.croupier === event.name ? say('books.croupier-on-duty', { name: event.name }) : null;
}

/** A closed table takes no bet and deals no round until it opens again. */
export const closedTableRefusal = (context: TableContext): Refusal | null =>
  context.books.status === 'closed' ? say('books.table-closed') : null;
