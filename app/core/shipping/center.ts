import pg from 'pg';
import { type Message, say } from '../../../engine/refusals/message.js';
import { applyCentralMigrations } from './central-migrate.js';
import { ingestAnswer, ingestJournalRows, type JournalIngested } from './journal-ingest.js';
import type { JournalRow } from './journal-text.js';
import type { EventRow, JournalName } from './local-log-rows.js';

/** What the center said of a batch of facts: its head after it, and the first bad position if refused. */
export interface EventsIngested {
  readonly head: number;
  readonly refusedAt: number | null;
  /** `differs-from-stored`, `breaks-chain`, `hash-mismatch`, `gap`, `shorter` or `not-a-fact`. */
  readonly refusal: string | null;
}

/** The center cannot be reached or answered with an error: the table goes on and says so. */
export class CenterUnavailableError extends Error {
  constructor(
    readonly said: Message,
    options?: { cause?: unknown },
  ) {
    super(String(said.params.detail ?? said.code), options);
    this.name = 'CenterUnavailableError';
  }
}

/**
 * The center's door refused the table itself (central migration 009): its id not admitted, its
 * log already shipping as another table, or another log shipping under its id. Nothing was stored.
 */
export class TableRefusedError extends Error {
  constructor(readonly said: Message) {
    super(said.code);
    this.name = 'TableRefusedError';
  }
}

/** The door's refusal, from its SQLSTATE; null for any other error. */
function tableRefusal(error: pg.DatabaseError): Message | null {
  const table = error.message;
  if (error.code === 'SB001') return say('pit.table-not-admitted', { table });
  if (error.code === 'SB002') return say('pit.table-log-elsewhere', { table, other: error.hint ?? '' });
  if (error.code === 'SB003') return say('pit.table-other-log', { table });
  return null;
}

/** The URL without its password, for sentences and logs; a center on a socket by the socket's folder. */
export function centerName(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    const socketDir = parsed.searchParams.get('host');
    if (socketDir?.startsWith('/')) return `${socketDir}:${parsed.port || '5432'}${parsed.pathname}`;
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'the central database';
  }
}

/**
 * SQLSTATE classes of a server that is going away, not there or not answering in time: connection
 * (08), shutting down (57P), out of resources (53), a statement cancelled by its timeout (57014).
 */
const UNAVAILABLE = /^(08|57P|53|57014)/;

/**
 * How long a call waits for the center by default: a server that stops answering (stopped, frozen,
 * a network that drops packets) leaves a call waiting forever without it, and a table that waits
 * says "shipped" meanwhile. The server cancels a statement a little earlier (statement_timeout), so
 * a slow statement frees its connection at the center too.
 */
export const CENTER_QUERY_TIMEOUT_MS = 30_000;

/** How long a new connection to the center may take. */
export const CENTER_CONNECT_TIMEOUT_MS = 3000;

const unavailable = (url: string, error: unknown): CenterUnavailableError =>
  new CenterUnavailableError(
    say('pit.center-down', {
      center: centerName(url),
      detail: error instanceof Error ? error.message : String(error),
    }),
    { cause: error },
  );

/**
 * The pit's PostgreSQL, as a table or a pit tool uses it: a small pool, the central schema brought
 * up to date on first use, and the calls the center checks itself (pit_ingest_events,
 * pit_ingest_journal). Every failure to reach it is a CenterUnavailableError with a sentence.
 */
export class Center {
  readonly #pool: pg.Pool;
  #migrated: Promise<void> | null = null;

