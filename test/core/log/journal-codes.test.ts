import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLogDatabase } from '../../../app/core/log/database.js';
import { Journal } from '../../../app/core/log/journal.js';
import { TableService } from '../../../app/core/table/table-service.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { migrationsBefore, refusalsIn, tempDir } from './log-fixtures.js';

const keyboard = { source: 'keyboard' as const, operator: 'croupier-1' };
const clock = () => new Date('2026-12-01T20:00:00.000Z');

describe('the refusal journal keeps the code and parameters beside the sentence', () => {
  it('given refused inputs, then the audit counts them by code and box in SQL', () => {
    const dbPath = join(tempDir(), 't.db');
    const service = TableService.open({ dbPath, profile: classic6d, clock });
    service.submit({ type: 'bet', box: 9, amount: 10 }, keyboard);
    service.submit({ type: 'bet', box: 2, amount: 1 }, keyboard);
    service.submit({ type: 'stand' }, keyboard);
    service.close();

    expect(refusalsIn(dbPath)).toEqual([
      { code: 'bet.no-such-box', box: 9, reason: 'there is no box 9: this table has 7 boxes' },
      {
        code: 'bet.below-minimum',
        box: 2,
        reason: 'a stake must be at least the table minimum of 5: box2 would have 1 on box 2',
      },
      {
        code: 'decision.not-now',
        box: null,
        reason: 'no decision now: bets are open',
      },
    ]);
  });

  it('given a phrase parameter (where the round stands), then it is stored as its own code', () => {
    const dbPath = join(tempDir(), 't.db');
    const service = TableService.open({ dbPath, profile: classic6d, clock });
    service.submit({ type: 'hit' }, keyboard);
    expect(service.log.journalFrom(1)[0]?.refusal).toEqual({
      code: 'decision.not-now',
      params: { phase: { code: 'phase.betting', params: {} } },
    });
    service.close();
  });

  it('given an entry without a code (a security event), then code and parameters are null', () => {
    const db = openLogDatabase(join(tempDir(), 't.db'));
    const journal = new Journal(db);
    const position = journal.append({
      time: clock().toISOString(),
      kind: 'security',
      operator: 'pit-1',
      source: 'cli',
      asked: { op: 'void' },
      reason: 'wrong PIN',
    });
    expect(db.prepare('SELECT code, params FROM journal WHERE position = ?').get(position)).toEqual({
      code: null,
      params: null,
    });
    expect(journal.readFrom(position)[0]).not.toHaveProperty('refusal');
    db.close();
  });

  it('given a log journaled before the codes, when it is opened, then its entries keep their sentence with no code', () => {
    const migrations = migrationsBefore(7);
    const dbPath = join(tempDir(), 'old.db');
    const old = openLogDatabase(dbPath, { migrationsDir: migrations });
    old
      .prepare(
        "INSERT INTO journal (time, kind, operator, source, asked, reason) VALUES ('2026-11-01T20:00:00.000Z', 'refusal', 'c', 'keyboard', '{}', 'bets are closed')",
      )
      .run();
    old.close();

    const db = openLogDatabase(dbPath);
    expect(new Journal(db).readFrom(1)).toEqual([
      {
        position: 1,
        time: '2026-11-01T20:00:00.000Z',
        kind: 'refusal',
        operator: 'c',
        source: 'keyboard',
        asked: {},
        reason: 'bets are closed',
      },
    ]);
    db.close();
  });
});
