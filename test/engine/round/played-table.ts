import { reasonOf } from '../../../app/core/sentences.js';
import type { Card } from '../../../engine/cards/card.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { openTable, submitInput, type TableSnapshot } from '../../../engine/round/table.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';

/** The table after `inputs`, every one of which must be accepted: a refusal names the input and why. */
export function playedTable(profile: RuleProfile, inputs: readonly TableInput[]): TableSnapshot {
  let snapshot = openTable(profile);
  for (const input of inputs) {
    const result = submitInput(snapshot, input);
    if (!result.ok) throw new Error(`${JSON.stringify(input)}: ${reasonOf(result)}`);
    snapshot = result.snapshot;
  }
  return snapshot;
}

/** Cards out of the shoe, in the order they come: `cards('TS', '6H')`. */
export const cards = (...codes: Card[]): TableInput[] => codes.map((card) => ({ type: 'card', card }));
