import { playOneRound, type RoundDriver } from '../../../app/cli/simulation/record-rounds.js';
import { reasonOf } from '../../../app/core/sentences.js';
import { TableService } from '../../../app/core/table/table-service.js';
import { seededRandom } from '../../../engine/random/seeded.js';
import { open6d } from '../../../engine/rules/profiles/open-6d.js';
import { AutoTable } from '../../../engine/sim/auto-table.js';
import { counter, shift } from '../../engine/protection/synthetic-players.js';

/**
 * An open-6d table's log, recorded through the table service: a Hi-Lo counter on box 1, four
 * croupiers in turn and one of them (mia) misdealing the deal's first card twelve times as often.
 * Inputs `inputMs` apart from `from`.
 */
export function recordCounterAndMisdeals(
  dbPath: string,
  rounds: number,
  from = Date.UTC(2026, 10, 1, 18),
  inputMs = 2000,
  /** A player card the counter presents at box 1 before the first round (absent: anonymous). */
  card?: string,
): void {
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
  let input = 0;
  const clock = () => new Date(from + inputMs * input++);
  try {
    service.batch.open();
    if (card !== undefined) {
      const seated = service.submit(
        { type: 'seat', box: 1, player: card, name: 'box1' },
        { source: 'keyboard', operator: 'sim', time: clock() },
      );
      if (!seated.ok) throw new Error(`the counter's card was refused: ${reasonOf(seated)}`);
    }
    for (let round = 0; round < rounds; round++) playOneRound(service, driver, { clock, operator: 'sim' });
    service.batch.commit();
  } finally {
    service.close();
  }
}
