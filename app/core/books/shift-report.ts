import type { Signatures } from '../../../engine/books/types.js';
import { cardGlyph } from '../../../engine/cards/card.js';
import { type Minor, toUnits } from '../../../engine/money.js';
import { type DayFigures, type ShiftReport, SIGNER_ROLES, signerEntry } from '../../contract/shift-report.js';
import type { BooksLedger, DayLedger, Session, SlipRecord, TrayCount } from './ledger.js';
import { inPeriodOf } from './period-stretches.js';

/** A gaming day `YYYY-MM-DD`, or a month to date `YYYY-MM`. */
export type ReportPeriod = { readonly day: string } | { readonly month: string };

const MS_PER_HOUR = 3_600_000;

/** "croupier: lea", "supervisor: pat", … in the order the slip is signed. */
export const signersOf = (by: Signatures | null): string[] =>
  by === null ? [] : SIGNER_ROLES.flatMap((role) => (by[role] ? [signerEntry(role, by[role])] : []));

const rounded = (value: number, places: number): number => Number(value.toFixed(places));

/** The chips a slip moves, once voids are read: a void slip's chips no longer count. */
const slipChips = (slips: readonly SlipRecord[], kind: SlipRecord['kind']): Minor =>
  slips.reduce((sum, slip) => (slip.kind === kind && slip.void === null ? sum + slip.amount : sum), 0);

/** What the tray should hold at a session's close: opener + fills − credits − chips sold + the house's result. */
const expectedCloserOf = (session: Session): Minor =>
  session.opener.amount +
  slipChips(session.slips, 'fill') -
  slipChips(session.slips, 'credit') -
  session.chipsSold +
  session.house;

const trayCount = (count: TrayCount) => ({
  at: count.at,
  amount: toUnits(count.amount),
  inventory: { ...count.inventory },
  by: signersOf(count.by),
});

/**
 * The shift report of a period: its figures (see figuresOf; opener and closer are the sums of the
 * period's counts, each listed), its slips, buy-ins, croupiers and limits, and each of its gaming
 * days' own figures, which add up to the period's.
 */
export function shiftReportOf(
  ledger: BooksLedger,
  period: ReportPeriod,
  table: string,
  gamingDayStarts: string,
  expectedHold: ShiftReport['expectedHold'] = null,
): ShiftReport {
  const name = 'day' in period ? period.day : period.month;
  const inPeriod = inPeriodOf(period);
  const days = [...ledger.days.values()]
    .filter((day) => inPeriod(day.day))
    .sort((a, b) => (a.day < b.day ? -1 : 1));
  const slips = ledger.slips.filter((slip) => inPeriod(slip.day));
  const figures = figuresOf(days, slips);
  const { hold } = figures;

  return {
    table,
    day: name,
    gamingDayStarts,
    ...figures,
    expectedHold,
    holdOutside:
      hold === null || expectedHold === null ? null : hold < expectedHold.low || hold > expectedHold.high,
    openers: days.flatMap((day) => day.openers.map(trayCount)),
    closers: days.flatMap((day) => day.closers.map(trayCount)),
    openerDiscrepancies: days.flatMap((day) =>
      day.openerDiscrepancies.map((found) => ({
        at: found.at,
        opener: toUnits(found.opener),
        closer: toUnits(found.closer),
      })),
    ),
    clockBack: days.flatMap((day) => day.clockBack.map(({ at, after }) => ({ at, after }))),
    slips: slips.map((slip) => ({
      slip: slip.slip,
      kind: slip.kind,
      amount: toUnits(slip.amount),
      inventory: { ...slip.inventory },
      void: slip.void !== null,
      voidReason: slip.void?.reason ?? null,
      at: slip.at,
      by: signersOf(slip.by ?? slip.void?.by ?? null),
    })),
    buyIns: ledger.buyIns
      .filter((sold) => inPeriod(sold.day))
      .map((sold) => ({
        buyIn: sold.buyIn,
        at: sold.at,
        box: sold.box,
        bettor: sold.bettor,
        player: sold.player,
        amount: toUnits(sold.amount),
        method: sold.method,
        by: sold.by,
        void: sold.void && { ...sold.void },
      })),
    adjustments: ledger.adjustments
      .filter((adjusted) => inPeriod(adjusted.day))
      .map((adjusted) => ({
        round: adjusted.round,
        at: adjusted.at,
        cause: adjusted.cause.kind,
        detail:
          adjusted.cause.kind === 'card'
            ? `${adjusted.cause.was ? cardGlyph(adjusted.cause.was) : '?'} → ${cardGlyph(adjusted.cause.card)}`
            : adjusted.cause.reason,
        by: adjusted.by,
        lines: adjusted.lines.map((line) => ({
          box: line.box,
          hand: line.hand,
          bettor: line.bettor,
          kind: line.kind,
          was: toUnits(line.was),
          now: toUnits(line.now),
          difference: toUnits(line.now - line.was),
        })),
        acknowledged: adjusted.acknowledged && { ...adjusted.acknowledged },
      })),
    croupiers: croupierLines(days),
    limits: limitsOf(ledger, inPeriod, 'day' in period ? period.day : `${period.month}-01`),
    days: days.map((day) => ({
      day: day.day,
      ...figuresOf(
        [day],
        slips.filter((slip) => slip.day === day.day),
      ),
    })),
  };
}

