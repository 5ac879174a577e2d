import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyLog } from '../../../app/core/log/verify.js';
import { TableService } from '../../../app/core/table/table-service.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { tempDir } from './log-fixtures.js';

const keyboard = { source: 'keyboard', operator: 'croupier-1' } as const;

describe('the sealed books, whatever text a caller hands them', () => {
  it('given a journal entry quoting a lone surrogate, then its seal covers what SQLite keeps: the log verifies and the table opens and takes a bet', () => {
    const dbPath = join(tempDir(), 'table.db');
    const service = TableService.open({ dbPath, profile: classic6d });
    service.journalWriter.append({
      time: new Date().toISOString(),
      kind: 'refusal',
      operator: 'croupier-\udfff',
      source: 'keyboard',
      asked: { line: 'b1 \ud800' },
      reason: 'b1 \ud800 is not an amount',
    });
    expect(service.log.journalFrom(1)[0]?.reason).toBe('b1 \ufffd is not an amount');
    service.close();

    expect(verifyLog(dbPath)).toMatchObject({ ok: true });
    const reopened = TableService.open({ dbPath });
    try {
      expect(reopened.submit({ type: 'bet', box: 1, amount: 10 }, keyboard)).toMatchObject({ ok: true });
    } finally {
      reopened.close();
    }
  });
});
