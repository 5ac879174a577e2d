import { closedTableRefusal } from '../books/books-rules.js';
import { type Minor, toMinor } from '../money.js';
import { moneyParam, type Refusal, say } from '../refusals/message.js';
import { unwrap } from '../result.js';
import { largestPayableBox } from '../settlement/amounts.js';
import { noCroupierRefusal } from '../staff/table-staff.js';
import { boxWith, roundWith } from './copy-with.js';
import type { EventOf } from './events.js';
import { sessionOverRefusal } from './session.js';
import type { Box, Round, SessionChips, TableContext } from './types.js';

/** The bettor a bet without a name belongs to: the seated player, else the box owner, else `boxN`. */
export const defaultBettor = (context: TableContext, box: number): string =>
  context.seats[box] ?? boxOwner(context, box);

/** Who owns a box's stake: its first bettor, else its default name. */
export const boxOwner = (context: TableContext, box: number): string =>
  context.round.boxes.find((b) => b.box === box)?.bettors[0]?.bettor ?? boxDefaultName(box);

/** The name a box's bettor has when no one names them: `box1`, `box2`, … */
export const boxDefaultName = (box: number): string => `box${box}`;

/**
 * A name is a person's own: `box4` written for a bettor or player of box 1 would be counted with
 * the nameless bettor of box 4 (one net for two people), so a box's default name is its own only.
 */
export function nameOfAnotherBox(name: string, box: number): Refusal | null {
  const digits = /^box(\d+)$/i.exec(name.trim())?.[1];
  if (digits === undefined || Number(digits) === box) return null;
  return say('name.another-box', { name, box, other: Number(digits) });
}

/** Who decides for a box: the seated player at a seat-holder table, else the first to bet. */
export function boxDecider(context: TableContext, box: Box): string {
  const seated = context.profile.table.boxDecider === 'seat-holder' ? context.seats[box.box] : undefined;
  return seated ?? box.bettors[0]?.bettor ?? boxDefaultName(box.box);
}

export function betRefusal(context: TableContext, event: EventOf<'BetPlaced'>): Refusal | null {
  const { profile, limits, round } = context;
  const over =
    closedTableRefusal(context) ??
    sessionOverRefusal(context) ??
    noCroupierRefusal(context.staff, context.books.status === 'open');
  if (over) return over;
  if (event.box > profile.table.boxes) {
    return say('bet.no-such-box', { box: event.box, boxes: profile.table.boxes });
  }
  const box = round.boxes.find((candidate) => candidate.box === event.box);
  const bettors = box?.bettors ?? [];
  const existing = bettors.find((b) => b.bettor === event.bettor);
  if (!existing && bettors.length >= profile.table.maxBettorsPerBox) {
    return say('bet.box-full', { box: event.box, count: bettors.length });
  }
  const stake = (existing?.stake ?? 0) + event.amount;
  if (stake < limits.min) {
    return say('bet.below-minimum', {
      min: moneyParam(limits.min),
      bettor: event.bettor,
      stake: moneyParam(stake),
      box: event.box,
    });
  }
  const boxTotal = bettors.reduce((sum, b) => sum + b.stake, 0) + event.amount;
  if (boxTotal > limits.max) {
    return say('bet.above-box-maximum', {
      box: event.box,
      total: moneyParam(boxTotal),
      max: moneyParam(limits.max),
    });
  }
  const payable = largestPayableBox(profile);
  if (boxTotal > payable)
    return say('bet.beyond-payable', {
      box: event.box,
      total: moneyParam(boxTotal),
      max: moneyParam(payable),
    });
  return chipsRefusal(context, event.bettor, event.amount);
}

/** At a home session a player bets only the chips they still have. */
export function chipsRefusal(context: TableContext, bettor: string, more: Minor): Refusal | null {
  if (!context.chips) return null;
  const available = chipsOf(context, bettor) - committed(context.round, bettor);
  return available >= more
    ? null
    : say('chips.not-enough', {
        bettor,
        free: moneyParam(Math.max(available, 0)),
        needed: moneyParam(more),
      });
}

export function chipsOf(context: TableContext, bettor: string): Minor {
  const start = context.profile.session ? unwrap(toMinor(context.profile.session.playerChips)) : 0;
  return context.chips?.players[bettor] ?? start;
}

