import { reasonOf } from '../../app/core/sentences.js';
import type { TableInput } from '../../engine/round/inputs.js';
import { openTable, submitInput, type TableSnapshot } from '../../engine/round/table.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';

/** A classic six-deck table after the inputs, each of which must be accepted. */
export function tableAfter(inputs: readonly TableInput[]): TableSnapshot {
  let table = openTable(classic6d);
  for (const input of inputs) {
    const next = submitInput(table, input);
    if (!next.ok) throw new Error(`${input.type}: ${reasonOf(next)}`);
    table = next.snapshot;
  }
  return table;
}
