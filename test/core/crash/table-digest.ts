import { createHash } from 'node:crypto';
import { canonicalJson } from '../../../app/core/log/canonical-json.js';
import { contextOf, phaseOf, type TableSnapshot } from '../../../engine/round/table.js';

/**
 * A short fingerprint of where the table stands (phase and whole context, keys sorted), so the
 * child can report its table in one word and the parent can compare it with a reopened one.
 */
export function tableDigest(table: TableSnapshot): string {
  const text = canonicalJson({ phase: phaseOf(table), context: contextOf(table) }, 'the table');
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
