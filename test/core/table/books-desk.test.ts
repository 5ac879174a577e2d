import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JournaledEntry } from '../../../app/core/log/journal.js';
import { verifyLog } from '../../../app/core/log/verify.js';
import { reasonOf } from '../../../app/core/sentences.js';
import { type BooksSigners, PitBossDesk } from '../../../app/core/table/pit-boss-desk.js';
import { TableService } from '../../../app/core/table/table-service.js';
import type { Failure } from '../../../engine/result.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { contextOf } from '../../../engine/round/table.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { journalText } from '../../support/journal-text.js';
import { tempDir } from '../log/log-fixtures.js';

const BOSS = { operator: 'pat', pin: '482913' };
const CROUPIER_PIN = '135790';
const SIGNED: BooksSigners = { supervisor: 'pat', supervisorPin: BOSS.pin, croupierPin: CROUPIER_PIN };
const CAGE: BooksSigners = { ...SIGNED, cashier: 'cid', runner: 'rob' };
const OPENER = { '5': 100, '25': 80, '100': 40 };
const keyboard = { source: 'keyboard', operator: 'lea' } as const;

/** A live table on a real log with the pit boss's and the croupier's PINs set, and lea named on duty. */
function bookedTable() {
  const dbPath = join(tempDir(), 'table.db');
  const clock = () => new Date('2026-12-01T18:00:00Z');
  const service = TableService.open({ dbPath, profile: classic6d, clock });
  const desk = new PitBossDesk(service, clock);
  expect(desk.guard.setPin('pit-boss', BOSS.pin, { operator: 'manager' })).toBeNull();
  expect(desk.guard.setPin('croupier', CROUPIER_PIN, { operator: 'manager' })).toBeNull();
  expect(desk.changeTable({ type: 'croupier', name: 'lea' }, BOSS)).toMatchObject({ ok: true });
  return { dbPath, service, desk };
}

/** Runs a refused act: the log's tail stays where it was; the journal rows it wrote are returned. */
function refusedWithNothingChanged(service: TableService, act: () => { ok: true } | Failure) {
  const tail = service.log.lastPosition();
  const journalTail = service.log.journalFrom(1).length;
  const result = act();
  expect(result.ok).toBe(false);
  expect(service.log.lastPosition()).toBe(tail);
  const rows: JournaledEntry[] = service.log.journalFrom(1).slice(journalTail);
  expect(rows.length).toBeGreaterThan(0);
  return { reason: result.ok ? '' : reasonOf(result), rows };
}

