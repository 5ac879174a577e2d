import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LiveTable } from '../../../app/core/devices/live-table.js';
import { exactEdgeFact } from '../../../app/core/economics/exact-edge-fact.js';
import { rulesHashOf } from '../../../app/core/projections/rules-hash.js';
import { readProtection } from '../../../app/core/protection/protection-reader.js';
import { reasonOf } from '../../../app/core/sentences.js';
import { TableService } from '../../../app/core/table/table-service.js';
import { SIMULATED_HOUSE_EDGE } from '../../../engine/protection/house-edge.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { tempDir } from '../log/log-fixtures.js';

async function liveTable(dbPath: string, profile?: RuleProfile): Promise<LiveTable> {
  const opened = await LiveTable.open({
    dbPath,
    device: 'sim',
    operator: 'croupier-1',
    seed: 3,
    recordExactEdge: true,
    ...(profile && { profile }),
  });
  if (!opened.ok) throw new Error(reasonOf(opened));
  return opened.value;
}

/** The house-edge facts of a log, read back from the file. */
function edgesIn(dbPath: string) {
  const service = TableService.open({ dbPath });
  try {
    return service.log.houseEdges();
  } finally {
    service.close();
  }
}

describe("the exact house edge, recorded as a live table's rules are set", () => {
  it('given a new live table, then its log holds the exact edge of its rules once, and protection expects the hold from it', async () => {
    const dbPath = join(tempDir(), 'table.db');
    const table = await liveTable(dbPath, classic6d);
    try {
      const recorded = await table.exactEdge;
      expect(recorded?.ok).toBe(true);
      // The table deals on: a bet is taken after the figure is in.
      expect((await table.key('b2 10')).ok).toBe(true);
    } finally {
      await table.close();
    }
    const expected = exactEdgeFact(classic6d);
    const edge = edgesIn(dbPath).get(rulesHashOf(classic6d));
    expect(edge).toEqual({ type: 'HouseEdgeComputed', ...expected });
    expect(edge?.method).toBe('exact');
    expect(edge?.edge).toBeCloseTo(0.00657, 4);

    // Opened again, the log already holds it: nothing more is recorded.
    const again = await liveTable(dbPath);
    try {
      expect(await again.exactEdge).toBeNull();
    } finally {
      await again.close();
    }

    const protection = readProtection(dbPath);
    expect(protection.edgeSource).toBe('exact');
    expect(protection.report.edge).toBe(expected?.edge);
  });

  it('given a table closed before its figure is known, then nothing is recorded after it closed', async () => {
    const dbPath = join(tempDir(), 'table.db');
    const table = await liveTable(dbPath, classic6d);
    await table.close();
    expect(await table.exactEdge).toBeNull();
    expect(edgesIn(dbPath).size).toBe(0);
    // With no edge in the log, the hold is expected from the profile's simulated figure, and says so.
    const protection = readProtection(dbPath);
    expect(protection.edgeSource).toBe('profile');
    expect(protection.report.edge).toBe(SIMULATED_HOUSE_EDGE['classic-6d']);
  });
});
