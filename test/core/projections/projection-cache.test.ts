import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { headPathFor } from '../../../app/core/log/chain-head.js';
import { openLogDatabase } from '../../../app/core/log/database.js';
import { EventStore } from '../../../app/core/log/event-store.js';
import { ROUND_PROJECTION_VERSION, RoundProjection } from '../../../app/core/projections/round-projection.js';
import { listRoundPage } from '../../../app/core/review/table-review.js';
import { PitBossDesk } from '../../../app/core/table/pit-boss-desk.js';
import { TableService } from '../../../app/core/table/table-service.js';
import { contextOf } from '../../../engine/round/table.js';
import { onLogFile } from '../../support/log-file.js';
import { SessionDriver } from '../crash/session-driver.js';
import { BOSS, expectProjectionIsTheFold, openPlayedTable, SHOE } from './projected-table.js';

/** The projection is a cache: versioned, rebuilt, caught up, and never ahead of or apart from its facts. */
const count = (db: Database.Database, sql: string): number => db.prepare<[], number>(sql).pluck().get() ?? 0;

describe("the round list's projection as a cache of the log", () => {
  it("is folded again from the log when its version is not the code's", () => {
    const table = openPlayedTable(5);
    table.play(120);
    const before = listRoundPage(table.service, { limit: 500 });
    table.service.close();
    // An older Sabot's rows: another version, and a row this code would never write.
    const raw = new Database(table.dbPath);
    raw.prepare("UPDATE projections SET version = 'fold-1+rounds-0'").run();
    raw.prepare("UPDATE round_list SET net = '{\"box1\":999}', croupier = 'nobody'").run();
    raw.close();
    table.reopen();
    expect(
      onLogFile(table.dbPath, (db) =>
        count(db, `SELECT count(*) FROM projections WHERE version = '${ROUND_PROJECTION_VERSION}'`),
      ),
    ).toBe(1);
    expect(listRoundPage(table.service, { limit: 500 })).toEqual(before);
    expectProjectionIsTheFold(table.service, table.dbPath);
    table.service.close();
  });

  it('catches up with facts appended without it (an older Sabot, a raw copy), at the next open', () => {
    const table = openPlayedTable(6);
    table.play(80);
    table.service.close();
    // The rows of a log whose last rounds were appended by a process that kept no projection.
    const raw = openLogDatabase(table.dbPath);
    raw.exec('DELETE FROM round_list WHERE round > 3; DELETE FROM session_rounds WHERE round > 3');
    raw
      .prepare(
        "UPDATE projections SET position = (SELECT min(position) FROM events WHERE stream = 'round-4')",
      )
      .run();
    raw.close();
    table.reopen();
    expectProjectionIsTheFold(table.service, table.dbPath);
    table.service.close();
  });

  it('follows another process that appends to the same log (a ruling and a void from the command line)', () => {
    const table = openPlayedTable(8);
    table.play(90);
    const other = TableService.open({ dbPath: table.dbPath });
    const otherDesk = new PitBossDesk(other);
    expect(otherDesk.recordRuling(2, 'seen on camera', BOSS).ok).toBe(true);
    expect(otherDesk.voidRound(3, 'wrong shoe', BOSS).ok).toBe(true);
    other.close();
    table.play(30);
    const listed = expectProjectionIsTheFold(table.service, table.dbPath);
    expect(listed.find((round) => round.round === 3)?.flags).toContain('void');
    // A ruling's note is audited with its round but corrects nothing: no "correction" flag.
    expect(listed.find((round) => round.round === 2)?.flags).not.toContain('correction');
    table.service.close();
  });

  it("is written in the append's own transaction: an append that fails leaves no row, and a row never stands without its facts", () => {
    const table = openPlayedTable(9);
    table.play(40);
    const { service } = table;
    const rows = () => onLogFile(table.dbPath, (db) => count(db, 'SELECT count(*) FROM round_list'));
    const facts = service.log.count();
    const listed = listRoundPage(service, { limit: 500 });
    // The round list fails after writing its rows: the whole append goes, those rows with it.
    const write = RoundProjection.prototype.written;
    const failing = vi.spyOn(RoundProjection.prototype, 'written').mockImplementation(function (
      this: RoundProjection,
      ...args
    ) {
      write.apply(this, args);
      throw new Error('disk full');
    });
    const driver = new SessionDriver(9, 3);
    let failed = 0;
    for (let attempt = 0; attempt < 30; attempt++) {
      const round = contextOf(service.snapshot).round.number;
      expect(() => service.submit(driver.next(service.snapshot), SHOE)).toThrow('disk full');
      failed += 1;
      expect(contextOf(service.snapshot).round.number).toBe(round);
    }
    expect(failed).toBe(30);
    expect(service.log.count()).toBe(facts);
    expect(rows()).toBe(listed.rounds.length);
    expect(listRoundPage(service, { limit: 500 })).toEqual(listed);
    failing.mockRestore();
    const state = onLogFile(table.dbPath, (db) =>
      db.prepare<[], number>("SELECT position FROM projections WHERE name = 'rounds'").pluck().get(),
    );
    expect(state).toBe(service.log.lastPosition());
    service.close();
  });

  it('catches up at the next open with a fact a bare store appended (a store no projection was attached to)', () => {
    const table = openPlayedTable(10);
    table.play(30);
    table.service.close();
    // A bare store on the same file with no projection attached writes a fact the rows do not hold.
    const db = openLogDatabase(table.dbPath);
    const store = new EventStore(db, headPathFor(table.dbPath));
    const round = count(db, 'SELECT max(round) FROM round_list');
    // A correction that names the card as it was read: it flags the round and changes nothing else.
    const drawn = db
      .prepare<[string], { position: number; data: string }>(
        "SELECT position, data FROM events WHERE stream = ? AND type = 'CardDrawn' ORDER BY position LIMIT 1",
      )
      .get(`round-${round}`);
    if (!drawn) throw new Error(`round ${round} drew no card`);
    store.append([
      {
        stream: `round-${round}`,
        type: 'CardCorrected',
        data: {
          position: drawn.position,
          card: JSON.parse(drawn.data).card,
          reason: 'seen on camera',
          author: 'pit',
        },
        metadata: { time: new Date().toISOString(), source: 'system', operator: 'pit' },
      },
    ]);
    expect(count(db, `SELECT correction FROM round_list WHERE round = ${round}`)).toBe(0);
    store.close();
    db.close();
    table.reopen();
    const listed = expectProjectionIsTheFold(table.service, table.dbPath);
    expect(listed.find((entry) => entry.round === round)?.flags).toContain('correction');
    table.service.close();
  });
});
