import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type BooksSeen,
  booksSeenSchema,
  operations,
  type ShiftReport,
  tableMessageSchema,
} from '../../app/contract.js';
import type { BooksSeen as EngineBooksSeen } from '../../engine/views/books-seen.js';
import { croupierView } from '../../engine/views/croupier-view.js';
import { tableAfter } from '../support/table-after.js';

const BY = { croupier: 'lea', supervisor: 'pat' };
const PINS = { supervisor: 'pat', supervisorPin: '2468', croupierPin: '1357' };

describe("the books' operations on the wire", () => {
  it('a signed record comes without `by`: the live table signs it with the names behind the PINs', () => {
    const { request } = operations.recordBooks;
    const opener = { type: 'table-open', inventory: { '25': 80 } };
    expect(request.safeParse({ input: opener, ...PINS }).success).toBe(true);
    expect(request.safeParse({ input: { ...opener, by: BY }, ...PINS }).success).toBe(false);
    expect(request.safeParse({ input: { type: 'buy-in', box: 1, amount: 100 }, ...PINS }).success).toBe(
      false,
    );
    expect(request.safeParse({ input: opener, supervisor: 'pat', supervisorPin: '2468' }).success).toBe(
      false,
    );
  });

  it('a fill or a credit names the cashier and the runner; a void does not', () => {
    const { request } = operations.recordBooks;
    const fill = { type: 'fill', slip: 'F-0001', inventory: { '100': 20 } };
    expect(request.safeParse({ input: fill, ...PINS }).success).toBe(false);
    expect(request.safeParse({ input: fill, ...PINS, cashier: 'cid' }).success).toBe(false);
    expect(request.safeParse({ input: fill, ...PINS, cashier: 'cid', runner: 'rob' }).success).toBe(true);
    const slipVoid = { type: 'slip-void', slip: 'F-0001', reason: 'spoiled' };
    expect(request.safeParse({ input: slipVoid, ...PINS }).success).toBe(true);
  });

  it('a limit or croupier change carries the pit boss PIN; a buy-in is not one of them', () => {
    const { request } = operations.changeTable;
    const who = { operator: 'pat', pin: '2468' };
    expect(request.safeParse({ input: { type: 'limits', min: 10, max: 500 }, ...who }).success).toBe(true);
    expect(request.safeParse({ input: { type: 'croupier', name: 'lea' }, ...who }).success).toBe(true);
    expect(request.safeParse({ input: { type: 'croupier', name: 'lea' }, operator: 'pat' }).success).toBe(
      false,
    );
    expect(request.safeParse({ input: { type: 'buy-in', box: 1, amount: 100 }, ...who }).success).toBe(false);
  });

  it('a shift report is of a day, a month, or the last gaming day; never of both', () => {
    const { request } = operations.shiftReport;
    expect(request.safeParse({}).success).toBe(true);
    expect(request.safeParse({ day: '2026-12-01' }).success).toBe(true);
    expect(request.safeParse({ month: '2026-12' }).success).toBe(true);
    expect(request.safeParse({ day: '2026-12-01', month: '2026-12' }).success).toBe(false);
    expect(request.safeParse({ day: '1 December' }).success).toBe(false);
    expectTypeOf<ReturnType<typeof operations.shiftReport.reply.parse>>().toEqualTypeOf<ShiftReport>();
  });

  it("the croupier's header: the engine's books view fits the contract, by type and by value", () => {
    expectTypeOf<EngineBooksSeen>().toExtend<BooksSeen>();
    const table = tableAfter([
      { type: 'croupier', name: 'lea' },
      { type: 'table-open', inventory: { '25': 80 }, by: BY },
      { type: 'table-close', inventory: { '25': 79 }, by: BY },
      { type: 'table-open', inventory: { '25': 80 }, by: BY },
      { type: 'fill', slip: 'F-0007', inventory: { '100': 2 }, by: { ...BY, cashier: 'cid', runner: 'rob' } },
    ]);
    const { books } = croupierView(table);
    expect(booksSeenSchema.parse(books)).toEqual({
      status: 'open',
      croupier: 'lea',
      chipSet: [1, 5, 25, 100, 500, 1000],
      nextLimits: null,
      openerDiffers: { opener: 2000, closer: 1975 },
      nextSlip: { fill: 'F-0008', credit: null },
    });
    expect(tableMessageSchema.shape.books).toBe(booksSeenSchema);
  });
});
