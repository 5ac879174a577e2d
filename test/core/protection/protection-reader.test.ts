import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playOneRound, type RoundDriver } from '../../../app/cli/simulation/record-rounds.js';
import { readProtection } from '../../../app/core/protection/protection-reader.js';
import { TableService } from '../../../app/core/table/table-service.js';
import { seededRandom } from '../../../engine/random/seeded.js';
import { open6d } from '../../../engine/rules/profiles/open-6d.js';
import { AutoTable } from '../../../engine/sim/auto-table.js';
import { CROUPIERS, counter, shift } from '../../engine/protection/synthetic-players.js';
import { tempDir } from '../log/log-fixtures.js';

describe('the game-protection signals read back from a stored log', () => {
  it('finds the counter and the croupier who misdeals through the fold of the log alone', () => {
    const dbPath = join(tempDir(), 'watched.db');
    const service = TableService.open({ dbPath, profile: open6d });
    const auto = new AutoTable({
      boxes: 1,
      strategy: counter.strategy(open6d),
      random: seededRandom(9),
      ...(counter.stake && { stake: counter.stake }),
    });
    const table = shift({ ana: 0.01, ben: 0.01, mia: 0.12, tom: 0.01 }, 4);
    const driver: RoundDriver = {
      nextInput: (phase, context) => table(phase, context) ?? auto.nextInput(phase, context),
    };
    let minute = 0;
    const clock = () => new Date(Date.UTC(2026, 10, 1, 18, 0, 0) + 2000 * minute++);
    service.db.exec('BEGIN IMMEDIATE');
    for (let round = 0; round < 1200; round++) playOneRound(service, driver, { clock, operator: 'sim' });
    service.db.exec('COMMIT');
    service.close();

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
});
