import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readProtection } from '../../../app/core/protection/protection-reader.js';
import { CROUPIERS } from '../../engine/protection/synthetic-players.js';
import { tempDir } from '../log/log-fixtures.js';
import { recordCounterAndMisdeals } from './watched-log.js';

describe('the game-protection signals read back from a stored log', () => {
  it('finds the counter and the croupier who misdeals through the fold of the log alone', () => {
    const dbPath = join(tempDir(), 'watched.db');
    recordCounterAndMisdeals(dbPath, 1200);

    const { report, profile, days } = readProtection(dbPath);
    expect(profile).toBe('open-6d');
    expect(days.length).toBeGreaterThanOrEqual(1);
    expect(report.rounds).toBe(1200);
    const [betting] = report.countBetting;
    expect(betting?.identity).toBe('box1');
    expect(betting?.flagged).toBe(true);
    expect(report.croupiers.map((line) => line.croupier)).toEqual(CROUPIERS);
    expect(
      report.croupiers.filter((line) => line.standsOut.includes('misdeals')).map((l) => l.croupier),
    ).toEqual(['mia']);
    expect(report.croupiers.every((line) => line.counts.mismatches === 0)).toBe(true);
  }, 60_000);

  it('given the counter presented a player card at the seat, then the signal names the player, not the box', () => {
    const dbPath = join(tempDir(), 'carded.db');
    recordCounterAndMisdeals(dbPath, 600, undefined, undefined, 'P-10442');

    const { report } = readProtection(dbPath);
    const identities = report.countBetting.map((line) => line.identity);
    expect(identities).toContain('P-10442');
    expect(identities).not.toContain('box1');
  }, 60_000);
});