  constructor(
    readonly url: string,
    options: { max?: number; connectTimeoutMs?: number; queryTimeoutMs?: number } = {},
  ) {
    const queryTimeoutMs = options.queryTimeoutMs ?? CENTER_QUERY_TIMEOUT_MS;
    this.#pool = new pg.Pool({
      connectionString: url,
      max: options.max ?? 2,
      connectionTimeoutMillis: options.connectTimeoutMs ?? CENTER_CONNECT_TIMEOUT_MS,
      query_timeout: queryTimeoutMs,
      statement_timeout: Math.max(queryTimeoutMs - 500, 100),
      idleTimeoutMillis: 10_000,
      application_name: 'sabot',
    });
    // An idle connection dropped by a stopped server must not crash the table.
    this.#pool.on('error', () => undefined);
  }

  /** Runs a query, the schema migrated first; any failure to reach the server is said. */
  async query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<pg.QueryResult<R>> {
    await this.ready();
    try {
      return await this.#pool.query<R>(text, values);
    } catch (error) {
      throw this.#described(error);
    }
  }

  async ready(): Promise<void> {
    this.#migrated ??= (async () => {
      let client: pg.PoolClient;
      try {
        client = await this.#pool.connect();
      } catch (error) {
        throw unavailable(this.url, error);
      }
      try {
        await applyCentralMigrations(client);
        client.release();
      } catch (error) {
        // A call given up half-way (a timeout) can leave the migration lock held by this session,
        // or its unlock never sent: the connection is closed, not pooled, so the lock dies with it.
        // Pooled, a busy connection (a table asks every second) held it for good, and no other
        // table of the pit could bring its schema up to date.
        client.release(true);
        throw this.#described(error);
      }
    })().catch((error: unknown) => {
      this.#migrated = null;
      throw error;
    });
    return this.#migrated;
  }

  async head(table: string): Promise<{ position: number; hash: string }> {
    const result = await this.query<{ position: string; hash: string }>(
      'SELECT head_position AS position, head_hash AS hash FROM pit_tables WHERE table_id = $1',
      [table],
    );
    const row = result.rows[0];
    return row ? { position: Number(row.position), hash: row.hash } : { position: 0, hash: '0'.repeat(64) };
  }

  async hashAt(table: string, position: number): Promise<string | undefined> {
    const result = await this.query<{ hash: string }>(
      'SELECT hash FROM pit_events WHERE table_id = $1 AND position = $2',
      [table, position],
    );
    return result.rows[0]?.hash;
  }

  async journalHead(table: string, journal: JournalName): Promise<number> {
    const from = journal === 'journal' ? 'pit_journal' : 'pit_device_journal';
    const result = await this.query<{ head: string | null }>(
      `SELECT max(position) AS head FROM ${from} WHERE table_id = $1`,
      [table],
    );
    return Number(result.rows[0]?.head ?? 0);
  }

  /** One batch of facts, checked and stored by the database in one transaction. */
  async ingestEvents(
    table: string,
    rows: readonly EventRow[],
    reported: number,
    key: string,
  ): Promise<EventsIngested> {
    const result = await this.query<{ head: string; refused_at: string | null; refusal: string | null }>(
      'SELECT * FROM pit_ingest_events($1, $2::jsonb, $3, $4)',
      [table, JSON.stringify(rows), reported, key],
    );
    return ingestAnswer(result.rows[0], 'pit_ingest_events');
  }

  /** One batch of a journal, checked (seals here, links at the center) and stored: see ingestJournalRows. */
  ingestJournal(
    table: string,
    journal: JournalName,
    rows: readonly JournalRow[],
    local: number | null,
    key: string,
  ): Promise<JournalIngested> {
    return ingestJournalRows(this, table, journal, rows, local, key);
  }

  async close(): Promise<void> {
    await this.#pool.end().catch(() => undefined);
  }

  #described(error: unknown): unknown {
    if (error instanceof CenterUnavailableError) return error;
    const door = error instanceof pg.DatabaseError ? tableRefusal(error) : null;
    if (door) return new TableRefusedError(door);
    // The server answered with an error of its own (a bug, or a changed migration): not the network's.
    if (error instanceof Error && error.name === 'LogUnusableError') return error;
    if (error instanceof pg.DatabaseError && !UNAVAILABLE.test(error.code ?? '')) return error;
    return unavailable(this.url, error);
  }
}
