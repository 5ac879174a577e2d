import { afterEach } from 'vitest';
import { headPathFor } from '../../../app/core/log/chain-head.js';
import { openLogDatabase } from '../../../app/core/log/database.js';
import { EventStore } from '../../../app/core/log/event-store.js';
import { toNewEvent } from '../../../app/core/log/log-mapping.js';
import { reasonOf } from '../../../app/core/sentences.js';
import { TableService } from '../../../app/core/table/table-service.js';
import type { TableOpened } from '../../../engine/log/log-events.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';

/** The books' shifts recorded through the live table, input by input, for the shift report's tests. */
export const BY = { croupier: 'lea', supervisor: 'pat' };

/** One round the house wins 10: box1 18 pushes the dealer's 18, box2 17 loses its 10. */
export const ROUND_HOUSE_WINS_10: TableInput[] = [
  { type: 'bet', box: 1, amount: 10 },
  { type: 'bet', box: 2, amount: 10 },
  { type: 'deal' },
  ...(['TH', 'TD', '9S', '8H', '7C'] as const).map((card): TableInput => ({ type: 'card', card })),
  { type: 'stand' },
  { type: 'stand' },
  { type: 'card', card: '9H' },
];

const opened: TableService[] = [];
afterEach(() => {
  for (const service of opened.splice(0)) service.close();
});

/** Records `inputs` into the log at `dbPath`, one a minute from `from`; a new log opens with `opening`'s fields. */
export function record(
  dbPath: string,
  from: string,
  /** Inputs at the table; 'void-round' is the pit boss voiding round 1. */
  inputs: readonly (TableInput | 'void-round')[],
  opening: Partial<TableOpened> = {},
) {
  let next = Date.parse(from);
  const clock = () => {
    const time = new Date(next);
    next += 60_000;
    return time;
  };
  if (Object.keys(opening).length > 0) {
    const db = openLogDatabase(dbPath);
    const store = new EventStore(db, headPathFor(dbPath));
    const table: TableOpened = {
      type: 'TableOpened',
      profile: classic6d,
      limits: { min: 500, max: 50_000 },
      ...opening,
    };
    store.append([
      toNewEvent(table, null, { time: clock().toISOString(), source: 'system', operator: 'system' }),
    ]);
    store.close();
    db.close();
  }
  const service = TableService.open({ dbPath, profile: classic6d, clock });
  opened.push(service);
  for (const input of inputs) {
    const meta = { source: 'script', operator: 'script', time: clock() } as const;
    const result =
      typeof input === 'string'
        ? service.execute({ type: 'void-round', round: 1, reason: 'dealt from a shoe not shuffled' }, meta)
        : service.submit(input, meta);
    if (!result.ok) throw new Error(`${JSON.stringify(input)}: ${reasonOf(result)}`);
  }
  opened.pop();
  service.close();
}

export const open = (hundreds: number): TableInput => ({
  type: 'table-open',
  inventory: { '100': hundreds },
  by: BY,
});
export const close = (inventory: Record<string, number>): TableInput => ({
  type: 'table-close',
  inventory,
  by: BY,
});
