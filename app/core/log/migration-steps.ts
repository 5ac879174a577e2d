import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { Journal } from './journal.js';
import { pinSetEntry } from './pin-record.js';
import { SEALED_BOOKS, sealExistingRows } from './sealed-books.js';

/**
 * What a migration needs beyond its SQL, run by the runner right after that file in the same
 * transaction. 009 seals the rows already written (oldest first) and backs each PIN set before it
 * with a journal entry, so an old log opens sealed and a PIN set by an older Sabot still counts.
 * 016 makes the log's table key (the pit binds the table to it).
 */
export const MIGRATION_STEPS: Readonly<Record<number, (db: Database.Database) => void>> = {
  9: (db) => {
    for (const book of SEALED_BOOKS) sealExistingRows(db, book);
    const pins = db
      .prepare<[], { position: number; role: string; seal: string; setBy: string; setAt: string }>(
        'SELECT position, role, seal, set_by AS setBy, set_at AS setAt FROM pins ORDER BY position',
      )
      .all();
    const journal = new Journal(db);
    const now = new Date().toISOString();
    for (const pin of pins)
      journal.append(pinSetEntry(pin, now, ` at ${pin.setAt} (sealed when the journals were chained)`));
  },
  16: (db) => {
    db.prepare('INSERT INTO table_key (id, key, made_at) VALUES (1, ?, ?)').run(
      randomBytes(32).toString('hex'),
      new Date().toISOString(),
    );
  },
};
