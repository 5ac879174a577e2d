import Database from 'better-sqlite3';
import type { JournalRow } from './journal-text.js';

/** An event row exactly as the table's log stores it: what the center stores and re-hashes. */
export interface EventRow {
  readonly position: number;
  readonly stream: string;
  readonly stream_position: number;
  readonly type: string;
  readonly data: string;
  readonly metadata: string;
  readonly schema_version: number;
  readonly prev_hash: string;
  readonly hash: string;
}

export type JournalName = 'journal' | 'device';

const EVENTS = `SELECT position, stream, stream_position, type, data, metadata, schema_version, prev_hash, hash
  FROM events WHERE position > ? ORDER BY position LIMIT ?`;
const JOURNALS: Record<JournalName, string> = {
  journal: `SELECT position, time, kind, operator, source, asked, reason, code, params, prev_seal, seal
    FROM journal WHERE position > ? ORDER BY position LIMIT ?`,
  device: `SELECT position, received_at, device, raw, decoded, verdict, reason, prev_seal, seal
    FROM device_journal WHERE position > ? ORDER BY position LIMIT ?`,
};

/**
 * The table's log read for shipping, on a read-only connection of its own: the table's writer
 * goes on appending (WAL) while the shipper reads, and the shipper can never write to the log.
 */
export class LocalLogRows {
  readonly #db: Database.Database;
  readonly #events: Database.Statement<[number, number], EventRow>;
  readonly #journals: Record<JournalName, Database.Statement<[number, number], JournalRow>>;
  readonly #last: Database.Statement<[], number | null>;
  readonly #journalLast: Record<JournalName, Database.Statement<[], number | null>>;

  constructor(readonly path: string) {
    this.#db = new Database(path, { readonly: true, fileMustExist: true });
    this.#events = this.#db.prepare(EVENTS);
    this.#journals = {
      journal: this.#db.prepare(JOURNALS.journal),
      device: this.#db.prepare(JOURNALS.device),
    };
    const lastOf = (book: string) =>
      this.#db.prepare<[], number | null>(`SELECT max(position) FROM ${book}`).pluck();
    this.#last = lastOf('events');
    this.#journalLast = { journal: lastOf('journal'), device: lastOf('device_journal') };
  }

  lastPosition(): number {
    return this.#last.get() ?? 0;
  }

  eventsAfter(position: number, limit: number): EventRow[] {
    return this.#events.all(position, limit);
  }

  *iterateEvents(from: number, pageSize = 5000): Generator<EventRow> {
    let after = from - 1;
    for (;;) {
      const page = this.eventsAfter(after, pageSize);
      yield* page;
      const last = page.at(-1);
      if (!last || page.length < pageSize) return;
      after = last.position;
    }
  }

  /** A journal's rows after `position`, as the log holds them (journalRowToCenter ships them). */
  journalAfter(journal: JournalName, position: number, limit: number): JournalRow[] {
    return this.#journals[journal].all(position, limit);
  }

  /**
   * The log's table key (migration 016), which the center binds the table to; null in a log no
   * Sabot with that migration has opened yet.
   */
  tableKey(): string | null {
    try {
      return this.#db.prepare<[], string>('SELECT key FROM table_key WHERE id = 1').pluck().get() ?? null;
    } catch {
      return null;
    }
  }

  /** The last position of a journal. */
  journalLast(journal: JournalName): number {
    return this.#journalLast[journal].get() ?? 0;
  }

  close(): void {
    this.#db.close();
  }
}
