import { describe, expect, it } from 'vitest';
import type { ShiftReport } from '../../app/contract.js';
import { inventoryOf, totalOf } from '../../app/renderer/src/books/InventoryFields.js';
import { REPORT_FIGURES, reportCsv, reportFileName } from '../../app/renderer/src/books/report-csv.js';

/** A day of one table: an opener, a fill, a spoiled slip, a close short by 25. */
const REPORT: ShiftReport = {
  table: 'BJ 1',
  day: '2026-12-01',
  gamingDayStarts: '06:00',
  opener: 3500,
  closer: 3780,
  fills: 500,
  credits: 0,
  drop: 150,
  markers: 50,
  chipsSold: 150,
  win: -70,
  hold: -70 / 150,
  expectedHold: null,
  holdOutside: null,
  houseResult: -45,
  expectedCloser: 3805,
  discrepancy: -25,
  rounds: 1,
  roundsPerHour: 12.5,
  openers: [],
  closers: [],
  openerDiscrepancies: [],
  clockBack: [],
  buyIns: [],
  adjustments: [],
  slips: [
    {
      slip: 'F-0001',
      kind: 'fill',
      amount: 500,
      inventory: { '25': 20 },
      void: false,
      voidReason: null,
      at: '2026-12-01T10:00:00.000Z',
      by: ['croupier: lea', 'supervisor: pat', 'cashier: cid', 'runner: rob'],
    },
    {
      slip: 'F-0002',
      kind: 'fill',
      amount: 0,
      inventory: {},
      void: true,
      voidReason: 'torn, "spoiled"',
      at: '2026-12-01T10:05:00.000Z',
      by: ['croupier: lea', 'supervisor: pat'],
    },
  ],
  croupiers: [{ name: '=HYPERLINK("x")', rounds: 1, hours: 0.08, misdeals: 0, corrections: 0, voids: 0 }],
  limits: [],
  stillOpen: false,
};

const WORDS = {
  tableColumns: ['table', 'day', 'starts'] as const,
  figureColumns: ['figure', 'amount'] as const,
  label: (figure: (typeof REPORT_FIGURES)[number]) => figure,
  slipColumns: ['slip', 'kind', 'amount', 'void', 'reason', 'at', 'by'],
  croupierColumns: ['croupier', 'rounds', 'hours', 'misdeals', 'corrections', 'voids'],
  kind: (kind: 'fill' | 'credit') => kind,
  voidCell: (isVoid: boolean) => (isVoid ? 'VOID' : ''),
};

describe('the shift report as CSV', () => {
  const lines = reportCsv(REPORT, WORDS).split('\r\n');

  it('lists every figure in table units, the discrepancy with its sign', () => {
    expect(lines.slice(0, 4)).toEqual(['table,day,starts', 'BJ 1,2026-12-01,06:00', '', 'figure,amount']);
    expect(lines).toContain('opener,3500');
    expect(lines).toContain('discrepancy,-25');
    expect(lines).toContain('roundsPerHour,12.5');
    expect(
      lines.filter((line) => REPORT_FIGURES.some((figure) => line.startsWith(`${figure},`))),
    ).toHaveLength(REPORT_FIGURES.length);
  });

  it('marks a void slip VOID with its reason, quoted where it holds a comma or quotes', () => {
    expect(lines).toContain(
      'F-0001,fill,500,,,2026-12-01T10:00:00.000Z,croupier: lea; supervisor: pat; cashier: cid; runner: rob',
    );
    expect(lines).toContain(
      'F-0002,fill,0,VOID,"torn, ""spoiled""",2026-12-01T10:05:00.000Z,croupier: lea; supervisor: pat',
    );
  });

  it('never lets a name become a spreadsheet formula', () => {
    expect(lines).toContain(`"'=HYPERLINK(""x"")",1,0.08,0,0,0`);
  });

  it('names the file after the table and the day', () => {
    expect(reportFileName(REPORT)).toBe('shift-BJ_1-2026-12-01.csv');
  });
});

describe('the count form', () => {
  const chips = [0.5, 1, 5, 25, 100];

  it('totals the typed counts exactly, half-unit chips included', () => {
    expect(totalOf(chips, { '0.5': '3', '25': '4', '100': '' })).toBe(101.5);
  });

  it('sends the values counted, an empty line as none, and a bad count as typed for the table to refuse', () => {
    expect(inventoryOf(chips, { '0.5': '3', '5': '', '25': '-2' })).toEqual({ '0.5': 3, '25': -2 });
    expect(totalOf(chips, { '1': 'x' })).toBeNaN();
  });
});
