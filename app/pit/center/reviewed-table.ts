import { contextOf } from '../../../engine/round/table.js';
import type { TableMessage } from '../../contract.js';
import type { TableService } from '../../core/table/table-service.js';
import { croupierViewOf } from '../../core/views/table-views.js';

/**
 * A table as its pit review hears of it, from the replica: the same message the table's own
 * screens get (the hole card kept down before the dealer's turn), without the live reader's state,
 * which the center does not hold.
 */
export const reviewedTableMessage = (table: string, service: TableService): TableMessage => ({
  ...croupierViewOf(service),
  alarms: [],
  paused: false,
  simulator: false,
  table: { name: table, croupier: contextOf(service.snapshot).books.croupier ?? '' },
  // The table's own shipping is the floor's to show, not the review's.
  shipping: null,
});
