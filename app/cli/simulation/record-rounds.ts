import { seededRandom } from '../../../engine/random/seeded.js';
import { codeOf } from '../../../engine/result.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { contextOf, phaseOf } from '../../../engine/round/table.js';
import type { TablePhase } from '../../../engine/round/table-machine.js';
import type { TableContext } from '../../../engine/round/types.js';
import { AutoTable } from '../../../engine/sim/auto-table.js';
import { RoundTally, type TallyTotals } from '../../../engine/sim/round-tally.js';
import { planParts } from '../../../engine/sim/run-parts.js';
import { basicStrategyFor } from '../../../engine/strategy/basic-strategy.js';
import type { TableService } from '../../core/table/table-service.js';

/** How the simulated rounds go into the log, and when to stop. */
export interface RecordingPlan {
  readonly boxes: number;
  /** Seeds the run as `sabot simulate --seed` does (a run of one part). */
  readonly seed: number;
  /** Rounds to play, unless `untilFacts` or `stop` ends the run first. */
  readonly rounds: number;
  /** Stop after the round in which the log reached this many facts (the benchmarks' logs). */
  readonly untilFacts?: number;
  /** The time of each input, as a clock at the table would have read it. */
  readonly clock: () => Date;
  readonly operator: string;
  readonly onRound?: (rounds: number) => void;
  /** Asked between two rounds: Ctrl-C ends the run after the round being recorded. */
  readonly stop?: () => boolean;
}

export interface RecordedRounds {
  readonly totals: TallyTotals;
  /** Facts appended to the log by this run (`RoundSettled` included). */
  readonly facts: number;
}

const ROUNDS_BETWEEN_TURNS = 16;
/** Table time is simulated, so rounds are committed together: a few syncs a second. */
const COMMIT_EVERY_MS = 250;

/**
 * Plays rounds at the table of `service` exactly as `sabot simulate` plays them (the auto table,
 * basic strategy, the run's seed), but every input goes through the table service: decided,
 * recorded with the source `simulator`, hash-chained, settled by the service like any live round.
 * Commits fall only between rounds (a round's facts, its `RoundSettled` included, are committed
 * together), so a run stopped at any moment leaves whole rounds.
 */
export async function recordRounds(service: TableService, plan: RecordingPlan): Promise<RecordedRounds> {
  const driver = new AutoTable(playersOf(service, plan));
  const tally = new RoundTally();
  tally.newTable();
  tally.shoes = 1;
  let shoe = contextOf(service.snapshot).shoe.shoeNumber;
  let facts = 0;
  const startFacts = service.log.lastPosition();
  const commits = new RoundCommits(service);
  try {
    while (tally.rounds < plan.rounds && !plan.stop?.()) {
      if (plan.untilFacts !== undefined && startFacts + facts >= plan.untilFacts) break;
      commits.beforeRound();
      facts += playOneRound(service, driver, plan);
      const context = contextOf(service.snapshot);
      tally.addRound(context.round);
      if (context.shoe.shoeNumber !== shoe) tally.shoes += 1;
      shoe = context.shoe.shoeNumber;
      commits.afterRound();
      plan.onRound?.(tally.rounds);
      await turnAfter(tally.rounds);
    }
    commits.finish();
  } catch (error) {
    commits.undo();
    throw error;
  }
  return { totals: tally.totals(), facts };
}

/** The simulated players at the table: its boxes, basic strategy, and the run's seed as one part. */
export function playersOf(service: TableService, plan: Pick<RecordingPlan, 'boxes' | 'seed'>) {
  const [part] = planParts(plan.seed, 1, 1);
  const strategy = basicStrategyFor(contextOf(service.snapshot).profile);
  return { boxes: plan.boxes, strategy, random: seededRandom(part?.seed ?? plan.seed) };
}

/** A turn of the event loop every few rounds, so that Ctrl-C is heard while the run goes on. */
export async function turnAfter(rounds: number): Promise<void> {
  if (rounds % ROUNDS_BETWEEN_TURNS === 0) await new Promise((resolve) => setImmediate(resolve));
}

/** Whatever makes a round's inputs from the table as it stands (the auto table, a simulated shift). */
export interface RoundDriver {
  nextInput(phase: TablePhase, context: TableContext): TableInput;
}

/** One round played through the table service, up to its settlement; the facts it appended. */
export function playOneRound(
  service: TableService,
  driver: RoundDriver,
  plan: Pick<RecordingPlan, 'clock' | 'operator'>,
): number {
  const meta = { source: 'simulator', operator: plan.operator } as const;
  let facts = 0;
  for (let settled = false; !settled; ) {
    const phase = phaseOf(service.snapshot);
    const input = driver.nextInput(phase, contextOf(service.snapshot));
    const result = service.submit(input, { ...meta, time: plan.clock() });
    if (!result.ok) {
      const round = contextOf(service.snapshot).round.number;
      throw new Error(
        `the table refused ${JSON.stringify(input)} in round ${round} (${phase}): ${codeOf(result.refusal)}`,
      );
    }
    facts += result.events.length;
    settled = phase !== 'settled' && phaseOf(service.snapshot) === 'settled';
  }
  return facts;
}

/**
 * Whole rounds per transaction: a commit only between two rounds, and at most every
 * COMMIT_EVERY_MS, so a disk sync (several milliseconds here) is not paid for every round.
 */
export class RoundCommits {
  #openedAt: number | null = null;

  constructor(private readonly service: TableService) {}

  beforeRound(): void {
    if (this.#openedAt !== null) return;
    this.service.batch.open();
    this.#openedAt = performance.now();
  }

  afterRound(): void {
    if (this.#openedAt !== null && performance.now() - this.#openedAt >= COMMIT_EVERY_MS) this.finish();
  }

  finish(): void {
    if (this.#openedAt === null) return;
    this.service.batch.commit();
    this.#openedAt = null;
  }

  /** After a failure: the rounds since the last commit are undone, and the head file follows. */
  undo(): void {
    if (this.#openedAt === null) return;
    this.service.batch.undo();
    this.#openedAt = null;
  }
}
