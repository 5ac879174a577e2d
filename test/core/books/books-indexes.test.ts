import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLogDatabase } from '../../../app/core/log/database.js';
import { sqlTypeList, typesWhere } from '../../../engine/table/event-kinds.js';
import { tempDir } from '../log/log-fixtures.js';

describe("the shift report's indexes (migration 013)", () => {
  it("index exactly the facts the kinds table calls the books' (a forward-only migration)", () => {
    const migration = readFileSync('migrations/013_books_indexes.sql', 'utf8');
    const indexed = /events_books[\s\S]*?WHERE type IN \(([^)]*)\)/.exec(migration)?.[1] ?? '';
    // A new fact of the books needs a migration that rebuilds this index (the report would scan the log).
    expect([...indexed.matchAll(/'(\w+)'/g)].map((match) => match[1])).toEqual(typesWhere('books'));
    expect(typesWhere('books')).toHaveLength(8);
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
    db.close();
  });
});
