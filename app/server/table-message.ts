import { tableView } from '../../engine/round/table-view.js';
import type { TableMessage } from '../contract.js';
import type { LiveTable } from '../core/devices/live-table.js';

/** The live table as every dashboard receives it, on request and on every change. */
export function tableMessage(table: LiveTable): TableMessage {
  return {
    view: tableView(table.service.snapshot),
    alarms: table.alarms.active(),
    paused: table.link.paused,
    simulator: table.simulator !== null,
  };
}
