import { describe, expect, it } from 'vitest';
import { readProtection } from '../../../app/core/protection/protection-reader.js';
import { contextOf } from '../../../engine/round/table.js';
import { BOSS, openPlayedTable } from '../projections/projected-table.js';

describe("a croupier's voids and settlement mismatches, from the log", () => {
  it('counts the rounds a pit boss voided after they settled, and those first paid otherwise than the log now settles them', () => {
    const table = openPlayedTable(47);
    table.play(600);
    const { service, desk } = table;
    const played = contextOf(service.snapshot).round.number - 1;
    // A ruling voids a settled round: every stake back, what was paid then no longer stands.
    const voided = [3, 9, 14, 20].filter((round) => desk.voidRound(round, 'dealer error', BOSS).ok);
    // A re-settlement is recorded exactly when the ruling changed what the round pays.
    const repaid = voided.filter(
      (round) => service.log.factsOfRound(round).filter((e) => e.type === 'RoundSettled').length > 1,
    );
    service.close();

    const { report } = readProtection(table.dbPath);
    const total = (key: 'voids' | 'mismatches') =>
      report.croupiers.reduce((sum, line) => sum + line.counts[key], 0);
    expect(report.rounds).toBe(played + 1);
    expect(voided).toHaveLength(4);
    expect(total('voids')).toBe(4);
    expect(repaid.length).toBeGreaterThan(0);
    expect(total('mismatches')).toBe(repaid.length);
  });
});
