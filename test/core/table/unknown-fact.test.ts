import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headPathFor } from '../../../app/core/log/chain-head.js';
import { openLogDatabase } from '../../../app/core/log/database.js';
import { EventStore } from '../../../app/core/log/event-store.js';
import { replayWholeLog } from '../../../app/core/table/replay-log.js';
import { TableService } from '../../../app/core/table/table-service.js';
import { contextOf } from '../../../engine/round/table.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { tempDir } from '../log/log-fixtures.js';

const keyboard = { source: 'keyboard', operator: 'croupier-1' } as const;

describe('a fact of a type this Sabot does not know', () => {
  it('given another writer appended one, when the table folds the log again, then it is reported, not skipped in silence', () => {
    const dbPath = join(tempDir(), 't.db');
    const service = TableService.open({ dbPath, profile: classic6d });
    expect(service.submit({ type: 'bet', box: 1, amount: 10 }, keyboard).ok).toBe(true);
    const other = openLogDatabase(dbPath);
    const [appended] = new EventStore(other, headPathFor(dbPath)).append([
      {
        stream: 'round-1',
        type: 'BoxReserved',
        data: { box: 4 },
        metadata: { time: new Date(0).toISOString(), ...keyboard },
      },
    ]);
    other.close();
    expect(service.catchUpWithLog()).toBe(true);
    expect(replayWholeLog(service).audit.skipped).toEqual([
      {
        position: appended?.position,
        type: 'BoxReserved',
        refusal: { code: 'fact.unknown-type', params: { type: 'BoxReserved' } },
      },
    ]);
    expect(contextOf(service.snapshot).round.boxes.map((box) => box.box)).toEqual([1]);
    service.close();
  });
});
