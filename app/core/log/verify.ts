import Database from 'better-sqlite3';
import { type Message, say } from '../../../engine/refusals/message.js';
import { sentenceOf } from '../sentences.js';
import {
  type ChainHead,
  compareBooksWithHead,
  compareWithHead,
  headPathFor,
  lostTailSentence,
  readChainHead,
  unwitnessedSentence,
} from './chain-head.js';
import { checkIntegrity } from './database.js';
import { describeSqliteFailure, LogUnusableError } from './log-errors.js';
import { migrationMismatch, readAppliedMigrations } from './migrate.js';
import { defaultMigrationsDir, loadMigrationFiles } from './migration-files.js';
import { PinRecords } from './pin-record.js';
import { bookName, SEALED_BOOKS, scanSeals, sealReader } from './sealed-books.js';
import { scanChain, scanStreams } from './verify-chain.js';

export interface VerifyOptions {
  readonly headPath?: string;
  readonly migrationsDir?: string;
  /**
   * Facts after the head are no fault (the live table's own audit: two writers' heads may land
   * out of order, and the table rewrites its head at its next fact). `sabot verify` names them.
   */
  readonly headMayTrail?: boolean;
  /** Told each event's position once its link in the chain is checked (a progress bar). */
  readonly onChecked?: (position: number) => void;
}

/** All holds (with how many events and the chain's last link), or the first problem found. */
export type VerifyResult =
  | { readonly ok: true; readonly events: number; readonly head: ChainHead | undefined }
  | {
      readonly ok: false;
      readonly position: number | null;
      /** The problem in English (the JSON's reader); `said` is the same sentence for any language. */
      readonly problem: string;
      readonly said: Message;
    };

/** The guards the migrations create; a log without them could have been edited in place. */
const APPEND_ONLY_GUARDS = [
  'events_are_never_updated',
  'events_are_never_deleted',
  'events_are_never_replaced',
  'device_journal_is_never_updated',
  'device_journal_is_never_deleted',
  'journal_is_never_updated',
  'journal_is_never_deleted',
  'pins_are_never_updated',
  'pins_are_never_deleted',
  'journal_is_always_sealed',
  'device_journal_is_always_sealed',
  'pins_are_always_sealed',
];

/**
 * The audit of a log file: SQLite's integrity check, the applied migrations against their files,
 * the append-only guards, every event's hash and link, positions without gaps (overall and per
 * round), the chain head file, which catches a cut-off tail and facts appended behind it, and the
 * seals of the journal, the device journal and the PINs, each PIN backed by the journal. Opens the
 * file read-only: verifying never changes the log. `position` names the first event that cannot
 * be trusted, or is null when the problem is not one event's.
 */
export function verifyLog(dbPath: string, options: VerifyOptions = {}): VerifyResult {
  let db: Database.Database;
  try {
    db = new Database(dbPath, { readonly: true, fileMustExist: true });
  } catch {
    return problem(null, say('verify.no-log', { path: dbPath }));
  }
  try {
    return verifyOpenLog(db, dbPath, options);
  } catch (error) {
    const described = describeSqliteFailure(dbPath, error);
    if (described instanceof LogUnusableError) return problem(null, described.said);
    throw error;
  } finally {
    db.close();
  }
}

function verifyOpenLog(db: Database.Database, dbPath: string, options: VerifyOptions): VerifyResult {
  // The head file first, then one read transaction for everything else: on a live log, a head
  // written after the scan began could name events the scan's snapshot does not hold.
  const headPath = options.headPath ?? headPathFor(dbPath);
  const recordedHead = readChainHead(headPath);
  db.exec('BEGIN');
  try {
    const schema = checkSchema(db, dbPath, options, recordedHead);
    if (schema) return schema;
    const records = checkRecords(db, headPath, recordedHead, options);
    return records.ok ? (checkBooks(db, recordedHead) ?? records) : records;
  } finally {
    db.exec('ROLLBACK');
  }
}

