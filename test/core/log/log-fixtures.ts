import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach } from 'vitest';
import { openLogDatabase } from '../../../app/core/log/database.js';
import { EventStore } from '../../../app/core/log/event-store.js';
import type { EventSource, NewEvent } from '../../../app/core/log/event-types.js';
import { defaultMigrationsDir } from '../../../app/core/log/migration-files.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh temporary folder, removed after the test. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sabot-log-'));
  made.push(dir);
  return dir;
}

/** A copy of the real migrations folder that a test may edit. */
export function migrationsCopy(): string {
  const dir = join(tempDir(), 'migrations');
  cpSync(defaultMigrationsDir(), dir, { recursive: true });
  return dir;
}

/** The migrations folder of an older Sabot: a copy of the real one without `version` and every later file. */
export function migrationsBefore(version: number): string {
  const dir = migrationsCopy();
  for (const file of readdirSync(dir))
    if (/^\d+_/.test(file) && Number.parseInt(file, 10) >= version) rmSync(join(dir, file));
  return dir;
}

export function cardDrawn(round: string, card: string, source: EventSource = 'shoe'): NewEvent {
  return {
    stream: round,
    type: 'CardDrawn',
    data: { card, to: 'dealer' },
    metadata: { time: '2026-11-29T21:04:05.123Z', source, operator: 'croupier-7', deviceSeq: 41 },
  };
}

/**
 * A log at a temp path with `count` cards drawn, three to a round and one append per round (card
 * i, from 0, is `${(i % 9) + 2}H` at position i + 1), then closed.
 */
export function logWithCards(count: number): { dir: string; path: string } {
  const dir = tempDir();
  const path = join(dir, 'table.db');
  const db = openLogDatabase(path);
  const store = new EventStore(db, `${path}.head`);
  for (let first = 0; first < count; first += 3) {
    const cards = Array.from({ length: Math.min(3, count - first) }, (_, k) => first + k);
    store.append(cards.map((i) => cardDrawn(`round-${first / 3 + 1}`, `${(i % 9) + 2}H`)));
  }
  db.close();
  return { dir, path };
}

/**
 * Runs SQL on the log with its append-only triggers lifted, then puts them back: what someone
 * with the file and the sqlite3 shell could do, and what verifyLog must catch.
 */
export function tamper(path: string, sql: string): void {
  const db = new Database(path);
  try {
    const triggers = db
      .prepare<[], { name: string; sql: string }>(
        "SELECT name, sql FROM sqlite_schema WHERE type = 'trigger'",
      )
      .all();
    for (const trigger of triggers) db.exec(`DROP TRIGGER ${trigger.name}`);
    db.exec(sql);
    for (const trigger of triggers) db.exec(trigger.sql);
  } finally {
    db.close();
  }
}

/** The refusals the log's journal keeps, in order: each one's code, its box (if it names one) and its sentence. */
export function refusalsIn(path: string): unknown[] {
  const db = openLogDatabase(path);
  try {
    return db
      .prepare(
        "SELECT code, json_extract(params, '$.box') AS box, reason FROM journal WHERE kind = 'refusal' ORDER BY position",
      )
      .all();
  } finally {
    db.close();
  }
}
