import { GENESIS_HASH, hashEvent } from '../log/chain.js';
import type { LocalLogRows } from './local-log-rows.js';

/** Where the table's log and the center's stored chain first part, if they do. */
export type Reconciled =
  /** The table holds every stored fact, byte for byte: ship from the center's head on. */
  | { readonly kind: 'same'; readonly head: number }
  /** The fact at `position` is not the one the center stored (a changed byte, a rewritten tail). */
  | { readonly kind: 'differs'; readonly position: number }
  /** The table holds fewer facts than the center stored: its tail was cut. */
  | { readonly kind: 'shorter'; readonly local: number };

/**
 * Before shipping, the table's facts up to the center's head are hashed again from their content
 * (not read from the hash column, which a rewrite would have recomputed or left), and the result
 * compared with the center's stored hash. The chain makes one comparison enough: the hash at the
 * head covers every fact before it. When they differ, a binary search over the center's hashes
 * finds the first fact that differs, so the center can be shown it and name it.
 */
export async function reconcileWithCenter(
  local: LocalLogRows,
  centerHead: { position: number; hash: string },
  centralHashAt: (position: number) => Promise<string | undefined>,
): Promise<Reconciled> {
  if (centerHead.position === 0) return { kind: 'same', head: 0 };
  const recomputed: string[] = [];
  let prev = GENESIS_HASH;
  for (const row of local.iterateEvents(1)) {
    if (row.position > centerHead.position) break;
    prev = hashEvent(prev, {
      position: row.position,
      stream: row.stream,
      streamPosition: row.stream_position,
      type: row.type,
      data: row.data,
      metadata: row.metadata,
      schemaVersion: row.schema_version,
    });
    recomputed.push(prev);
  }
  const held = recomputed.length;
  if (held === centerHead.position && recomputed[held - 1] === centerHead.hash)
    return { kind: 'same', head: centerHead.position };
  // The first position whose recomputed hash is not the center's: every one before it agrees.
  let low = 1;
  let high = held;
  let first = held + 1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    if ((await centralHashAt(middle)) === recomputed[middle - 1]) low = middle + 1;
    else {
      first = middle;
      high = middle - 1;
    }
  }
  if (first > held) return { kind: 'shorter', local: held };
  return { kind: 'differs', position: first };
}
