import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../app/core/sentences.js';
import { seededRandom } from '../../engine/random/seeded.js';
import { contextOf, openTable, phaseOf, submitInput } from '../../engine/round/table.js';
import { BUILT_IN_PROFILES } from '../../engine/rules/profiles.js';
import { AutoTable, drawToSeventeen } from '../../engine/sim/auto-table.js';

describe('the auto table that drives harnesses and benchmarks', () => {
  it.each(BUILT_IN_PROFILES.map((profile) => [profile.id, profile] as const))(
    '%s: plays 3,000 inputs without a refusal, through cut cards, new shoes and broke players',
    (_id, profile) => {
      const driver = new AutoTable({ boxes: 3, strategy: drawToSeventeen, random: seededRandom(7) });
      let snapshot = openTable(profile);
      let settled = 0;
      for (let step = 0; step < 3000; step++) {
        const input = driver.nextInput(phaseOf(snapshot), contextOf(snapshot));
        const result = submitInput(snapshot, input);
        if (!result.ok)
          throw new Error(`step ${step}: ${JSON.stringify(input)} refused: ${reasonOf(result)}`);
        if (phaseOf(result.snapshot) === 'settled' && phaseOf(snapshot) !== 'settled') settled++;
        snapshot = result.snapshot;
      }
      expect(settled).toBeGreaterThan(100);
    },
  );
});
