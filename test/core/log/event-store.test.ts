import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { GENESIS_HASH } from '../../../app/core/log/chain.js';
import { openLogDatabase } from '../../../app/core/log/database.js';
import { EventStore } from '../../../app/core/log/event-store.js';
import { ConcurrencyError, LogUnusableError } from '../../../app/core/log/log-errors.js';
import { verifyLog } from '../../../app/core/log/verify.js';
import { cardDrawn, logWithCards, tamper, tempDir } from './log-fixtures.js';

/** A connection of its own to the log at `path`, and its store. */
function storeAt(path: string) {
  const db = openLogDatabase(path);
  return { path, db, store: new EventStore(db, `${path}.head`) };
}

const freshStore = () => storeAt(join(tempDir(), 'table.db'));

describe('the event store', () => {
  it('reads back what was appended, numbered overall and within each round, and chained', () => {
    const { db, store } = freshStore();
    const first = store.append([cardDrawn('round-1', 'AS'), cardDrawn('round-1', '10H')]);
    store.append([cardDrawn('round-2', '7C', 'keyboard')]);
    store.append([cardDrawn('round-1', '5D')]);

    const all = store.readFrom(1);
    expect(all.map((e) => [e.position, e.stream, e.streamPosition])).toEqual([
      [1, 'round-1', 1],
      [2, 'round-1', 2],
      [3, 'round-2', 1],
      [4, 'round-1', 3],
    ]);
    expect(all[0]).toEqual(first[0]);
    expect(all[2]?.data).toEqual({ card: '7C', to: 'dealer' });
    expect(all[2]?.metadata).toEqual({
      time: '2026-11-29T21:04:05.123Z',
      source: 'keyboard',
      operator: 'croupier-7',
      deviceSeq: 41,
    });
    expect(all[0]?.prevHash).toBe(GENESIS_HASH);
    expect(all.slice(1).map((e) => e.prevHash)).toEqual(all.slice(0, -1).map((e) => e.hash));
    expect(store.readStream('round-1').map((e) => e.data)).toEqual([
      { card: 'AS', to: 'dealer' },
      { card: '10H', to: 'dealer' },
      { card: '5D', to: 'dealer' },
    ]);
    expect(store.readFrom(2, 2).map((e) => e.position)).toEqual([2, 3]);
    expect(store.last()?.position).toBe(4);
    expect(store.count()).toBe(4);
    db.close();
  });

  it("numbers a round's events right after another connection appended to that round in between", () => {
    const { path, db, store } = freshStore();
    const { db: otherDb, store: other } = storeAt(path);
    store.append([cardDrawn('round-1', 'AS')]);
    other.append([cardDrawn('round-1', 'KS')]);
    const [third] = store.append([cardDrawn('round-1', 'QS')]);
    expect([third?.position, third?.streamPosition]).toEqual([3, 3]);
    other.append([cardDrawn('round-1', 'JS')]);
    expect(() =>
      store.append([cardDrawn('round-1', '2S')], { stream: 'round-1', streamPosition: 3 }),
    ).toThrow(ConcurrencyError);
    otherDb.close();
    db.close();
  });

  it("numbers a round's events from the log after an enclosing transaction was rolled back", () => {
    const { path, db, store } = freshStore();
    store.append([cardDrawn('round-1', 'AS')]);
    db.exec('BEGIN');
    store.append([cardDrawn('round-1', 'KS')]);
    db.exec('ROLLBACK');
    const [again] = store.append([cardDrawn('round-1', 'QS')]);
    expect([again?.position, again?.streamPosition]).toEqual([2, 2]);
    db.close();
    expect(verifyLog(path)).toMatchObject({ ok: true, events: 2 });
  });

  it('has every appended event on disk for another connection when append returns', () => {
    const { path, db, store } = freshStore();
    const [stored] = store.append([cardDrawn('round-1', 'QS')]);
    const reader = new Database(path, { readonly: true });
    expect(reader.prepare('SELECT hash FROM events WHERE position = 1').pluck().get()).toBe(stored?.hash);
    reader.close();
    db.close();
  });

  it('writes the chain head file after each append, naming the last position and hash', () => {
    const { path, db, store } = freshStore();
    store.append([cardDrawn('round-1', '2C'), cardDrawn('round-1', '3C')]);
    const last = store.append([cardDrawn('round-1', '4C')])[0];
    expect(JSON.parse(readFileSync(`${path}.head`, 'utf8'))).toEqual({ position: 3, hash: last?.hash });
    db.close();
  });

  it("for a live table, writes the head once a turn's appends are over, and verify accounts for every commit meanwhile", async () => {
    const path = join(tempDir(), 'table.db');
    const db = openLogDatabase(path);
    const store = new EventStore(db, `${path}.head`, { headAfterThisTurn: true });
    const head = () => JSON.parse(readFileSync(`${path}.head`, 'utf8'));
    store.append([cardDrawn('round-1', '2C')]);
    expect(head()).toMatchObject({ position: 1 });
    store.append([cardDrawn('round-1', '3C')]);
    const last = store.append([cardDrawn('round-1', '4C')])[0];
    // Within the turn: the last append's own line before its commit, naming it as the next.
    expect(head()).toMatchObject({ position: 2, next: { position: 3, hash: last?.hash } });
    expect(verifyLog(path)).toMatchObject({ ok: true });
    await new Promise((resolve) => setImmediate(resolve));
    expect(head()).toMatchObject({ position: 3, hash: last?.hash });
    expect(head().next).toBeUndefined();
    expect(verifyLog(path)).toMatchObject({ ok: true });
    db.close();
  });

  it('refuses a stale decision with a ConcurrencyError and writes nothing of it', () => {
    const { db, store } = freshStore();
    store.append([cardDrawn('round-1', '9S')], { stream: 'round-1', streamPosition: 0 });
    store.append([cardDrawn('round-1', '8S')], { stream: 'round-1', streamPosition: 1 });
    const stale = () =>
      store.append([cardDrawn('round-1', '7S'), cardDrawn('round-1', '6S')], {
        stream: 'round-1',
        streamPosition: 1,
      });
    expect(stale).toThrow(ConcurrencyError);
    expect(stale).toThrow('round round-1 has moved on: expected its last event at position 1, found 2');
    expect(store.count()).toBe(2);
    db.close();
  });

  it('stores the same hash whatever order the data keys were written in', () => {
    const a = freshStore();
    const b = freshStore();
    const meta = { time: '2026-11-29T21:00:00.000Z', source: 'keyboard', operator: 'pit-1' } as const;
    const [one] = a.store.append([
      { stream: 'r', type: 'BetPlaced', data: { box: 1, amount: 500 }, metadata: meta },
    ]);
    const [two] = b.store.append([
      { stream: 'r', type: 'BetPlaced', data: { amount: 500, box: 1 }, metadata: meta },
    ]);
    expect(one?.hash).toBe(two?.hash);
    a.db.close();
    b.db.close();
  });

  it('refuses data JSON cannot hold faithfully, before anything is written', () => {
    const { db, store } = freshStore();
    const odd = { ...cardDrawn('round-1', 'KD'), data: { payout: Number.NaN } };
    expect(() => store.append([cardDrawn('round-1', 'KH'), odd])).toThrow(
      'event CardDrawn data.payout is NaN',
    );
    expect(store.count()).toBe(0);
    db.close();
  });

  it('keeps one unbroken chain when two connections append in turn', () => {
    const { path, db, store } = freshStore();
    const { db: otherDb, store: other } = storeAt(path);
    for (let i = 0; i < 4; i++) {
      store.append([cardDrawn('round-1', `${i + 2}D`)]);
      other.append([cardDrawn('round-2', `${i + 2}S`)]);
    }
    db.close();
    otherDb.close();
    expect(verifyLog(path)).toMatchObject({ ok: true, events: 8 });
  });

  it('pages through the whole log without holding a statement open', () => {
    const { db, store } = freshStore();
    store.append(Array.from({ length: 25 }, (_, i) => cardDrawn(`round-${i % 4}`, `${(i % 9) + 2}C`)));
    const seen: number[] = [];
    for (const event of store.iterateFrom(3, 10)) {
      seen.push(event.position);
      if (event.position === 10) store.append([cardDrawn('round-9', 'AC')]);
    }
    expect(seen).toEqual(Array.from({ length: 24 }, (_, i) => i + 3));
    db.close();
  });

  it('refuses to append to a log whose tail was cut off, keeping the evidence', () => {
    const { path } = logWithCards(5);
    tamper(path, 'DELETE FROM events WHERE position = 5');
    const { db, store } = storeAt(path);
    expect(() => store.append([cardDrawn('round-2', 'JC')])).toThrow(LogUnusableError);
    expect(() => store.append([cardDrawn('round-2', 'JC')])).toThrow(
      'the log was truncated after position 4: the chain head file records position 5, so 1 fact after position 4 was lost',
    );
    expect(store.count()).toBe(4);
    expect(JSON.parse(readFileSync(`${path}.head`, 'utf8')).position).toBe(5);
    db.close();
  });

  it('reports committed events even when the chain head file cannot be written, and says so', () => {
    const dir = tempDir();
    const db = openLogDatabase(join(dir, 'table.db'));
    const failures: unknown[] = [];
    const store = new EventStore(db, join(dir, 'no-such-folder', 'table.db.head'), {
      onHeadFileError: (error) => failures.push(error),
    });
    expect(store.append([cardDrawn('round-1', 'AH')]).map((e) => e.position)).toEqual([1]);
    expect(store.count()).toBe(1);
    expect(failures).toHaveLength(1);
    expect(store.headFileError).toBe(failures[0]);
    db.close();
  });

  it('goes on after a pit boss reseals a log whose chain head file was lost', () => {
    const { path } = logWithCards(2);
    rmSync(`${path}.head`);
    const { db, store } = storeAt(path);
    expect(() => store.append([cardDrawn('round-1', '9H')])).toThrow(
      'is missing although the log holds 2 events',
    );
    expect(store.resealHead()?.position).toBe(2);
    store.append([cardDrawn('round-1', '9H')]);
    db.close();
    expect(verifyLog(path)).toMatchObject({ ok: true, events: 3 });
  });
});
