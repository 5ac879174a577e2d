import { correctionsIn, foldStream } from '../../../engine/log/fold-log.js';
import { type RoundReport, roundReport } from '../../../engine/round/report.js';
import { contextOf, phaseOf } from '../../../engine/round/table.js';
import { type FactPlace, factPlace } from '../../../engine/views/fact-place.js';
import type { EventMetadata } from '../log/event-types.js';
import { auditRound } from '../table/round-audit.js';
import type { TableService } from '../table/table-service.js';

export interface ReplayStep {
  readonly position: number;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: EventMetadata;
  /** The round as it stood after this fact. */
  readonly round: RoundReport;
  /** Where it took place: the hand a card went to (a corrected card's, for its correction) or that acted, the dealer; null when the fact says it. */
  readonly at: FactPlace | null;
}

export interface RoundReplay {
  readonly steps: readonly ReplayStep[];
  readonly recorded: Readonly<Record<string, number>> | null;
  readonly recomputed: Readonly<Record<string, number>>;
  readonly matches: boolean;
}

/**
 * One round fact by fact, for the pit boss's scrubber: each fact of the round's stream with the
 * round as it stood after it, by the same fold as recall (corrections applied throughout), and the
 * audit of what was paid then against what replay pays now. Null for a round the log does not hold.
 */
export function replayRound(service: TableService, round: number): RoundReplay | null {
  const recalled = service.recallRound(round);
  const start = recalled.start;
  if (!start || !recalled.report) return null;
  const after = new Map<number, RoundReport>();
  const places = new Map<number, FactPlace | null>();
  const types = new Map(recalled.events.map((stored) => [stored.position, stored.type]));
  const corrections = correctionsIn(recalled.logged);
  foldStream(recalled.logged, corrections, start, {
    observe: (before, next, position) => {
      if (contextOf(next).round.number !== round) return;
      after.set(position, roundReport(contextOf(next), phaseOf(next)));
      places.set(position, factPlace(before, next, types.get(position) ?? ''));
    },
  });
  // A corrected card is said where the card it corrects went: the place of the fact it names.
  const placeOf = (stored: { position: number; type: string; data: unknown }): number =>
    stored.type === 'CardCorrected'
      ? Number((stored.data as { position?: unknown }).position)
      : stored.position;
  let current = roundReport(contextOf(start), phaseOf(start));
  const steps: ReplayStep[] = recalled.events.map((stored) => {
    current = after.get(stored.position) ?? current;
    return {
      position: stored.position,
      type: stored.type,
      data: stored.data,
      metadata: stored.metadata,
      round: current,
      at: places.get(placeOf(stored)) ?? null,
    };
  });
  const audit = auditRound(recalled.logged, recalled.report);
  return { steps, recorded: audit.recorded, recomputed: audit.recomputed, matches: audit.matches };
}
