import { parse } from 'csv-parse/sync';
import {
  type BoxCount,
  BY_DENOMINATION,
  COUNT_KINDS,
  type CountKind,
  type CountLine,
} from '../../../engine/count/drop-count.js';
import type { Minor } from '../../../engine/money.js';
import { toMinor } from '../../../engine/money.js';
import { moneyParam, say } from '../../../engine/refusals/message.js';
import { ok, type Result, refuse } from '../../../engine/result.js';

/**
 * A count sheet as a currency counter or the count team's spreadsheet writes it (docs/count.md):
 * a header, then one line per kind and denomination of each box, amounts in table units.
 *
 *     day,table,box,kind,denomination,quantity,amount
 *     2026-11-02,bj-1,117,note,100,20,
 *     2026-11-02,bj-1,117,marker,,1,500
 *
 * Notes and coins are counted by denomination (their amount, when given, must be the denomination
 * times the quantity); markers and other instruments by amount. A sheet with one bad line is
 * refused whole, naming the line, so that a box is never recorded half counted.
 */
export const COUNT_COLUMNS = ['day', 'table', 'box', 'kind', 'denomination', 'quantity', 'amount'] as const;

type Row = Record<(typeof COUNT_COLUMNS)[number], string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A table's or a box's name: what an operator types and a sheet prints, no control characters. */
const NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._\-/#]{0,39}$/u;

export function readCountSheet(text: string): Result<BoxCount[]> {
  let rows: { record: Row; info: { lines: number } }[];
  try {
    rows = parse(text, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      comment: '#',
      skip_empty_lines: true,
      trim: true,
      info: true,
    });
  } catch (error) {
    return refuse(say('count.sheet-unreadable', { problem: (error as Error).message }));
  }
  const first = rows[0];
  if (!first) return refuse(say('count.sheet-empty'));
  const missing = COUNT_COLUMNS.filter((column) => !(column in first.record));
  if (missing.length > 0)
    return refuse(
      say('count.sheet-columns', { missing: missing.join(', '), columns: COUNT_COLUMNS.join(',') }),
    );
  const boxes = new Map<string, { box: BoxCount; seen: Set<string> }>();
  for (const { record, info } of rows) {
    const read = lineOf(record);
    if (!read.ok) return refuse(say('count.sheet-line', { line: info.lines, problem: read.refusal }));
    const key = JSON.stringify([record.day, record.table, record.box]);
    const entry = boxes.get(key) ?? {
      box: { day: record.day, table: record.table, box: record.box, lines: [] },
      seen: new Set<string>(),
    };
    const what = `${read.value.kind}:${read.value.denomination ?? ''}`;
    // A marker or another instrument may come many times; a denomination is one line a box.
    if (read.value.denomination !== null && entry.seen.has(what))
      return refuse(
        say('count.sheet-line', { line: info.lines, problem: say('count.repeated', { box: record.box }) }),
      );
    entry.seen.add(what);
    (entry.box.lines as CountLine[]).push(read.value);
    boxes.set(key, entry);
  }
  return ok([...boxes.values()].map((entry) => entry.box));
}

/** A real calendar day: 2026-11-31 is not one. */
const isDay = (text: string): boolean => {
  const at = Date.parse(`${text}T00:00:00Z`);
  return DAY.test(text) && !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === text;
};

function lineOf(row: Row): Result<CountLine> {
  if (!isDay(row.day)) return refuse(say('count.bad-day', { day: row.day }));
  if (!NAME.test(row.table)) return refuse(say('count.bad-table', { value: row.table }));
  if (!NAME.test(row.box)) return refuse(say('count.bad-box', { value: row.box }));
  if (!(COUNT_KINDS as readonly string[]).includes(row.kind))
    return refuse(say('count.bad-kind', { kind: row.kind, kinds: COUNT_KINDS.join(', ') }));
  const kind = row.kind as CountKind;
  const quantity = Number(row.quantity);
  if (!/^\d+$/.test(row.quantity) || quantity < 1 || !Number.isSafeInteger(quantity))
    return refuse(say('count.bad-quantity', { quantity: row.quantity }));
  const amount = row.amount === '' ? null : amountOf(row.amount);
  if (amount && !amount.ok) return amount;
  if (!BY_DENOMINATION.has(kind)) {
    if (!amount) return refuse(say('count.amount-needed', { kind }));
    return ok({ kind, denomination: null, quantity, amount: amount.value });
  }
  const denomination = amountOf(row.denomination);
  if (!denomination.ok) return denomination;
  const total = denomination.value * quantity;
  if (amount && amount.value !== total)
    return refuse(
      say('count.amount-differs', {
        amount: moneyParam(amount.value),
        quantity,
        denomination: moneyParam(denomination.value),
        total: moneyParam(total),
      }),
    );
  return ok({ kind, denomination: denomination.value, quantity, amount: total });
}

/** A positive amount in table units, to the cent. */
function amountOf(text: string): Result<Minor> {
  const units = Number(text);
  if (!/^\d+(\.\d{1,2})?$/.test(text) || units <= 0) return refuse(say('count.bad-amount', { amount: text }));
  return toMinor(units);
}
