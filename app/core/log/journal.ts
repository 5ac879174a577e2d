import type Database from 'better-sqlite3';
import type { Refusal } from '../../../engine/refusals/message.js';
import { canonicalJson } from './canonical-json.js';
import { SealedWriter } from './sealed-books.js';

/**
 * A refused input or a security event: what was asked, by whom, and why it was refused. The
 * accepted facts are events; these are the rest of what happened at the table.
 */
export interface JournalEntry {
  /** ISO time it was asked. */
  readonly time: string;
  readonly kind: 'refusal' | 'security';
  /** The operator who asked, as claimed (after a wrong PIN nobody is proven). */
  readonly operator: string;
  /** Where the request came from: keyboard, shoe, pit-review, cli … */
  readonly source: string;
  /** What was asked, as received. Never a secret: record a PIN attempt without the PIN. */
  readonly asked: unknown;
  /** The sentence the operator was shown. */
  readonly reason: string;
  /** The refusal's code and parameters, when the sentence was rendered from one. */
  readonly refusal?: Refusal;
}

export interface JournaledEntry extends JournalEntry {
  readonly position: number;
}

type EntryRow = Omit<JournaledEntry, 'asked' | 'refusal'> & {
  asked: string;
  code: string | null;
  params: string | null;
};

/** The append-only journal of refusals and security events, each entry sealed onto the one before. */
export class Journal {
  readonly #writer: SealedWriter;
  /** Tells the table a row was committed inside a caller's own transaction (a PIN set). */
  readonly committed: () => void;
  readonly #from: Database.Statement<[number, number], EntryRow>;

  /** `committed`: see SealedWriter (the table's head file rewritten after a row of its own). */
  constructor(db: Database.Database, committed?: () => void) {
    this.#writer = new SealedWriter(db, 'journal', committed);
    this.committed = committed ?? (() => undefined);
    this.#from = db.prepare(
      'SELECT position, time, kind, operator, source, asked, reason, code, params FROM journal WHERE position >= ? ORDER BY position LIMIT ?',
    );
  }

  /** Records the entry (committed, unless inside the caller's transaction) and returns its position. */
  append(entry: JournalEntry): number {
    const asked = canonicalJson(entry.asked ?? null, 'journal entry asked');
    return this.#writer.append([
      entry.time,
      entry.kind,
      entry.operator,
      entry.source,
      asked,
      entry.reason,
      entry.refusal?.code ?? null,
      entry.refusal ? canonicalJson(entry.refusal.params, 'journal entry params') : null,
    ]).position;
  }

  /** Entries from `position` on (inclusive), oldest first; at most `limit`. */
  readFrom(position: number, limit = -1): JournaledEntry[] {
    return this.#from.all(position, limit).map(({ code, params, ...row }) => ({
      ...row,
      asked: JSON.parse(row.asked),
      // As written: a code from another version of the catalogue is read back, not dropped.
      ...(code !== null && { refusal: { code, params: JSON.parse(params ?? '{}') } as Refusal }),
    }));
  }
}
