import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { readShiftReport } from '../../../app/core/books/shift-report-reader.js';
import { reasonOf } from '../../../app/core/sentences.js';
import { TableService } from '../../../app/core/table/table-service.js';
import { seededRandom } from '../../../engine/random/seeded.js';
import { type Decision, decisionsOpen } from '../../../engine/round/decisions-open.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { shuffleIsDue } from '../../../engine/round/shoe.js';
import { contextOf, phaseOf } from '../../../engine/round/table.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import type { SettlementLine } from '../../../engine/settlement/round.js';
import { AutoTable } from '../../../engine/sim/auto-table.js';
import { tempDir } from '../log/log-fixtures.js';

/**
 * For any shift played through the live table (a real log in a temporary folder), the tray the
 * test counts chip by chip, closed as the closer, reconciles to the cards: the report's
 * discrepancy is 0 and its win is the house's result. The test never reads the report's own
 * numbers to count: every chip in or out of the tray is the test's, from what it handed over
 * (opener, fills, credits, chips sold) and from the settlement lines the croupier executes.
 */

const CHIPS = [1000, 500, 100, 25, 5, 1] as const;
const BY = { croupier: 'lea', supervisor: 'pat' };
const CAGE = { ...BY, cashier: 'cid', runner: 'rob' };

type Action =
  | { kind: 'buy-in'; box: number; amount: number; marker: boolean }
  | { kind: 'round'; bets: [number, number]; insure: [boolean, boolean] }
  | { kind: 'fill' | 'credit'; chips: [number, number, number] }
  | { kind: 'void' };

const chips = fc.tuple(fc.nat(20), fc.nat(20), fc.integer({ min: 1, max: 20 }));
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('buy-in' as const),
    box: fc.integer({ min: 1, max: 3 }),
    amount: fc.integer({ min: 1, max: 100 }).map((tens) => tens * 10),
    marker: fc.boolean(),
  }),
  // Bets in tens: every payout (3:2, insurance 2:1, a surrender's half) is whole chips of the set.
  fc.record({
    kind: fc.constant('round' as const),
    bets: fc
      .tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }))
      .map(([one, two]) => [one * 10, two * 10] as [number, number]),
    insure: fc.tuple(fc.boolean(), fc.boolean()),
  }),
  fc.record({ kind: fc.constantFrom('fill' as const, 'credit' as const), chips }),
  fc.constant({ kind: 'void' as const }),
);

/** A count of `amount` table units in chips, the largest first. */
function inventoryOf(amount: number): Record<string, number> {
  const inventory: Record<string, number> = {};
  let left = amount;
  for (const chip of CHIPS) {
    const count = Math.floor(left / chip);
    if (count > 0) inventory[String(chip)] = count;
    left -= count * chip;
  }
  return inventory;
}

const slipChips = ([fives, quarters, hundreds]: [number, number, number]) => ({
  inventory: Object.fromEntries(
    Object.entries({ '5': fives, '25': quarters, '100': hundreds }).filter(([, count]) => count > 0),
  ),
  amount: fives * 5 + quarters * 25 + hundreds * 100,
});

const services: TableService[] = [];
afterEach(() => {
  for (const service of services.splice(0)) service.close();
});

