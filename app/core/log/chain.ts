import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json.js';

/** The prev_hash of the first event: nothing came before it. */
export const GENESIS_HASH = '0'.repeat(64);

/** The columns of an event row that its hash covers, exactly as stored. */
export interface HashedEventRow {
  readonly position: number;
  readonly stream: string;
  readonly streamPosition: number;
  readonly type: string;
  /** The canonical JSON text stored in the `data` column (hashed as text, byte for byte). */
  readonly data: string;
  /** The canonical JSON text stored in the `metadata` column. */
  readonly metadata: string;
  readonly schemaVersion: number;
}

/**
 * SHA-256 (hex) of one event chained to the one before. The input is the canonical JSON array
 * [position, stream, stream_position, type, data, metadata, schema_version, prev_hash], with data
 * and metadata as the stored strings: an auditor can recompute it from the table alone, and any
 * changed byte in any column, or a row moved or removed, breaks the chain from there on.
 */
export function hashEvent(prevHash: string, row: HashedEventRow): string {
  const input = canonicalJson([
    row.position,
    row.stream,
    row.streamPosition,
    row.type,
    row.data,
    row.metadata,
    row.schemaVersion,
    prevHash,
  ]);
  return createHash('sha256').update(input, 'utf8').digest('hex');
}
