import * as crypto from 'node:crypto';
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
  return sha256Hex(hashInput(prevHash, row));
}

/**
 * The canonical array written out: what `canonicalJson` gives for these eight values (numbers and
 * strings, which hold no keys to sort: a finite number's text is JSON's), without walking them one
 * by one, which every append did for every event. A count JSON cannot hold goes to canonicalJson,
 * which refuses it as before.
 */
function hashInput(prevHash: string, row: HashedEventRow): string {
  const { position, stream, streamPosition, type, data, metadata, schemaVersion } = row;
  if (!(Number.isFinite(position) && Number.isFinite(streamPosition) && Number.isFinite(schemaVersion))) {
    return canonicalJson([position, stream, streamPosition, type, data, metadata, schemaVersion, prevHash]);
  }
  return (
    `[${position},${JSON.stringify(stream)},${streamPosition},${JSON.stringify(type)},` +
    `${JSON.stringify(data)},${JSON.stringify(metadata)},${schemaVersion},${JSON.stringify(prevHash)}]`
  );
}

/**
 * Node's one-shot digest where it has one (Node 20.12 and later): it makes no Hash object, which
 * for inputs this short costs about as much as the hashing.
 */
const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;
export const sha256Hex = oneShot
  ? (input: string): string => oneShot('sha256', input, 'hex')
  : (input: string): string => crypto.createHash('sha256').update(input, 'utf8').digest('hex');
