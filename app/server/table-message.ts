import { basename, extname } from 'node:path';
import type { ShippingSeen, TableMessage } from '../contract.js';
import type { LiveTable } from '../core/devices/live-table.js';
import { croupierViewOf } from '../core/views/table-views.js';

/** What the server knows of the table beyond its log: the log's file and the operator on duty. */
export interface TableKnown {
  readonly dbPath: string;
  readonly operator: string;
}

/**
 * The live table as every dashboard receives it, on request and on every change, over the
 * WebSocket (the Electron shell's window included): the croupier's view, with the hole card kept
 * down before the dealer's turn. The pit boss's view of the live table is the same, so one message
 * serves every screen.
 */
export function tableMessage(table: LiveTable, known: TableKnown): TableMessage {
  return {
    ...croupierViewOf(table.service),
    alarms: table.alarms.active(),
    paused: table.link.paused,
    simulator: table.simulator !== null,
    table: { name: basename(known.dbPath, extname(known.dbPath)), croupier: known.operator },
    shipping: shippingSeen(table),
  };
}

/**
 * The shipping as the header shows it. Facts waiting are counted from the table's own tail, so a
 * table without its center shows them grow card by card; a table shipped stays "shipped" between
 * a commit and the pass that ships it a moment later.
 */
function shippingSeen(table: LiveTable): ShippingSeen | null {
  if (!table.shipping) return null;
  const status = table.shipping.status();
  const waiting = Math.max(0, table.service.log.lastPosition() - status.acknowledged);
  return {
    state: status.state,
    table: status.table,
    behind: status.state === 'shipped' ? 0 : waiting,
    since: status.unreachableSince,
    said: status.said,
  };
}
