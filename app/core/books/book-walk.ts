import { inventoryTotal, sameInventory } from '../../../engine/books/chip-set.js';
import { kindOfSlip } from '../../../engine/books/slips.js';
import type { Inventory } from '../../../engine/books/types.js';
import { assertNever } from '../../../engine/result.js';
import type { BookFact, BookLog, RoundSettledOnce } from './book-log.js';
import { BuyInSeries } from './buy-in-series.js';
import { clockBack } from './clock-back.js';
import {
  type AdjustmentRecord,
  type BooksLedger,
  type CroupierDay,
  type DayLedger,
  type LimitsFrom,
  newCroupierDay,
  newDay,
  type Session,
  type SlipRecord,
  type TrayCount,
} from './ledger.js';

/**
 * The log's books walked once, fact by fact in the log's order, into gaming days. A session (an
 * opener to its closer) belongs whole to the gaming day it opened in, so that the tray's
 * arithmetic closes on every day; what happens while no session is open (the rounds of a table
 * that keeps no books) falls in the gaming day of its own time. The croupier on duty (whose hours
 * are counted) is the one signed in or named by a `CroupierChanged` last, else the opener's signing
 * croupier, as the engine keeps it; a round, and its misdeals, corrections and voids, are charged
 * to the croupier of the round (on duty at its first card).
 */