function checkSchema(
  db: Database.Database,
  dbPath: string,
  options: VerifyOptions,
  recordedHead: ChainHead | undefined,
): VerifyResult | undefined {
  const integrity = checkIntegrity(db, 'full');
  if (!integrity.ok) {
    return problem(
      null,
      say('verify.damaged', { path: dbPath, detail: integrity.problems.slice(0, 3).join('; ') }),
    );
  }
  const tables = namesOf(db, 'table');
  if (!tables.includes('schema_migrations') || !tables.includes('events')) {
    // A head beside a file with no tables: every fact was lost (the -wal file held them all).
    if (recordedHead) return problem(1, lostTailSentence(0, recordedHead));
    return problem(null, say('verify.not-a-log', { path: dbPath }));
  }
  const files = loadMigrationFiles(options.migrationsDir ?? defaultMigrationsDir());
  const mismatch = migrationMismatch(readAppliedMigrations(db), files);
  if (mismatch) return problem(null, mismatch.said);
  const triggers = namesOf(db, 'trigger');
  const unsealed = SEALED_BOOKS.find((book) => tables.includes(book) && !hasSeals(db, book));
  if (unsealed) return problem(null, say('verify.unsealed', { book: bookName(unsealed) }));
  const missing = APPEND_ONLY_GUARDS.find((guard) => guardIsDue(guard, tables) && !triggers.includes(guard));
  if (missing) {
    return problem(null, say('verify.guard-missing', { guard: missing }));
  }
  return undefined;
}

function checkRecords(
  db: Database.Database,
  headPath: string,
  recordedHead: ChainHead | undefined,
  { headMayTrail, onChecked }: VerifyOptions,
): VerifyResult {
  const chain = scanChain(db, undefined, onChecked);
  if (!chain.ok) return problem(chain.position, chain.problem);
  const streams = scanStreams(db);
  if (streams) return problem(streams.position, streams.problem);
  const hashAt = db.prepare<[number], string>('SELECT hash FROM events WHERE position = ?').pluck();
  const last = chain.last?.position ?? 0;
  const head = compareWithHead(recordedHead, headPath, last, (position) => hashAt.get(position));
  if (head) return problem(head.position, head.problem);
  // Facts after the head are the table's when the head names them as the append it was
  // committing (a crash before the head's rewrite), or when the head, read again, has caught up
  // (a live table appended during the scan).
  const committing = recordedHead?.next;
  const crashed = committing?.position === last && committing.hash === hashAt.get(last);
  if (
    recordedHead &&
    recordedHead.position < last &&
    !crashed &&
    headMayTrail !== true &&
    (readChainHead(headPath)?.position ?? 0) < last
  )
    return problem(recordedHead.position + 1, unwitnessedSentence(last, recordedHead));
  return { ok: true, events: chain.events, head: chain.last };
}

/** The journals and the PINs: every seal and link, and every PIN row backed by the journal. */
function checkBooks(db: Database.Database, recordedHead: ChainHead | undefined): VerifyResult | undefined {
  const tables = namesOf(db, 'table');
  for (const book of SEALED_BOOKS) {
    const scan = tables.includes(book) ? scanSeals(db, book) : undefined;
    if (scan && !scan.ok) return problem(null, scan.problem);
  }
  const lost = compareBooksWithHead(recordedHead, sealReader(db), bookName);
  if (lost) return problem(null, lost);
  const forged = tables.includes('pins') ? new PinRecords(db).firstUnproven() : null;
  return forged ? problem(null, say('verify.pin-unproven', { problem: forged.problem })) : undefined;
}

const hasSeals = (db: Database.Database, table: string): boolean =>
  db
    .prepare<[string], number>("SELECT count(*) FROM pragma_table_info(?) WHERE name = 'seal'")
    .pluck()
    .get(table) === 1;

const namesOf = (db: Database.Database, type: 'table' | 'trigger'): string[] =>
  db.prepare<[string], string>('SELECT name FROM sqlite_schema WHERE type = ?').pluck().all(type);

/** A guard is due once the migration creating its table has run (a log may predate a journal). */
const guardIsDue = (guard: string, tables: readonly string[]): boolean =>
  tables.includes(guard.replace(/_(is|are)_(never|always)_\w+$/, ''));

const problem = (position: number | null, said: Message): VerifyResult => ({
  ok: false,
  position,
  problem: sentenceOf(said),
  said,
});
