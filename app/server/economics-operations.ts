import type { ReplyOf, RequestOf } from '../contract.js';
import { ruleEconomicsOf } from '../core/economics/rule-economics.js';
import type { OperationContext } from './served-table.js';

/** The pit boss's rule economics: computed in the core, off the table's thread, never on the screen. */
export const economicsOperations = {
  ruleEconomics: (
    { vs }: RequestOf<'ruleEconomics'>,
    { served }: OperationContext,
  ): Promise<ReplyOf<'ruleEconomics'>> => ruleEconomicsOf(served.table.service, vs),
};