describe("the pit boss's books at the live table", () => {
  it('given both PINs, an opener, a fill and a closer are recorded, signed by the names behind them, with the croupier on duty', () => {
    const { service, desk, dbPath } = bookedTable();
    const from = service.log.lastPosition() + 1;
    expect(desk.recordBooks({ type: 'table-open', inventory: OPENER }, SIGNED)).toMatchObject({ ok: true });
    expect(desk.recordBooks({ type: 'fill', slip: 'F-0007', inventory: { '100': 20 } }, CAGE)).toMatchObject({
      ok: true,
    });
    const closer = { ...OPENER, '100': 60 };
    expect(desk.recordBooks({ type: 'table-close', inventory: closer }, SIGNED)).toMatchObject({ ok: true });
    const facts = service.log.readFrom(from);
    expect(facts.map((fact) => [fact.type, fact.data])).toEqual([
      ['OpenerCounted', { inventory: OPENER, by: { croupier: 'lea', supervisor: 'pat' } }],
      [
        'FillReceived',
        {
          slip: 'F-0007',
          inventory: { '100': 20 },
          by: { croupier: 'lea', supervisor: 'pat', cashier: 'cid', runner: 'rob' },
        },
      ],
      ['CloserCounted', { inventory: closer, by: { croupier: 'lea', supervisor: 'pat' } }],
    ]);
    for (const fact of facts)
      expect(fact.metadata).toMatchObject({ source: 'keyboard', operator: 'pat', croupier: 'lea' });
    expect(contextOf(service.snapshot).books.status).toBe('closed');
    service.close();
    expect(verifyLog(dbPath)).toMatchObject({ ok: true });
  });

  it('given a croupier named in the request, that croupier signs; a table with nobody on duty and none named is refused', () => {
    const dbPath = join(tempDir(), 'table.db');
    const service = TableService.open({ dbPath, profile: classic6d });
    const desk = new PitBossDesk(service);
    desk.guard.setPin('pit-boss', BOSS.pin, { operator: 'manager' });
    desk.guard.setPin('croupier', CROUPIER_PIN, { operator: 'manager' });
    const unnamed = refusedWithNothingChanged(service, () =>
      desk.recordBooks({ type: 'table-open', inventory: OPENER }, SIGNED),
    );
    expect(unnamed.reason).toBe(
      'no croupier is on duty to sign (record the opener): name the croupier who signs',
    );
    expect(unnamed.rows).toMatchObject([{ kind: 'refusal', refusal: { code: 'books.croupier-unnamed' } }]);
    expect(
      desk.recordBooks({ type: 'table-open', inventory: OPENER }, { ...SIGNED, croupier: 'max' }),
    ).toMatchObject({
      ok: true,
    });
    expect(service.log.readFrom(service.log.lastPosition())[0]?.data).toMatchObject({
      by: { croupier: 'max', supervisor: 'pat' },
    });
    service.close();
  });

  it('given a closed table, a deal is refused with a sentence, journaled, and nothing is stored', () => {
    const { service, desk } = bookedTable();
    desk.recordBooks({ type: 'table-open', inventory: OPENER }, SIGNED);
    desk.recordBooks({ type: 'table-close', inventory: OPENER }, SIGNED);
    const deal = refusedWithNothingChanged(service, () => service.submit({ type: 'deal' }, keyboard));
    expect(deal.reason).toBe(
      'the table is closed: no bet and no deal until the pit boss opens it again with the opener count',
    );
    expect(deal.rows).toMatchObject([
      { kind: 'refusal', operator: 'lea', asked: { type: 'deal' }, refusal: { code: 'books.table-closed' } },
    ]);
    service.close();
  });

  it('given fill F-0007 recorded, a second F-0007 is refused with the number expected, journaled, nothing stored', () => {
    const { service, desk } = bookedTable();
    desk.recordBooks({ type: 'table-open', inventory: OPENER }, SIGNED);
    desk.recordBooks({ type: 'fill', slip: 'F-0007', inventory: { '100': 20 } }, CAGE);
    const reused = refusedWithNothingChanged(service, () =>
      desk.recordBooks({ type: 'fill', slip: 'F-0007', inventory: { '100': 5 } }, CAGE),
    );
    expect(reused.reason).toBe('slip F-0007 is already recorded: the next slip is F-0008');
    expect(reused.rows).toMatchObject([
      {
        kind: 'refusal',
        operator: 'pat',
        asked: { type: 'fill', slip: 'F-0007', by: { supervisor: 'pat', cashier: 'cid' } },
        refusal: { code: 'books.slip-reused', params: { slip: 'F-0007', expected: 'F-0008' } },
      },
    ]);
    service.close();
  });

  it("given a wrong supervisor's PIN, the close is refused, journaled as a security event, and the table stays open", () => {
    const { service, desk } = bookedTable();
    desk.recordBooks({ type: 'table-open', inventory: OPENER }, SIGNED);
    const close = { type: 'table-close', inventory: OPENER } as const;
    const wrong = refusedWithNothingChanged(service, () =>
      desk.recordBooks(close, { ...SIGNED, supervisorPin: '000000' }),
    );
    expect(wrong.reason).toBe('wrong pit-boss PIN: record the closer refused');
    expect(wrong.rows).toMatchObject([
      {
        kind: 'security',
        operator: 'pat',
        asked: { check: 'pin', role: 'pit-boss', action: 'record the closer' },
      },
    ]);
    expect(journalText(wrong.rows)).not.toContain('000000');
    const croupierWrong = refusedWithNothingChanged(service, () =>
      desk.recordBooks(close, { ...SIGNED, croupierPin: '111111' }),
    );
    expect(croupierWrong.reason).toBe('wrong croupier PIN: record the closer refused');
    expect(croupierWrong.rows).toMatchObject([
      { kind: 'security', operator: 'lea', asked: { check: 'pin', role: 'croupier' } },
    ]);
    expect(contextOf(service.snapshot).books.status).toBe('open');
    service.close();
  });

  it('given a count with a chip the set lacks, or a negative count, the record is refused, journaled, nothing stored', () => {
    const { service, desk } = bookedTable();
    const seven = refusedWithNothingChanged(service, () =>
      desk.recordBooks({ type: 'table-open', inventory: { '7': 10, '25': 80 } }, SIGNED),
    );
    expect(seven.reason).toBe('this table has no 7 chip: its chips are 1, 5, 25, 100, 500, 1000');
    expect(seven.rows).toMatchObject([{ kind: 'refusal', refusal: { code: 'books.chip-not-in-set' } }]);
    const negative = refusedWithNothingChanged(service, () =>
      desk.recordBooks({ type: 'table-open', inventory: { '25': -3 } }, SIGNED),
    );
    expect(negative.reason).toBe(
      '-3 is not a count of 25 chips: a count is a whole number from 0 to 1000000',
    );
    expect(negative.rows).toMatchObject([{ kind: 'refusal', refusal: { code: 'books.chip-count' } }]);
    expect(contextOf(service.snapshot).books.status).toBe('never-opened');
    service.close();
  });

  it("given a record of the books or a limit change from the croupier's buttons, it is refused: the pit boss makes it with the PINs", () => {
    const { service } = bookedTable();
    const signedByHand: TableInput = {
      type: 'table-open',
      inventory: OPENER,
      by: { croupier: 'lea', supervisor: 'pat' },
    };
    const opener = refusedWithNothingChanged(service, () => service.submit(signedByHand, keyboard));
    expect(opener.reason).toBe(
      "record the opener: the pit boss records it with the PINs (the pit boss's and the croupier's), on the books screen or with sabot books",
    );
    expect(opener.rows).toMatchObject([
      { kind: 'refusal', source: 'keyboard', refusal: { code: 'books.needs-pins' } },
    ]);
    const limits = refusedWithNothingChanged(service, () =>
      service.submit({ type: 'limits', min: 25, max: 1000 }, keyboard),
    );
    expect(limits.reason).toBe(
      'change the limits to 25–1000: the pit boss does it with the pit boss PIN, on the books screen or with sabot books',
    );
    expect(limits.rows).toMatchObject([{ refusal: { code: 'books.needs-pit-boss-pin' } }]);
    // A buy-in stays the croupier's own act at the table; a table script signs its own records.
    expect(service.submit(signedByHand, { source: 'script', operator: 'sheet' })).toMatchObject({ ok: true });
    expect(service.submit({ type: 'buy-in', box: 1, amount: 200 }, keyboard)).toMatchObject({ ok: true });
    service.close();
  });

  it('given the pit boss PIN, the limits change; a wrong one changes nothing and is journaled', () => {
    const { service, desk } = bookedTable();
    const wrong = refusedWithNothingChanged(service, () =>
      desk.changeTable({ type: 'limits', min: 25, max: 1000 }, { operator: 'pat', pin: '000000' }),
    );
    expect(wrong.reason).toBe('wrong pit-boss PIN: change the limits to 25–1000 refused');
    expect(desk.changeTable({ type: 'limits', min: 25, max: 1000 }, BOSS)).toMatchObject({ ok: true });
    expect(contextOf(service.snapshot).limits).toEqual({ min: 2500, max: 100000 });
    const last = service.log.readFrom(service.log.lastPosition())[0];
    expect(last).toMatchObject({ type: 'LimitsChanged', metadata: { operator: 'pat', croupier: 'lea' } });
    service.close();
  });
});
