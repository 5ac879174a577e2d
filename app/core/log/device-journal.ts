import type Database from 'better-sqlite3';
import { canonicalJson } from './canonical-json.js';
import { SealedWriter } from './sealed-books.js';

/** One frame as a device sent it, and what decoding made of it. */
export interface DeviceFrame {
  /** ISO time the frame arrived. */
  readonly receivedAt: string;
  /** The reader's id or the port it is plugged into. */
  readonly device: string;
  /** The bytes exactly as read, garbled or not. */
  readonly raw: Uint8Array;
  /** What the codec decoded, or null when nothing could be decoded. */
  readonly decoded: unknown;
  readonly verdict: 'decoded' | 'rejected';
  /** Why the frame was rejected (required then), or a remark on an accepted one. */
  readonly reason?: string;
}

export interface JournaledFrame extends DeviceFrame {
  readonly position: number;
}

interface FrameRow {
  position: number;
  receivedAt: string;
  device: string;
  raw: Buffer;
  decoded: string | null;
  verdict: 'decoded' | 'rejected';
  reason: string | null;
}

/**
 * The device journal: every raw frame, in its own append-only table, committed before the
 * caller acts on it, so that nothing a device says is ever lost, even a frame that made no sense.
 */
export class DeviceJournal {
  readonly #writer: SealedWriter;
  readonly #from: Database.Statement<[number, number], FrameRow>;

  /** `committed`: see SealedWriter (the table's head file rewritten after a row of its own). */
  constructor(db: Database.Database, committed?: () => void) {
    this.#writer = new SealedWriter(db, 'device_journal', committed);
    this.#from = db.prepare(
      'SELECT position, received_at AS receivedAt, device, raw, decoded, verdict, reason ' +
        'FROM device_journal WHERE position >= ? ORDER BY position LIMIT ?',
    );
  }

  /** Records the frame, sealed onto the one before, and returns its position in the journal. */
  append(frame: DeviceFrame): number {
    if (frame.verdict === 'rejected' && !frame.reason) throw new TypeError('a rejected frame must say why');
    const decoded =
      frame.decoded === null || frame.decoded === undefined
        ? null
        : canonicalJson(frame.decoded, 'decoded frame');
    const raw = Buffer.from(frame.raw.buffer, frame.raw.byteOffset, frame.raw.byteLength);
    return this.#writer.append([
      frame.receivedAt,
      frame.device,
      raw,
      decoded,
      frame.verdict,
      frame.reason ?? null,
    ]).position;
  }

  /** Frames from `position` on (inclusive), in the order they arrived; at most `limit`. */
  readFrom(position: number, limit = -1): JournaledFrame[] {
    return this.#from.all(position, limit).map((row) => ({
      position: row.position,
      receivedAt: row.receivedAt,
      device: row.device,
      raw: new Uint8Array(row.raw),
      decoded: row.decoded === null ? null : JSON.parse(row.decoded),
      verdict: row.verdict,
      ...(row.reason === null ? {} : { reason: row.reason }),
    }));
  }
}
