import type { RoundReport } from '../round/report.js';
import { RoundTracker } from '../round/round-tracker.js';
import { applyEvent, openTable, type TableSnapshot } from '../round/table.js';
import { type RuleProfile, ruleProfileSchema } from '../rules/profile-schema.js';
import { isTableEvent, type LoggedEvent } from './log-events.js';

/** A recorded fact that no longer applies once a correction is taken into account. */
export interface SkippedFact {
  readonly position: number;
  readonly type: string;
  readonly reason: string;
}

export interface LogFold {
  /** The table as the corrected log leaves it; null while the log holds no opening. */
  readonly snapshot: TableSnapshot | null;
  readonly rounds: RoundReport[];
  readonly skipped: SkippedFact[];
}

export interface FoldHooks {
  /** Told after each fact the table took, with the table before and after it. */
  readonly observe?: (before: TableSnapshot, after: TableSnapshot, position: number) => void;
}

const isCorrection = (entry: LoggedEvent): boolean =>
  entry.event.type === 'CardCorrected' || entry.event.type === 'RoundVoided';

/**
 * Replay: the round statechart folded over the log, corrections applied. A corrected card replaces
 * the card of the `CardDrawn` it names; a void of a round already closed takes effect at that
 * round's end, just before the next round's first fact. The log is read once, in order, so a log
 * of any length folds in constant memory; `corrections` are the log's CardCorrected and
 * RoundVoided entries (few), known in advance so that a late void can be placed. Replay never
 * stops on a fact: one a correction made impossible is skipped and listed for the pit boss.
 */
export function foldStream(
  facts: Iterable<LoggedEvent>,
  corrections: readonly LoggedEvent[],
  start: TableSnapshot | null = null,
  hooks: FoldHooks = {},
): { snapshot: TableSnapshot | null; skipped: SkippedFact[] } {
  const cards = new Map<number, LoggedEvent['event']>();
  const voids = corrections.filter((entry) => entry.event.type === 'RoundVoided' && entry.round !== null);
  for (const { event } of corrections) {
    if (event.type === 'CardCorrected') cards.set(event.position, { type: 'CardDrawn', card: event.card });
  }
  const applied = new Set<number>();
  let snapshot = start;
  const skipped: SkippedFact[] = [];
  const apply = (entry: LoggedEvent): void => {
    const { position, event } = entry;
    if (event.type === 'TableOpened') {
      snapshot = openTable(storedProfile(event.profile), event.limits);
      return;
    }
    if (!isTableEvent(event)) return;
    if (!snapshot) {
      skipped.push({ position, type: event.type, reason: 'the table was not opened yet' });
      return;
    }
    const next = applyEvent(snapshot, event);
    if (!next.ok) {
      skipped.push({ position, type: event.type, reason: next.reason });
      return;
    }
    hooks.observe?.(snapshot, next.value, position);
    snapshot = next.value;
  };
  for (const entry of facts) {
    if (isCorrection(entry) && entry.event.type === 'RoundVoided') {
      if (!applied.has(entry.position)) apply(entry);
      continue;
    }
    // A void of an earlier round recorded after this fact takes effect before it.
    for (const late of voids) {
      if (
        late.position > entry.position &&
        !applied.has(late.position) &&
        entry.round !== null &&
        (late.round ?? 0) < entry.round
      ) {
        applied.add(late.position);
        apply(late);
      }
    }
    const card = entry.event.type === 'CardDrawn' ? cards.get(entry.position) : undefined;
    apply(card ? { ...entry, event: card } : entry);
  }
  return { snapshot, skipped };
}

/** Replays a whole list of logged events and reports every round as it ends. */
export function foldLog(logged: readonly LoggedEvent[], start: TableSnapshot | null = null): LogFold {
  const tracker = new RoundTracker();
  const fold = foldStream(logged, logged.filter(isCorrection), start, {
    observe: (before, after) => tracker.observe(before, after),
  });
  return {
    snapshot: fold.snapshot,
    rounds: fold.snapshot ? tracker.finish(fold.snapshot) : [],
    skipped: fold.skipped,
  };
}

/**
 * A profile as the log stored it, read through today's schema: a field added since (with its
 * default) reads as it would have been written, so an old log folds under the rules it was played
 * by. The profile was validated when the table opened; a stored one that fails now is a bug.
 */
function storedProfile(profile: RuleProfile): RuleProfile {
  return ruleProfileSchema.parse(profile);
}
