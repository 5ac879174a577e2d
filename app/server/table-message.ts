import { tableView } from '../../engine/round/table-view.js';
import type { TableMessage } from '../contract.js';
import type { LiveTable } from '../core/devices/live-table.js';
import { holeCardDown, viewWithHoleCardDown } from './hole-card.js';

/**
 * The live table as every dashboard receives it, on request and on every change, over the
 * WebSocket and (through the table service) over IPC alike: the one place the hole card is
 * kept out of what a page is sent.
 */
export function tableMessage(table: LiveTable): TableMessage {
  const snapshot = table.service.snapshot;
  const down = holeCardDown(snapshot);
  const view = tableView(snapshot);
  return {
    view: down ? viewWithHoleCardDown(view) : view,
    holeCard: down ? 'down' : null,
    alarms: table.alarms.active(),
    paused: table.link.paused,
    simulator: table.simulator !== null,
  };
}
