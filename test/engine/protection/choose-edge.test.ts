import { describe, expect, it } from 'vitest';
import type { HouseEdgeComputed } from '../../../engine/log/log-events.js';
import { chooseEdge } from '../../../engine/protection/house-edge.js';

const fact = (method: 'exact' | 'simulation', edge: number, rulesHash = 'classic'): HouseEdgeComputed => ({
  type: 'HouseEdgeComputed',
  method,
  edge,
  standardError: method === 'exact' ? 0 : 0.001,
  profile: 'classic-6d',
  rulesHash,
  rounds: method === 'exact' ? null : 200_000,
  seed: method === 'exact' ? null : 1,
  strategy: 'basic strategy',
});

describe("the edge a day's hold is expected from", () => {
  it('given an exact figure and a later simulation of the same rules, then the exact figure, as the ratings choose', () => {
    const recorded = [fact('exact', 0.0066), fact('simulation', 0.0071)];
    expect(chooseEdge(undefined, recorded, 'classic', 'classic-6d')).toEqual({
      edge: 0.0066,
      source: 'exact',
    });
  });

  it('given only a simulation of these rules (and an exact figure of other rules), then the simulation', () => {
    const recorded = [fact('exact', 0.002, 'open'), fact('simulation', 0.0071)];
    expect(chooseEdge(undefined, recorded, 'classic', 'classic-6d')).toEqual({
      edge: 0.0071,
      source: 'simulation',
    });
  });

  it("given none recorded, then the profile's simulated figure; given --edge, that", () => {
    expect(chooseEdge(undefined, [], 'classic', 'open-6d')).toEqual({ edge: 0.00222, source: 'profile' });
    expect(chooseEdge(0.005, [fact('exact', 0.0066)], 'classic', 'classic-6d')).toEqual({
      edge: 0.005,
      source: 'asked',
    });
  });
});
