import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLogDatabase } from '../../../app/core/log/database.js';
import { sqlTypeList, typesWhere } from '../../../engine/table/event-kinds.js';
import { tempDir } from '../log/log-fixtures.js';

describe("the shift report's indexes (migrations 013, 018, 021, 022 and 023)", () => {
  it("index exactly the facts the kinds table calls the books' (a forward-only migration)", () => {
    // The last migration to make the index is the one a log holds.
    const migration = readFileSync('migrations/022_books_index_adjustments.sql', 'utf8');
    const indexed = /CREATE INDEX events_books[\s\S]*?WHERE type IN \(([^)]*)\)/.exec(migration)?.[1] ?? '';
    // A new fact of the books needs a migration that rebuilds this index (the report would scan the log).
    expect([...indexed.matchAll(/'(\w+)'/g)].map((match) => match[1])).toEqual(typesWhere('books'));
    expect(typesWhere('books')).toHaveLength(13);
    // The books' places (023): the same list, so that a period's places are read from the index alone.
    const places = readFileSync('migrations/023_book_fact_times.sql', 'utf8');
    const placed = /CREATE INDEX book_fact_times[\s\S]*?WHERE type IN \(([^)]*)\)/.exec(places)?.[1] ?? '';
    expect([...placed.matchAll(/'(\w+)'/g)].map((match) => match[1])).toEqual(typesWhere('books'));
    const later = readdirSync('migrations').filter(
      (file) => file.slice(0, 3) > '022' && /^\d{3}_.*\.sql$/.test(file),
    );
    for (const file of later)
      expect(readFileSync(join('migrations', file), 'utf8')).not.toContain('events_books');
  });

  it("are the ones SQLite takes for the report's reads", () => {
    const db = openLogDatabase(join(tempDir(), 'table.db'));
    const plan = (sql: string) =>
      db
        .prepare<[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
        .all()
        .map((row) => row.detail)
        .join('; ');
    expect(
      plan(
        `SELECT position, stream, type, data FROM events WHERE type IN (${sqlTypeList('books')}) ORDER BY position`,
      ),
    ).toContain('USING INDEX events_books');
    expect(
      plan(
        "SELECT position, CAST(substr(stream, 7) AS INTEGER) FROM events WHERE type = 'RoundSettled' AND stream LIKE 'round-%' ORDER BY position",
      ),
    ).toContain('USING COVERING INDEX events_settlements');
    // A period's settlements: a range of the covering index, and each round's row by its key.
    expect(
      plan(
        "SELECT position, CAST(substr(stream, 7) AS INTEGER) FROM events WHERE type = 'RoundSettled' AND stream LIKE 'round-%' AND position >= 1 AND position < 9 ORDER BY position",
      ),
    ).toContain('USING COVERING INDEX events_settlements (position>? AND position<?)');
    expect(
      plan(
        "SELECT r.round FROM round_list r LEFT JOIN session_rounds s ON s.round = r.round WHERE r.round IN (SELECT value FROM json_each('[1,2]'))",
      ),
    ).toContain('SEARCH r USING INTEGER PRIMARY KEY');
    // The books' places (position, kind, time) with no row read.
    expect(
      plan(
        `SELECT position, type, json_extract(metadata, '$.time') FROM events WHERE type IN (${sqlTypeList('books')}) ORDER BY position`,
      ),
    ).toContain('USING COVERING INDEX book_fact_times');
    // The seats (whose player card a buy-in names) through the ratings' index.
    expect(
      plan(
        `SELECT position, type, data FROM events WHERE type IN (${sqlTypeList('rates')}) ORDER BY position`,
      ),
    ).toContain('USING INDEX events_ratings');
    db.close();
  });
});
