import { basename, extname } from 'node:path';
import type { TableMessage } from '../contract.js';
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
  };
}
