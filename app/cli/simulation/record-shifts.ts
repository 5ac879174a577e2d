import type { Inventory } from '../../../engine/books/types.js';
import { codeOf } from '../../../engine/result.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { contextOf } from '../../../engine/round/table.js';
import { type ShiftBooks, type ShiftStaff, ShiftTable } from '../../../engine/sim/shift-table.js';
import type { TableService } from '../../core/table/table-service.js';
import { playersOf, playOneRound, type RecordingPlan, RoundCommits, turnAfter } from './record-rounds.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A round's inputs are spread over its share of the hour, at most this many of them. */
const INPUTS_PER_ROUND_SLOT = 64;

/** How whole gaming days of one table go into the log. */
export interface ShiftPlan extends Pick<RecordingPlan, 'boxes' | 'seed' | 'operator' | 'onRound'> {
  readonly days: number;
  /** Hours the table is open each gaming day. */
  readonly hours: number;
  readonly roundsPerHour: number;
  /** When the first gaming day opens; each next day opens 24 hours later. */
  readonly from: Date;
  readonly staff: ShiftStaff;
  /** The tray the table opens with on its first day, and the par fills and credits keep it at. */
  readonly par: Inventory;
  /** The tray as the log leaves it: the last closer, or the par on a table never opened. */
  readonly tray: Inventory;
  /** Asked between two rounds: Ctrl-C closes the day being played and ends the run. */
  readonly stop?: () => boolean;
}

export interface RecordedShifts {
  readonly days: number;
  readonly rounds: number;
  readonly facts: number;
  readonly books: ShiftBooks;
  /** The last closer, in the tray's own count. */
  readonly closer: Inventory;
}

/**
 * Plays `days` gaming days at the table of `service`, every input through the table service with
 * the source `simulator` and a simulated clock: the opener at the day's opening time, rounds at
 * `roundsPerHour`, a croupier change each hour, fills and credits between rounds as the tray
 * needs them, the closer when the hours are over. Commits fall only between rounds.
 */
export async function recordShifts(service: TableService, plan: ShiftPlan): Promise<RecordedShifts> {
  const table = new ShiftTable(
    {
      ...playersOf(service, plan),
      staff: plan.staff,
      par: plan.par,
      tray: plan.tray,
    },
    contextOf(service.snapshot),
  );
  const slotMs = HOUR_MS / plan.roundsPerHour;
  const clock = new SimulatedClock(slotMs / INPUTS_PER_ROUND_SLOT);
  const commits = new RoundCommits(service);
  const startFacts = service.log.lastPosition();
  let rounds = 0;
  let days = 0;
  const submitAll = (inputs: readonly TableInput[]): void => {
    for (const input of inputs) submitted(service, input, clock.next(), plan.operator);
  };
  try {
    for (let day = 0; day < plan.days && !plan.stop?.(); day++) {
      const opens = plan.from.getTime() + day * DAY_MS;
      clock.atLeast(opens);
      commits.beforeRound();
      submitAll(table.openDay(day, contextOf(service.snapshot)));
      const roundsToday = Math.floor(plan.hours * plan.roundsPerHour);
      let relief = opens + HOUR_MS;
      for (let round = 0; round < roundsToday && !plan.stop?.(); round++) {
        commits.beforeRound();
        clock.atLeast(opens + (round + 0.5) * slotMs);
        if (clock.now >= relief) {
          submitAll(table.nextCroupier(contextOf(service.snapshot)));
          relief += HOUR_MS;
        }
        submitAll(table.playersBeforeRound(contextOf(service.snapshot)));
        for (let slip = table.cageSlip(contextOf(service.snapshot)); slip !== null; ) {
          submitAll([slip]);
          slip = table.cageSlip(contextOf(service.snapshot));
        }
        playOneRound(service, table, { clock: () => clock.next(), operator: plan.operator });
        table.settled(contextOf(service.snapshot).round);
        rounds += 1;
        commits.afterRound();
        plan.onRound?.(rounds);
        await turnAfter(rounds);
      }
      commits.beforeRound();
      clock.atLeast(opens + plan.hours * HOUR_MS);
      submitAll([table.closeDay(contextOf(service.snapshot))]);
      days += 1;
    }
    commits.finish();
  } catch (error) {
    commits.undo();
    throw error;
  }
  const facts = service.log.lastPosition() - startFacts;
  return { days, rounds, facts, books: table.books, closer: table.tray.inventory() };
}

function submitted(service: TableService, input: TableInput, time: Date, operator: string): void {
  const result = service.submit(input, { source: 'simulator', operator, time });
  if (!result.ok) throw new Error(`the table refused ${JSON.stringify(input)}: ${codeOf(result.refusal)}`);
}

/** Table time: each input a step after the one before, never earlier than the time it is moved to. */
class SimulatedClock {
  now = 0;

  constructor(private readonly stepMs: number) {}

  atLeast(time: number): void {
    this.now = Math.max(this.now, time);
  }

  next(): Date {
    const time = new Date(Math.round(this.now));
    this.now += this.stepMs;
    return time;
  }
}
