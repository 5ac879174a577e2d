import { describe, expect, it } from 'vitest';
import { readCountSheet } from '../../../app/core/count/count-csv.js';
import { sentenceOf } from '../../../app/core/sentences.js';
import { countedAmount } from '../../../engine/count/drop-count.js';

const HEADER = 'day,table,box,kind,denomination,quantity,amount';
const sheet = (...lines: string[]) => `${[HEADER, ...lines].join('\n')}\n`;

describe('a count sheet read from CSV', () => {
  it('groups the lines by box and counts notes by denomination, markers by amount', () => {
    const read = readCountSheet(
      sheet(
        '# the currency counter of count room 2, run 14',
        '2026-11-02,bj-1,117,note,100,20,',
        '2026-11-02,bj-1,117,note,20,15,300',
        '2026-11-02,bj-1,117,marker,,1,500',
        '2026-11-02,bj-1,117,marker,,1,250.50',
        '2026-11-02,bj-2,118,note,50,3,',
      ),
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.map((box) => [box.table, box.box, box.lines.length, countedAmount(box.lines)])).toEqual(
      [
        // 20 × 100 + 15 × 20 + 500 + 250.50 = 3,050.50
        ['bj-1', '117', 4, 305_050],
        ['bj-2', '118', 1, 15_000],
      ],
    );
  });

  const refusal = (text: string): string => {
    const read = readCountSheet(text);
    if (read.ok) throw new Error('the sheet was read');
    return sentenceOf(read.refusal);
  };

  it('refuses a sheet with a bad line whole, naming the line and what is wrong with it', () => {
    expect(refusal(sheet('2026-11-02,bj-1,117,note,100,20,', '2026-11-02,bj-1,117,chip,5,10,'))).toBe(
      'line 3 of the count sheet: “chip” is not a kind of count line: note, coin, marker, other; nothing of the sheet was recorded',
    );
    expect(refusal(sheet('2026-11-02,bj-1,117,note,100,20,2100'))).toBe(
      'line 2 of the count sheet: the amount 2100 is not 20 × 100 = 2000; nothing of the sheet was recorded',
    );
    expect(refusal(sheet('2026-11-02,bj-1,117,marker,,1,'))).toContain('a marker line is counted by amount');
    expect(refusal(sheet('2026-11-02,bj-1,117,note,100,20,', '2026-11-02,bj-1,117,note,100,2,'))).toContain(
      'line 3 of the count sheet: box 117 has this kind and denomination on an earlier line already',
    );
    expect(refusal(sheet('2026-11-31,bj-1,117,note,100,20,'))).toContain('“2026-11-31” is not a gaming day');
    expect(refusal(sheet('2026-11-02,bj-1,117,note,100,-2,'))).toContain('“-2” is not a quantity');
    expect(refusal(sheet('2026-11-02,bj-1,117,note,0.001,2,'))).toContain('“0.001” is not an amount');
  });

  it('says which columns are missing, and refuses an empty sheet', () => {
    expect(refusal('day,table,box,kind,quantity\n2026-11-02,bj-1,117,note,3\n')).toBe(
      'the count sheet lacks the column(s) denomination, amount: its header line must be day,table,box,kind,denomination,quantity,amount',
    );
    expect(refusal(`${HEADER}\n`)).toBe('the count sheet holds no count line');
    expect(refusal(`${HEADER}\n2026-11-02,"bj-1\n`)).toContain(
      'the count sheet is not a CSV file Sabot can read',
    );
  });
});
