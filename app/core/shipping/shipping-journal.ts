import type { Journal } from '../log/journal.js';
import { sentenceOf } from '../sentences.js';
import type { LiveShippingStatus } from './live-shipping.js';

/**
 * The center refusing the table's log is a security event in the table's own journal: the central
 * chain and the table's parted (a changed or rewritten fact), and the table's audit must show when
 * it learned of it. An outage is not journaled here: it is no event of the table's, and the center
 * raises the lag alarm itself.
 */
export function journalShippingRefused(
  journal: Pick<Journal, 'append'>,
  status: LiveShippingStatus,
  operator: string,
): void {
  if (status.state !== 'refused' || !status.said) return;
  journal.append({
    time: new Date().toISOString(),
    kind: 'security',
    operator,
    source: 'system',
    asked: { ship: status.table, acknowledged: status.acknowledged, local: status.local },
    reason: sentenceOf(status.said),
    refusal: status.said,
  });
}