/**
 * The figures of some gaming days: each session's arithmetic, summed, so that `win = closer −
 * opener + credits − fills + drop` and `discrepancy = closer − expectedCloser` hold for a month
 * as for a day. A session still open at the end has no closer yet: it counts the tray the cards
 * say it holds, so its discrepancy is 0 and its win the cards' result so far.
 */
function figuresOf(days: readonly DayLedger[], slips: readonly SlipRecord[]): Omit<DayFigures, 'day'> {
  const sessions = days.flatMap((day) => day.sessions);
  const sum = (of: (day: DayLedger) => number): number => days.reduce((total, day) => total + of(day), 0);
  let opener = 0;
  let closer = 0;
  let expectedCloser = 0;
  let chipsSold = 0;
  let hours = 0;
  for (const session of sessions) {
    const expected = expectedCloserOf(session);
    opener += session.opener.amount;
    closer += session.closer?.amount ?? expected;
    expectedCloser += expected;
    chipsSold += session.chipsSold;
    hours += (Date.parse(session.endsAt) - Date.parse(session.opener.at)) / MS_PER_HOUR;
  }
  for (const day of days)
    if (day.unbookedFrom !== null && day.unbookedTo !== null)
      hours += (Date.parse(day.unbookedTo) - Date.parse(day.unbookedFrom)) / MS_PER_HOUR;
  const fills = slipChips(slips, 'fill');
  const credits = slipChips(slips, 'credit');
  const drop = sum((day) => day.drop);
  const win = closer - opener + credits - fills + drop;
  const rounds = sum((day) => day.rounds);
  return {
    opener: toUnits(opener),
    closer: toUnits(closer),
    fills: toUnits(fills),
    credits: toUnits(credits),
    drop: toUnits(drop),
    markers: toUnits(sum((day) => day.markers)),
    chipsSold: toUnits(chipsSold),
    win: toUnits(win),
    hold: drop === 0 ? null : rounded(win / drop, 4),
    houseResult: toUnits(sum((day) => day.houseResult)),
    expectedCloser: toUnits(expectedCloser),
    discrepancy: toUnits(closer - expectedCloser),
    rounds,
    roundsPerHour: hours > 0 ? rounded(rounds / hours, 1) : 0,
    stillOpen: sessions.at(-1)?.closer === null,
  };
}

function croupierLines(days: readonly DayLedger[]): ShiftReport['croupiers'] {
  const lines = new Map<
    string,
    { rounds: number; onDuty: number; misdeals: number; corrections: number; voids: number }
  >();
  for (const day of days)
    for (const [name, line] of day.croupiers) {
      const total = lines.get(name) ?? { rounds: 0, onDuty: 0, misdeals: 0, corrections: 0, voids: 0 };
      lines.set(name, {
        rounds: total.rounds + line.rounds,
        onDuty: total.onDuty + line.onDuty,
        misdeals: total.misdeals + line.misdeals,
        corrections: total.corrections + line.corrections,
        voids: total.voids + line.voids,
      });
    }
  return [...lines].map(([name, line]) => ({
    name,
    rounds: line.rounds,
    hours: rounded(line.onDuty / MS_PER_HOUR, 2),
    misdeals: line.misdeals,
    corrections: line.corrections,
    voids: line.voids,
  }));
}

/** The limits in force as the period begins (`start`, its first gaming day), then each change within it. */
function limitsOf(
  ledger: BooksLedger,
  inPeriod: (day: string) => boolean,
  start: string,
): ShiftReport['limits'] {
  const inForce = ledger.limits.filter((limits) => limits.day < start).at(-1);
  const within = ledger.limits.filter((limits) => inPeriod(limits.day));
  return [...(inForce ? [inForce] : []), ...within].map((limits) => ({
    at: limits.at,
    min: toUnits(limits.min),
    max: toUnits(limits.max),
  }));
}
