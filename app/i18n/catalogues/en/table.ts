import { english } from '../../../../engine/refusals/english.js';

/**
 * The table's own sentences (refusals, alarms, the phrases they take) in English: the engine's
 * source catalogue, whose keys are the codes the log and the journals store.
 */
export const table = english;
