import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recordRounds } from '../../app/cli/simulation/record-rounds.js';
import { simulateIntoLog } from '../../app/cli/simulation/simulate-into-log.js';
import { readShiftReport } from '../../app/core/books/shift-report-reader.js';
import { TableService } from '../../app/core/table/table-service.js';
import { type ShiftFigures, shiftFigures } from '../../app/pit/center/floor-line.js';
import { seededRandom } from '../../engine/random/seeded.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { tempDir } from '../core/log/log-fixtures.js';

const from = new Date(Date.UTC(2026, 11, 1, 18));
const opened: TableService[] = [];
afterEach(() => {
  for (const service of opened.splice(0)) service.close();
});

/** The figures a floor line shows, as the shift report read whole from the file (nothing written) has them. */
const reportOf = (file: string) => {
  const { day, drop, win, hold } = readShiftReport(file, { write: false }).report;
  return { day, drop, win, hold };
};
const shown = ({ day, drop, win, hold }: ShiftFigures) => ({ day, drop, win, hold });

describe("the floor's shift figures, read on the table's own connection", () => {
  it('equal the shift report read whole from the file, after any sequence of rounds', async () => {
    const file = join(tempDir(), 'bj-7.db');
    await simulateIntoLog({
      db: file,
      profile: classic6d,
      boxes: 2,
      rounds: 12,
      seed: 41,
      from,
      operator: 'lea',
    });
    let clock = from.getTime() + 3_600_000;
    const tick = () => {
      clock += 4_000;
      return new Date(clock);
    };
    const service = TableService.open({ dbPath: file, clock: tick });
    opened.push(service);
    const meta = () => ({ source: 'script', operator: 'lea', time: tick() }) as const;
    const books = service.submit(
      { type: 'table-open', inventory: { '100': 50 }, by: { croupier: 'lea', supervisor: 'pat' } },
      meta(),
    );
    expect(books.ok).toBe(true);
    const random = seededRandom(2026);
    let figures = shiftFigures(service, 'bj-7', null, new Date(clock));
    expect(shown(figures)).toEqual(reportOf(file));
    const moved = new Set([JSON.stringify(shown(figures))]);
    for (let step = 0; step < 10; step += 1) {
      const rounds = Math.floor(random() * 3);
      if (random() < 0.5) {
        const buyIn = service.submit(
          { type: 'buy-in', box: 1, amount: 20 * (1 + Math.floor(random() * 5)) },
          meta(),
        );
        expect(buyIn.ok).toBe(true);
      }
      await recordRounds(service, { boxes: 2, seed: 100 + step, rounds, clock: tick, operator: 'lea' });
      // Within the minute: read again only when a fact since the last read moves the figures.
      figures = shiftFigures(service, 'bj-7', figures, new Date(clock));
      expect(shown(figures), `after step ${step} (${rounds} rounds)`).toEqual(reportOf(file));
      expect(figures.position).toBe(service.log.lastPosition());
      moved.add(JSON.stringify(shown(figures)));
    }
    // The sequence moved the figures (drop and win): the comparison above saw them change.
    expect(moved.size).toBeGreaterThan(3);
  });
});