function playShift(seed: number, openerHundreds: number, actions: readonly Action[]) {
  const dbPath = join(tempDir(), 'table.db');
  let now = Date.parse('2026-11-02T10:00:00Z');
  const clock = () => {
    now += 30_000;
    return new Date(now);
  };
  const service = TableService.open({ dbPath, profile: classic6d, clock });
  services.push(service);
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const auto = new AutoTable({
    boxes: 2,
    random,
    strategy: () => pick(decisionsOpen(service.snapshot)) as Decision,
  });
  const submit = (input: TableInput) =>
    service.submit(input, { source: 'script', operator: 'test', time: clock() });
  const mustSubmit = (input: TableInput) => {
    const result = submit(input);
    if (!result.ok) throw new Error(`${JSON.stringify(input)} refused: ${reasonOf(result)}`);
    return result;
  };

  // The test's own count of the tray, in table units.
  let tray = openerHundreds * 100;
  let cards = 0;
  let fills = 0;
  let credits = 0;
  const next = { fill: 1, credit: 1 };
  const slips: { slip: string; kind: 'fill' | 'credit'; amount: number; void: boolean }[] = [];
  mustSubmit({ type: 'table-open', inventory: { '100': openerHundreds }, by: BY });

  const executeSettlement = (lines: readonly SettlementLine[]) => {
    // Each line as the croupier executes it: a pay out of the tray, a take into it (minor units).
    for (const line of lines) tray -= line.net / 100;
  };

  for (const step of actions) {
    if (step.kind === 'buy-in') {
      mustSubmit({
        type: 'buy-in',
        box: step.box,
        amount: step.amount,
        method: step.marker ? 'marker' : 'cash',
      });
      tray -= step.amount;
    } else if (step.kind === 'fill' || step.kind === 'credit') {
      const { inventory, amount } = slipChips(step.chips);
      const slip = `${step.kind === 'fill' ? 'F' : 'C'}-${String(next[step.kind]++).padStart(4, '0')}`;
      mustSubmit({ type: step.kind, slip, inventory, by: CAGE });
      slips.push({ slip, kind: step.kind, amount, void: false });
      tray += step.kind === 'fill' ? amount : -amount;
    } else if (step.kind === 'void') {
      const last = slips.findLast((slip) => !slip.void);
      if (last) {
        // A slip voided: its chips go back where they came from, and no longer count.
        mustSubmit({ type: 'slip-void', slip: last.slip, reason: 'recorded in error', by: BY });
        last.void = true;
        tray += last.kind === 'fill' ? -last.amount : last.amount;
      } else {
        const spoiled = `F-${String(next.fill++).padStart(4, '0')}`;
        mustSubmit({ type: 'slip-void', slip: spoiled, reason: 'spoiled form', by: BY });
      }
    } else if (step.kind === 'round') {
      const bets = step.bets;
      let insured = false;
      let settled = false;
      for (let moves = 0; moves < 200 && !settled; moves++) {
        const snapshot = service.snapshot;
        const phase = phaseOf(snapshot);
        const context = contextOf(snapshot);
        let input: TableInput;
        const betsOpen = phase === 'settled' || (phase === 'betting' && context.round.boxes.length < 2);
        if (betsOpen && shuffleIsDue(phase, context)) input = { type: 'shuffle' };
        else if (betsOpen) {
          const box = phase === 'settled' ? 1 : context.round.boxes.length + 1;
          input = { type: 'bet', box, amount: bets[box - 1] as number };
        } else if (phase === 'insurance' && !insured) {
          insured = true;
          for (const box of [1, 2])
            if (step.insure[box - 1])
              submit({ type: 'insurance', box, amount: (bets[box - 1] as number) / 2 });
          continue;
        } else input = auto.nextInput(phase, context);
        const result = submit(input);
        if (!result.ok) throw new Error(`${JSON.stringify(input)} refused in ${phase}: ${reasonOf(result)}`);
        if (input.type === 'card') cards++;
        for (const event of result.events)
          if (event.type === 'RoundSettled') {
            executeSettlement((event.data as { lines: SettlementLine[] }).lines);
            settled = true;
          }
      }
      if (!settled) throw new Error('the round did not settle');
    }
  }
  for (const slip of slips.filter((recorded) => !recorded.void)) {
    if (slip.kind === 'fill') fills += slip.amount;
    else credits += slip.amount;
  }
  mustSubmit({ type: 'table-close', inventory: inventoryOf(tray), by: BY });
  service.close();
  services.pop();
  return { dbPath, tray, fills, credits, cards };
}

describe('the shift report reconciles a counted tray to the cards', () => {
  it('for random shifts through the live table: discrepancy 0 and win = houseResult', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 100, max: 300 }),
        fc.array(action, { minLength: 1, maxLength: 10 }),
        (seed, openerHundreds, actions) => {
          const played = playShift(seed, openerHundreds, actions);
          const { report } = readShiftReport(played.dbPath, { timeZone: 'UTC' });
          expect(report.closer).toBe(played.tray);
          expect(report.opener).toBe(openerHundreds * 100);
          expect(report.fills).toBe(played.fills);
          expect(report.credits).toBe(played.credits);
          expect(report.discrepancy).toBe(0);
          expect(report.win).toBe(report.houseResult);
          expect(report.rounds).toBe(actions.filter((step) => step.kind === 'round').length);
        },
      ),
      { numRuns: 12 },
    );
  });
});
