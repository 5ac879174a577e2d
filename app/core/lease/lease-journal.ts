import { type Message, say } from '../../../engine/refusals/message.js';
import type { Journal } from '../log/journal.js';
import { describeHolder } from './lease-holder.js';
import type { TableLease, TakenLease } from './table-lease.js';

/** The sentence of a refused live table: who holds the log, and what to do. */
export function leaseRefusal(logPath: string, refused: Extract<TakenLease, { ok: false }>): Message {
  const holder = refused.holder
    ? say('lease.holder', { pid: refused.holder.pid, host: refused.holder.host, since: refused.holder.since })
    : say('lease.holder-opening');
  return refused.onAnotherHost
    ? say('lease.taken-remote', { path: logPath, holder, holderPath: refused.holderPath })
    : say('lease.taken', { path: logPath, holder });
}

/**
 * A lease taken over from a table that stopped without closing (killed, or its machine lost
 * power) is a security event in the log's journal: the audit sees that one table ended without
 * closing and which process took the log over.
 */
export function journalTakeOver(journal: Pick<Journal, 'append'>, lease: TableLease, operator: string): void {
  const previous = lease.tookOverFrom;
  if (!previous) return;
  journal.append({
    time: lease.holder.since,
    kind: 'security',
    operator,
    source: 'system',
    asked: { takeOverLease: previous, by: lease.holder },
    reason: `the live table of ${describeHolder(previous)} stopped without closing; its lease was taken over by ${describeHolder(lease.holder)}`,
  });
}
