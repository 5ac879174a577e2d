import type Database from 'better-sqlite3';
import { type Message, say } from '../../../engine/refusals/message.js';
import { type ChainHead, compareBooksWithHead, compareWithHead, readChainHead } from './chain-head.js';
import { LogUnusableError } from './log-errors.js';
import { bookName, sealReader } from './sealed-books.js';
import { scanChain } from './verify-chain.js';

/**
 * Below this size every fact is re-hashed at start (8 MB is about 25,000 facts, a tenth of a
 * second); above it, only those after the last verified link: 100,000 facts took 0.9 to 1.9 s
 * on a busy two-core machine, too long to wait before a table opens.
 */
export const REHASH_WHOLE_CHAIN_UP_TO_BYTES = 8 * 1024 * 1024;

interface VerifiedLink extends ChainHead {
  readonly verifiedAt: string;
}

/**
 * Before a table plays on its log: every event re-hashed and linked, or for a large log only
 * those after the last verified link (a session's facts, so it starts fast), that link still the
 * one verified; and the chain head file against the tail, which names a log cut short. A broken chain
 * refuses the start: every fact recorded on it would bury the evidence, and the croupier cannot
 * mend it; the pit boss verifies the log. The whole chain and the journals are checked off the
 * serving thread once the table plays (LiveTable).
 */
export function checkChainAtStart(
  db: Database.Database,
  dbPath: string,
  headPath: string,
  { fromVerified }: { fromVerified: boolean },
): void {
  // The head first: a writer's head read after the scan could name facts the scan did not see.
  const head = readChainHead(headPath);
  const hashAt = db.prepare<[number], string>('SELECT hash FROM events WHERE position = ?').pluck();
  const tail = db
    .prepare<[], ChainHead>('SELECT position, hash FROM events ORDER BY position DESC LIMIT 1')
    .get();
  const mismatch = compareWithHead(head, headPath, tail?.position ?? 0, (position) => hashAt.get(position));
  if (mismatch) refuse(dbPath, mismatch.problem);
  const lost = compareBooksWithHead(head, sealReader(db), bookName);
  if (lost) refuse(dbPath, lost);
  const verified = fromVerified ? readVerified(db) : undefined;
  if (verified && verified.position > 0 && hashAt.get(verified.position) !== verified.hash)
    refuse(
      dbPath,
      say('verify.differs-from-verified', { position: verified.position, at: verified.verifiedAt }),
    );
  const chain = scanChain(db, verified && verified.position > 0 ? verified : undefined);
  if (!chain.ok) refuse(dbPath, chain.problem);
  if (chain.last) recordVerified(db, chain.last);
}

/** The last link a check found sound (at start-up here, or the full check in the background). */
export function recordVerified(db: Database.Database, link: ChainHead): void {
  db.prepare(
    'INSERT INTO chain_verified (id, position, hash, verified_at) VALUES (1, ?, ?, ?) ' +
      'ON CONFLICT (id) DO UPDATE SET position = excluded.position, hash = excluded.hash, verified_at = excluded.verified_at',
  ).run(link.position, link.hash, new Date().toISOString());
}

function readVerified(db: Database.Database): VerifiedLink | undefined {
  return db
    .prepare<[], VerifiedLink>(
      'SELECT position, hash, verified_at AS verifiedAt FROM chain_verified WHERE id = 1',
    )
    .get();
}

function refuse(dbPath: string, problem: Message): never {
  throw new LogUnusableError('chain-broken', say('log.cannot-start', { path: dbPath, problem }));
}
