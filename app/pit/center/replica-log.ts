import { copyFileSync, existsSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { type StoredFactText, storedFactProblem } from '../../../engine/log/fact-shapes.js';
import { type Message, say } from '../../../engine/refusals/message.js';
import { type ChainHead, headPathFor, writeChainHead } from '../../core/log/chain-head.js';
import { openLogDatabase } from '../../core/log/database.js';
import type { Center } from '../../core/shipping/center.js';
import { journalRowFromCenter } from '../../core/shipping/journal-text.js';
import { allSettled } from './all-settled.js';

const PAGE = 5000;

const EVENT_COLUMNS =
  'position, stream, stream_position, type, data, metadata, schema_version, prev_hash, hash';
const JOURNAL_COLUMNS =
  'position, time, kind, operator, source, asked, reason, code, params, prev_seal, seal';
const DEVICE_COLUMNS = 'position, received_at, device, raw, decoded, verdict, reason, prev_seal, seal';

/** A number for each book of a table's log (rows copied, or a position reached). */
export interface PerBook {
  readonly events: number;
  readonly journal: number;
  readonly device: number;
}

/**
 * A table's log rebuilt from the center, row for row, in a SQLite file of the pit's own: every
 * reader the table has (the round list, the replay, the shift report, `sabot verify`) then reads
 * the central copy with the very code that reads the table's, so the pit knows the game no other
 * way. Rows are copied verbatim (hashes and seals as shipped), never re-decided; the projections
 * of the file catch up on their first read, as for any log written without them.
 */
export class ReplicaLog {
  readonly #db: Database.Database;
  readonly #insert: Record<keyof PerBook, Database.Statement>;
  readonly #last: Record<keyof PerBook, Database.Statement<[], number | null>>;
  /** The last fact copied, kept: the floor asks it of every table waiting at each of its turns. */
  #lastEvent: number;
  /** The first fact the center holds that is not one the readers can read: nothing is copied from it on. */
  #unreadable: { readonly position: number; readonly part: string } | null = null;

  /** `empty`: an empty log (emptyReplica) a new replica starts as a copy of. */
  constructor(
    readonly center: Center,
    readonly table: string,
    readonly file: string,
    empty?: string,
  ) {
    if (empty !== undefined && !existsSync(file)) copyFileSync(empty, file);
    this.#db = openLogDatabase(file, { quickCheck: false });
    const insert = (into: string, columns: string) =>
      this.#db.prepare(`INSERT INTO ${into} (${columns}) VALUES (@${columns.split(', ').join(', @')})`);
    this.#insert = {
      events: insert('events', EVENT_COLUMNS),
      journal: insert('journal', JOURNAL_COLUMNS),
      device: insert('device_journal', DEVICE_COLUMNS),
    };
    const last = (from: string) =>
      this.#db.prepare<[], number | null>(`SELECT max(position) FROM ${from}`).pluck();
    this.#last = { events: last('events'), journal: last('journal'), device: last('device_journal') };
    this.#lastEvent = this.#last.events.get() ?? 0;
  }

  /** The replica's last fact, as this copy wrote it (see reread). */
  lastPosition(): number {
    return this.#lastEvent;
  }

  /**
   * Why the table is left out of the pit's readers, or null: its copy stopped before a fact the
   * center holds that chains but is not a fact (storedFactProblem), so every reader of the pit
   * reads the other tables and says this one was left out.
   */
  leftOut(): Message | null {
    if (!this.#unreadable) return null;
    const { table } = this;
    return say('pit.table-left-out', {
      table,
      why: say('pit.chain-not-a-fact', { table, position: this.#unreadable.position }),
    });
  }

  /** The position of the unreadable fact, when the table is left out. */
  unreadableAt(): number | null {
    return this.#unreadable?.position ?? null;
  }

  /** The last fact read again from the file, after another connection copied into it. */
  reread(): void {
    this.#lastEvent = this.#last.events.get() ?? 0;
  }

  /**
   * Copies what the center stored since the last sync, the facts up to `factsAtMost` of them (a
   * far-behind table is then folded a slice at a time); returns how many rows of each came.
   */
  async sync(factsAtMost = Number.POSITIVE_INFINITY): Promise<PerBook> {
    // The three books are read at once: each its own rows, and a busy center answers three
    // queries on three connections about as soon as one.
    const [events, journal, device] = await allSettled([
      this.#copy('events', 'pit_events', EVENT_COLUMNS, factsAtMost),
      this.#copy('journal', 'pit_journal', JOURNAL_COLUMNS),
      this.#copy('device', 'pit_device_journal', DEVICE_COLUMNS),
    ]);
    if (events + journal + device > 0) this.#witness();
    return { events, journal, device };
  }

  close(): void {
    this.#db.close();
  }

  /** The chain head file beside the copy, as the table's writer keeps it: the copy verifies as a log. */
  #witness(): void {
    const tail = this.#db
      .prepare<[], { position: number; hash: string }>(
        'SELECT position, hash FROM events ORDER BY position DESC LIMIT 1',
      )
      .get();
    if (!tail) return;
    const sealOf = (book: string) =>
      this.#db
        .prepare<[], { position: number; seal: string }>(
          `SELECT position, seal FROM ${book} ORDER BY position DESC LIMIT 1`,
        )
        .get();
    const journal = sealOf('journal');
    const device = sealOf('device_journal');
    const head: ChainHead = {
      position: tail.position,
      hash: tail.hash,
      books: { ...(journal && { journal }), ...(device && { device_journal: device }) },
    };
    writeChainHead(headPathFor(this.file), head);
  }

  /** `rows` cut before the first fact the readers cannot read, that fact's position kept. */
  #keepReadable(rows: Record<string, unknown>[]): void {
    const bad = rows.findIndex((row) => storedFactProblem(row as unknown as StoredFactText) !== null);
    if (bad < 0) return;
    const row = rows[bad] as unknown as StoredFactText & { position: number };
    this.#unreadable = { position: row.position, part: storedFactProblem(row) ?? '' };
    rows.length = bad;
  }

  async #copy(
    kind: keyof PerBook,
    from: string,
    columns: string,
    atMost = Number.POSITIVE_INFINITY,
  ): Promise<number> {
    let copied = 0;
    while (copied < atMost && !(kind === 'events' && this.#unreadable)) {
      const after = this.#last[kind].get() ?? 0;
      const page = Math.min(PAGE, atMost - copied);
      const result = await this.center.query<Record<string, unknown>>(
        `SELECT ${columns}${kind === 'events' ? '' : ', escaped'} FROM ${from} WHERE table_id = $1 AND position > $2 ORDER BY position LIMIT ${page}`,
        [this.table, after],
      );
      const rows = result.rows.map(journalRowFromCenter);
      if (kind === 'events') this.#keepReadable(rows);
      this.#db.transaction(() => {
        for (const row of rows) this.#insert[kind].run(row);
      })();
      copied += rows.length;
      if (kind === 'events') this.#lastEvent = this.#last.events.get() ?? 0;
      if (rows.length < page || (kind === 'events' && this.#unreadable)) return copied;
    }
    return copied;
  }
}
