import { describe, expect, it } from 'vitest';
import { reportTable } from '../../app/contract/shift-report-csv.js';
import type { ShiftReport } from '../../app/contract.js';
import { inventoryOf, totalOf } from '../../app/renderer/src/books/InventoryFields.js';
import {
  REPORT_FIGURES,
  REPORT_TABLE_KINDS,
  type ReportTableKind,
  reportFileName,
  shiftReportCsv,
} from '../../app/renderer/src/books/report-csv.js';

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
  days: [],
};

const csvLines = (kind: ReportTableKind): string[] => shiftReportCsv([REPORT], kind).split('\r\n');

describe('the shift report as CSV, one table a file', () => {
  it('writes the summary as one header row and one row, every figure in table units', () => {
    expect(csvLines('summary')).toEqual([
      `table,day,gamingDayStarts,${REPORT_FIGURES.join(',')},stillOpen`,
      `BJ 1,2026-12-01,06:00,3500,3780,500,0,150,50,150,-70,${-70 / 150},-45,3805,-25,1,12.5,0`,
      '',
    ]);
  });

  it('marks a void slip 1 with its reason, quoted where it holds a comma or quotes', () => {
    expect(csvLines('slips')).toEqual([
      'table,slip,kind,amount,chips,void,voidReason,at,by',
      'BJ 1,F-0001,fill,500,25=20,0,,2026-12-01T10:00:00.000Z,croupier: lea; supervisor: pat; cashier: cid; runner: rob',
      'BJ 1,F-0002,fill,0,,1,"torn, ""spoiled""",2026-12-01T10:05:00.000Z,croupier: lea; supervisor: pat',
      '',
    ]);
  });

  it('never lets a name become a spreadsheet formula', () => {
    expect(csvLines('croupiers')).toContain(`BJ 1,2026-12-01,"'=HYPERLINK(""x"")",1,0.08,0,0,0`);
  });

  it('keeps every row as wide as its header, in every kind, even with no row at all', () => {
    for (const kind of REPORT_TABLE_KINDS) {
      const { columns, rows } = reportTable([REPORT], kind);
      expect(new Set(columns).size, kind).toBe(columns.length);
      for (const row of rows) expect(row, kind).toHaveLength(columns.length);
    }
    expect(csvLines('buy-ins')).toEqual([
      'table,buyIn,at,box,bettor,player,amount,method,by,void,voidAt,voidReason,voidBy',
      '',
    ]);
  });

  it('names the file after the table, the day and the kind', () => {
    expect(reportFileName(REPORT, 'slips')).toBe('shift-BJ_1-2026-12-01-slips.csv');
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
