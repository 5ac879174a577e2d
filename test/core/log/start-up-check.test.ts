import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headPathFor } from '../../../app/core/log/chain-head.js';
import { openLogDatabase } from '../../../app/core/log/database.js';
import { LogUnusableError } from '../../../app/core/log/log-errors.js';
import { checkChainAtStart, recordVerified } from '../../../app/core/log/start-up-check.js';
import { verifyLog } from '../../../app/core/log/verify.js';
import { TableService } from '../../../app/core/table/table-service.js';
import { say } from '../../../engine/refusals/message.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { inEnglish } from '../../support/in-english.js';
import { onLogFile } from '../../support/log-file.js';
import { tamper, tempDir } from './log-fixtures.js';

const keyboard = { source: 'keyboard', operator: 'croupier-1' } as const;

/** A table with a few facts, closed. */
function playedTable(): string {
  const dbPath = join(tempDir(), 'table.db');
  const service = TableService.open({ dbPath, profile: classic6d });
  expect(service.submit({ type: 'bet', box: 1, amount: 10 }, keyboard).ok).toBe(true);
  expect(service.submit({ type: 'bet', box: 2, amount: 10 }, keyboard).ok).toBe(true);
  expect(service.submit({ type: 'bet', box: 3, amount: 10 }, keyboard).ok).toBe(true);
  service.close();
  return dbPath;
}

function startUpCheck(dbPath: string, fromVerified: boolean): void {
  const db = openLogDatabase(dbPath);
  try {
    checkChainAtStart(db, dbPath, headPathFor(dbPath), { fromVerified });
  } finally {
    db.close();
  }
}

/** Records the link at `position` as verified, as a passed check would have. */
function verifiedAt(dbPath: string, position: number): void {
  const db = openLogDatabase(dbPath);
  const hash = db
    .prepare<[number], string>('SELECT hash FROM events WHERE position = ?')
    .pluck()
    .get(position);
  recordVerified(db, { position, hash: hash ?? '' });
  db.close();
}

describe('the chain checked at start', () => {
  it('given a fact altered, when the table opens, then it refuses, naming the position', () => {
    const dbPath = playedTable();
    tamper(dbPath, `UPDATE events SET data = '{"amount":50,"box":1}' WHERE position = 2`);
    expect(() => TableService.open({ dbPath })).toThrow(
      `the table cannot start on ${dbPath}: the event at position 2 was altered after it was written`,
    );
  });

  it('given a large log, then only the facts after the last verified link are hashed again, and that link is checked', () => {
    const dbPath = playedTable();
    // The opening was verified; the bets after it are re-hashed at the next start.
    tamper(dbPath, `UPDATE events SET data = '{"amount":50,"box":1}' WHERE position = 2`);
    verifiedAt(dbPath, 1);
    expect(() => startUpCheck(dbPath, true)).toThrow('the event at position 2 was altered');

    // A fact at or before the verified link is left to the full check in the background…
    verifiedAt(dbPath, 3);
    expect(() => startUpCheck(dbPath, true)).not.toThrow();
    expect(verifyLog(dbPath)).toMatchObject({ ok: false, position: 2 });
    // …but the verified link itself rewritten is named at start.
    verifiedAt(dbPath, 3);
    tamper(dbPath, `UPDATE events SET hash = '${'b'.repeat(64)}' WHERE position = 3`);
    expect(() => startUpCheck(dbPath, true)).toThrow(
      /the fact at position 3 is not the one verified on .*: the log was rewritten from there or before/,
    );
  });

  it('given a small log opened to re-hash from its verified link (a pit replica checked slice by slice), then the facts before it are not hashed again, those after are', () => {
    const dbPath = playedTable();
    tamper(dbPath, `UPDATE events SET data = '{"amount":50,"box":1}' WHERE position = 2`);
    verifiedAt(dbPath, 1);
    expect(() => TableService.open({ dbPath, rehashFromVerified: true })).toThrow(
      'the event at position 2 was altered',
    );
    verifiedAt(dbPath, 3);
    expect(() => TableService.open({ dbPath, rehashFromVerified: true }).close()).not.toThrow();
    // Without it, a small log is re-hashed whole.
    expect(() => TableService.open({ dbPath })).toThrow('the event at position 2 was altered');
  });

  it('given the log cut short, when the table opens, then it names the facts lost', () => {
    const dbPath = playedTable();
    tamper(dbPath, 'DELETE FROM events WHERE position > 2');
    const refused = (() => {
      try {
        TableService.open({ dbPath });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(LogUnusableError);
    expect((refused as LogUnusableError).message).toContain(
      'the log was truncated after position 2: the chain head file records position 4, so 2 facts after position 2 were lost',
    );
  });

  it('given the full audit fails while the table plays, then every input is refused and journaled, and a sound audit moves the verified link', () => {
    const dbPath = playedTable();
    const service = TableService.open({ dbPath });
    try {
      service.audited({ ok: true, events: 4, head: { position: 4, hash: service.log.last()?.hash ?? '' } });
      expect(onLogFile(dbPath, (db) => db.prepare('SELECT position FROM chain_verified').pluck().get())).toBe(
        4,
      );

      service.audited({
        ok: false,
        position: 2,
        problem:
          'the event at position 2 was altered after it was written (its hash does not match its content)',
        said: say('verify.event-altered', { position: 2 }),
      });
      const refused = service.submit({ type: 'deal' }, keyboard);
      expect(inEnglish(refused)).toMatchObject({
        ok: false,
        reason:
          'the log failed its audit (at position 2: the event at position 2 was altered after it was written (its hash does not match its content)): nothing more is recorded until a pit boss has verified it',
      });
      expect(service.log.lastPosition()).toBe(4);
      expect(service.log.journalFrom(1).at(-1)).toMatchObject({ kind: 'refusal', asked: { type: 'deal' } });
    } finally {
      service.close();
    }
  });
});