export function walkBooks(log: BookLog, dayOf: (iso: string) => string): BooksLedger {
  const days = new Map<string, DayLedger>();
  const slips: SlipRecord[] = [];
  const slipByNumber = new Map<string, SlipRecord>();
  const limits: LimitsFrom[] = [];
  const buyIns = new BuyInSeries(log.seats);
  const adjustments: AdjustmentRecord[] = [];
  let session: Session | null = null;
  let closed = false;
  let lastCloser: Inventory | null = null;
  let croupier: string | null = null;
  let duty: { name: string; since: number; day: string } | null = null;

  const ledgerOf = (day: string): DayLedger => {
    const known = days.get(day);
    if (known) return known;
    const ledger = newDay(day);
    days.set(day, ledger);
    return ledger;
  };
  const croupierOf = (day: string, name: string): CroupierDay => {
    const croupiers = ledgerOf(day).croupiers;
    const known = croupiers.get(name);
    if (known) return known;
    const line = newCroupierDay();
    croupiers.set(name, line);
    return line;
  };
  const dayAt = (time: string): string => session?.day ?? dayOf(time);
  const endDuty = (time: string): void => {
    if (duty) croupierOf(duty.day, duty.name).onDuty += Math.max(0, Date.parse(time) - duty.since);
    duty = null;
  };
  const startDuty = (time: string): void => {
    endDuty(time);
    if (croupier !== null && !closed) {
      duty = { name: croupier, since: Date.parse(time), day: dayAt(time) };
      croupierOf(duty.day, croupier);
    }
  };

  if (log.opening) {
    const { limits: first } = log.opening.event;
    limits.push({ day: dayOf(log.opening.time), at: log.opening.time, ...first });
  }

  const onFact = (fact: BookFact): void => {
    const { position, round, time, event } = fact;
    switch (event.type) {
      case 'OpenerCounted': {
        const count = trayCount(time, event);
        const day = dayOf(time);
        const ledger = ledgerOf(day);
        ledger.openers.push(count);
        if (lastCloser !== null && !sameInventory(lastCloser, event.inventory))
          ledger.openerDiscrepancies.push({
            at: time,
            opener: count.amount,
            closer: inventoryTotal(lastCloser),
          });
        session = { day, opener: count, slips: [], chipsSold: 0, house: 0, closer: null, endsAt: time };
        ledger.sessions.push(session);
        closed = false;
        croupier ??= event.by.croupier;
        startDuty(time);
        return;
      }
      case 'CloserCounted': {
        const count = trayCount(time, event);
        ledgerOf(dayAt(time)).closers.push(count);
        endDuty(time);
        if (session) {
          session.closer = count;
          session.endsAt = time;
        }
        session = null;
        closed = true;
        lastCloser = event.inventory;
        return;
      }
      case 'FillReceived':
      case 'CreditSent': {
        const slip: SlipRecord = {
          slip: event.slip,
          kind: event.type === 'FillReceived' ? 'fill' : 'credit',
          day: dayAt(time),
          at: time,
          amount: inventoryTotal(event.inventory),
          inventory: event.inventory,
          by: event.by,
          void: null,
        };
        slips.push(slip);
        slipByNumber.set(slip.slip, slip);
        session?.slips.push(slip);
        return;
      }
      case 'SlipVoided': {
        const known = slipByNumber.get(event.slip);
        const voided = { reason: event.reason, by: event.by };
        if (known) known.void = voided;
        else {
          // A spoiled form: the void uses its number up, with no chips.
          const kind = kindOfSlip(event.slip) ?? 'fill';
          const spoiled = {
            slip: event.slip,
            kind,
            day: dayAt(time),
            at: time,
            amount: 0,
            inventory: {},
            by: null,
            void: voided,
          };
          slips.push(spoiled);
          slipByNumber.set(event.slip, spoiled);
        }
        return;
      }
      case 'ChipsSold':
        buyIns.sell(fact, event, ledgerOf(dayAt(time)), session);
        return;
      case 'BuyInVoided':
        buyIns.strike(fact, event, ledgerOf);
        return;
      case 'SettlementAdjusted':
        adjustments.push({
          round: event.round,
          day: dayOf(time),
          at: time,
          cause: event.cause,
          by: event.author,
          lines: event.lines,
          acknowledged: null,
        });
        return;
      case 'AdjustmentAcknowledged':
        // One acknowledgement answers every adjustment of the round still owed (one notice).
        for (const owed of adjustments)
          if (owed.round === event.round && owed.acknowledged === null)
            owed.acknowledged = { at: time, by: fact.operator };
        return;
      case 'LimitsChanged':
        limits.push({
          day: dayAt(time),
          at: limitsTakeEffect(log, position, round, time),
          ...event.limits,
        });
        return;
      case 'CroupierChanged':
      case 'CroupierSignedIn':
        croupier = event.name;
        startDuty(time);
        return;
      // Signed out: the time on duty ends, and nobody's begins.
      case 'CroupierSignedOut':
        croupier = null;
        startDuty(time);
        return;
      default:
        assertNever(event);
    }
  };

  const onSettled = (settled: RoundSettledOnce): void => {
    const day = dayAt(settled.time);
    const ledger = ledgerOf(day);
    ledger.houseResult += settled.houseNet;
    ledger.rounds += 1;
    if (session) session.house += settled.houseNet;
    else {
      ledger.unbookedFrom ??= settled.time;
      ledger.unbookedTo = settled.time;
    }
    const flags = log.flags.get(settled.round);
    // The round is the croupier's who was on duty at its first card (the round list's), not
    // whoever deals when it settles: a relief mid-round leaves it, and its errors, to its dealer.
    const line = croupierOf(day, flags?.operator ?? croupier ?? '?');
    line.rounds += 1;
    if (flags?.misdeal) line.misdeals += 1;
    if (flags?.correction) line.corrections += 1;
    if (flags?.voided) line.voids += 1;
  };

  const { facts, settlements } = log;
  /** The last fact walked, the gaming day it belongs to (a closer: its session's), and its time. */
  let last: { position: number; day: string; time: string } | null = null;
  for (let f = 0, s = 0; f < facts.length || s < settlements.length; ) {
    const fact = facts[f];
    const settled = settlements[s];
    const item = fact && (!settled || fact.position < settled.position) ? fact : null;
    if (item) f += 1;
    else s += 1;
    const time = item ? item.time : (settled as RoundSettledOnce).time;
    const back = last === null ? null : clockBack(last.time, time);
    if (back) ledgerOf(dayAt(time)).clockBack.push(back);
    last = {
      position: item ? item.position : (settled as RoundSettledOnce).position,
      day: dayAt(time),
      time,
    };
    if (item) onFact(item);
    else onSettled(settled as RoundSettledOnce);
    const open = session as Session | null;
    if (open) open.endsAt = time;
  }
  const lastTime = log.last?.time;
  const open = session as Session | null;
  if (lastTime !== undefined) {
    if (open) open.endsAt = lastTime;
    endDuty(lastTime);
  }
  const walked = last as { position: number; day: string } | null;
  const lastDay = open
    ? open.day
    : walked && walked.position === log.last?.position
      ? walked.day
      : lastTime !== undefined
        ? dayOf(lastTime)
        : null;
  return { days, slips, buyIns: buyIns.list, adjustments, limits, lastDay };
}

/** An opener's or a closer's count of the tray, as the ledger keeps it. */
function trayCount(at: string, { inventory, by }: Pick<TrayCount, 'inventory' | 'by'>): TrayCount {
  return { at, amount: inventoryTotal(inventory), inventory, by };
}

/**
 * When a limit change took effect: at once on a round that had taken nothing yet, else when the
 * round in play ended (the engine's rule, read back from where the log holds the change).
 */
function limitsTakeEffect(log: BookLog, position: number, round: number | null, time: string): string {
  if (round === null) return time;
  const settled = log.settlementOf(round);
  if (settled && settled.position < position) return time;
  const firstBet = log.firstBetOf(round);
  const untouched = firstBet === null || firstBet > position;
  return untouched || !settled ? time : settled.time;
}
