import type { SessionResults } from '../../../engine/round/session-results.js';
import { contextOf } from '../../../engine/round/table.js';
import { currentRoundProjection } from '../projections/attach-projections.js';
import { roundPage } from '../projections/round-list-query.js';
import type { RoundPage, RoundPageRequest } from '../projections/round-list-types.js';
import { sessionResultsFrom } from '../projections/session-results.js';
import type { TableService } from '../table/table-service.js';

/** A page of the table's round list, from its projection (brought up to the log first if behind). */
export function listRoundPage(service: TableService, request: RoundPageRequest): RoundPage {
  currentRoundProjection(service.db);
  return roundPage(service.db, request);
}

/** The last rounds' results for the dashboard's charts (the same for every screen). */
export function sessionResultsOf(service: TableService): SessionResults {
  currentRoundProjection(service.db);
  return sessionResultsFrom(service.db, contextOf(service.snapshot).shoe.shoeNumber);
}
