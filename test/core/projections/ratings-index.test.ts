import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLogDatabase } from '../../../app/core/log/database.js';
import { sqlTypeList, typesWhere } from '../../../engine/table/event-kinds.js';
import { tempDir } from '../log/log-fixtures.js';

describe("the ratings' index (migration 014)", () => {
  it('indexes exactly the facts the kinds table says the ratings read', () => {
    const migration = readFileSync('migrations/014_ratings_index.sql', 'utf8');
    const indexed = /events_ratings[\s\S]*?WHERE type IN \(([^)]*)\)/.exec(migration)?.[1] ?? '';
    // A new fact the ratings read needs a migration that rebuilds this index (they would scan the log).
    expect([...indexed.matchAll(/'(\w+)'/g)].map((match) => match[1])).toEqual(typesWhere('rates'));
  });

  it("is the one SQLite takes for the ratings' read", () => {
    const db = openLogDatabase(join(tempDir(), 'table.db'));
    const plan = db
      .prepare<[], { detail: string }>(
        `EXPLAIN QUERY PLAN SELECT stream, type, data FROM events WHERE type IN (${sqlTypeList('rates')}) ORDER BY position`,
      )
      .all()
      .map((row) => row.detail)
      .join('; ');
    expect(plan).toContain('USING INDEX events_ratings');
    db.close();
  });
});