/** Everything a bettor has on the layout this round: stakes, doubles, split copies, insurance. */
export function committed(round: Round, bettor: string): Minor {
  let total = 0;
  for (const box of round.boxes)
    total += box.hands.length === 0 ? initialStake(box, bettor) : currentStake(box, bettor);
  for (const bet of round.insurance) if (bet.bettor === bettor) total += bet.amount;
  return total;
}

export const initialStake = (box: Box, bettor: string): Minor =>
  box.bettors.find((b) => b.bettor === bettor)?.stake ?? 0;

/** A bettor's stake on every hand of the box after doubles and splits. */
export function currentStake(box: Box, bettor: string): Minor {
  let total = 0;
  for (const hand of box.hands)
    for (const s of hand.stakes) if (s.bettor === bettor) total += s.stake + s.doubled;
  return total;
}

export function placeBet(round: Round, event: EventOf<'BetPlaced'>): Round {
  const existingBox = round.boxes.find((box) => box.box === event.box);
  const box: Box = existingBox ?? { box: event.box, bettors: [], hands: [] };
  const hasBettor = box.bettors.some((b) => b.bettor === event.bettor);
  const bettors = hasBettor
    ? box.bettors.map((b) =>
        b.bettor === event.bettor ? { bettor: b.bettor, stake: b.stake + event.amount } : b,
      )
    : [...box.bettors, { bettor: event.bettor, stake: event.amount }];
  const updated = boxWith(box, { bettors });
  const boxes = existingBox
    ? round.boxes.map((b) => (b.box === event.box ? updated : b))
    : [...round.boxes, updated].sort((a, b) => a.box - b.box);
  return roundWith(round, { boxes });
}

export function dealRefusal(context: TableContext): Refusal | null {
  const { profile, round, shoe } = context;
  const over = closedTableRefusal(context) ?? sessionOverRefusal(context);
  if (over) return over;
  const occupied = round.boxes.length;
  if (occupied < profile.table.minOccupiedBoxes) {
    return say('deal.too-few-boxes', { needed: profile.table.minOccupiedBoxes, count: occupied });
  }
  if (shoe.shuffleDue) return say('deal.shuffle-due');
  const shortfall = bankShortfall(context);
  if (shortfall > 0 && profile.session?.topUpBankWithFictitiousChips === false)
    return say('deal.bank-short', {
      short: moneyParam(shortfall),
      bank: moneyParam(context.chips?.bank ?? 0),
    });
  return null;
}

/**
 * What the bank lacks to cover the round about to be dealt: the profile's multiple of the stakes
 * on the table (twice at the home game: a doubled win on every box).
 */
function bankShortfall(context: TableContext): Minor {
  const { chips, profile, round } = context;
  if (!chips || !profile.session) return 0;
  const stakes = round.boxes.reduce((sum, box) => sum + box.bettors.reduce((s, b) => s + b.stake, 0), 0);
  return Math.max(0, profile.session.bankCoverOfStakes * stakes - chips.bank);
}

/**
 * Bets close: every box gets its first hand carrying its bettors' stakes. At a home session a bank
 * that cannot cover the round (`bankShortfall`) is topped up with marked fictitious chips
 * (`002_951ea54078d4073d.txt`: "add fictitious tokens of the same value before a new deal").
 */
export function closeBets(context: TableContext): Pick<TableContext, 'round' | 'chips'> {
  const { round } = context;
  const boxes = round.boxes.map((box) =>
    boxWith(box, {
      hands: [
        {
          cards: [],
          stakes: box.bettors.map((b) => ({ bettor: b.bettor, stake: b.stake, doubled: 0 })),
          fromSplit: false,
          splitAces: false,
          doubled: false,
          stood: false,
          surrendered: false,
          evenMoney: false,
        },
      ],
    }),
  );
  const chips: SessionChips | null = context.chips;
  const topUp = bankShortfall(context);
  return {
    round: roundWith(round, { boxes, bankTopUp: topUp }),
    chips:
      chips && topUp > 0
        ? { ...chips, bank: chips.bank + topUp, fictitious: chips.fictitious + topUp }
        : chips,
  };
}
