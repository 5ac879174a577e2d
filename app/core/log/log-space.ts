import { statfsSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { say } from '../../../engine/refusals/message.js';
import { refused } from '../../../engine/result.js';

/** What the table answers to an input it could not store: nothing of it was written. */
export const DISK_FULL = refused(say('log.disk-full'));

/** SQLite's word for a write that found no room: the disk, or the log's page ceiling, is full. */
export const isDiskFull = (error: unknown): boolean =>
  error instanceof Database.SqliteError && error.code === 'SQLITE_FULL';

/**
 * Room the table wants before it says the disk has space again: a round's facts, frames and
 * journal rows with their WAL pages take some hundred kilobytes at most.
 */
const ROOM_TO_RESUME_BYTES = 1024 * 1024;

/**
 * Whether the log's disk has room. A write that finds it full (SQLite rolls it back whole, so
 * nothing is half-written) marks it full; the next write that succeeds, or a probe that finds room
 * on the disk and under the log's page ceiling, marks it as having room again. Listeners hear
 * every write that could not be stored (with `full` true) and the return of space.
 */
export class LogSpace {
  #full = false;
  /** Every write refused for want of room, since the log was opened. */
  writesWithoutRoom = 0;
  readonly #listeners = new Set<(full: boolean) => void>();

  constructor(
    private readonly db: Database.Database,
    private readonly dbPath: string,
  ) {}

  get full(): boolean {
    return this.#full;
  }

  /** A write was refused for want of room. */
  noRoom(): void {
    this.#full = true;
    this.writesWithoutRoom++;
    this.#tell(true);
  }

  /** A write went through: if the disk was full, it has room again. */
  stored(): void {
    if (!this.#full) return;
    this.#full = false;
    this.#tell(false);
  }

  /** While full: looks whether space came back (freed on the disk, or a higher page ceiling). */
  probe(): void {
    if (this.#full && roomLeft(this.db, this.dbPath) >= ROOM_TO_RESUME_BYTES) this.stored();
  }

  subscribe(listener: (full: boolean) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #tell(full: boolean): void {
    for (const listener of this.#listeners) listener(full);
  }
}

/** Bytes the log may still grow by: the disk's free space, and the pages left under SQLite's ceiling. */
function roomLeft(db: Database.Database, dbPath: string): number {
  const disk = statfsSync(dirname(dbPath));
  const free = disk.bavail * disk.bsize;
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  const pages = db.pragma('page_count', { simple: true }) as number;
  const ceiling = db.pragma('max_page_count', { simple: true }) as number;
  return Math.min(free, (ceiling - pages) * pageSize);
}
