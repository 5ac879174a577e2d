import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TableService } from '../../app/core/table/table-service.js';
import { BUILT_IN_PROFILES } from '../../engine/rules/profiles.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { computedEdge } from '../support/scripted-log.js';

/**
 * The house edges of docs/benchmarks.md ("The exact edge inside a 100-million-round simulation",
 * each profile as dealt: `sabot simulate --rounds 100000000 --workers 2 --seed 2026`), the house's
 * side of the players' ev.
 */
const DOCUMENTED_EDGE: Readonly<Record<string, number>> = {
  'classic-6d': 0.006917,
  'open-6d': 0.002435,
  'home-1d': 0.000222,
};

describe('sabot edge compute against the documented house edges', () => {
  for (const id of Object.keys(DOCUMENTED_EDGE))
    it(`given a ${id} table, then the edge it records is within 3 standard errors of the documented figure`, {
      timeout: 120_000,
    }, async () => {
      const db = join(tempDir(), `${id}.db`);
      const profile = BUILT_IN_PROFILES.find((known) => known.id === id);
      if (!profile) throw new Error(`no profile ${id}`);
      TableService.open({ dbPath: db, profile }).close();

      const {
        edge,
        standardError,
        profile: recordedFor,
        rounds,
      } = await computedEdge(db, {
        rounds: 50_000,
        seed: 11,
      });
      expect(recordedFor).toBe(id);
      expect(rounds).toBe(50_000);
      expect(standardError).toBeGreaterThan(0);
      expect(Math.abs(edge - (DOCUMENTED_EDGE[id] as number))).toBeLessThan(3 * standardError);
    });
});
