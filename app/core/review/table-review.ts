import type { SessionResults } from '../../../engine/round/session-results.js';
import { contextOf } from '../../../engine/round/table.js';
import type { RoundPage, RoundPageRequest } from '../projections/round-list-types.js';
import type { TableService } from '../table/table-service.js';

/** A page of the table's round list, from its projection (brought up to the log first if behind). */
export function listRoundPage(service: TableService, request: RoundPageRequest): RoundPage {
  return service.log.roundPage(request);
}

/** The last rounds' results for the dashboard's charts (the same for every screen). */
export function sessionResultsOf(service: TableService): SessionResults {
  return service.log.sessionResults(contextOf(service.snapshot).shoe.shoeNumber);
}
