import { foldFacts, type LogFold, type SkippedFact } from '../../../engine/log/fold-log.js';
import type { LoggedEvent } from '../../../engine/log/log-events.js';
import type { RoundReport } from '../../../engine/round/report.js';
import type { EventStore } from '../log/event-store.js';
import { loggedFactsFrom } from '../log/log-mapping.js';
import { auditRound, type RoundAudit } from './round-audit.js';
import type { TableService } from './table-service.js';

export interface LogReplay {
  readonly profile: string;
  readonly rounds: RoundReport[];
  readonly audit: { readonly rounds: RoundAudit[]; readonly skipped: SkippedFact[] };
}

/**
 * Replay of the stored facts from `from` (before `until`): the log read a page at a time, only
 * the columns the fold needs, each fact parsed once and folded as it is read (loggedFactsFrom),
 * with the log's corrections read beforehand. `seen` is told of each fact as it is folded.
 */
export function replayLog(
  store: EventStore,
  corrections: readonly LoggedEvent[],
  options: { from?: number; until?: number; seen?: (entry: LoggedEvent) => void } = {},
): LogFold {
  const facts = loggedFactsFrom(store, options.from ?? 1, options.until);
  const seen = options.seen;
  return foldFacts(seen ? tell(facts, seen) : facts, corrections);
}

function* tell(facts: Iterable<LoggedEvent>, seen: (entry: LoggedEvent) => void): Generator<LoggedEvent> {
  for (const entry of facts) {
    seen(entry);
    yield entry;
  }
}

/** Every round of the log, replayed from the first fact, with the audit of each. */
export function replayWholeLog(service: TableService): LogReplay {
  // Each round's facts, for its audit (a round's list grows in place, not copied at every fact).
  const byRound = new Map<number, LoggedEvent[]>();
  const fold = service.log.replay({
    seen: (entry) => {
      if (entry.round === null) return;
      const facts = byRound.get(entry.round);
      if (facts) facts.push(entry);
      else byRound.set(entry.round, [entry]);
    },
  });
  return {
    profile: service.snapshot.context.profile.id,
    rounds: fold.rounds,
    audit: {
      rounds: fold.rounds.map((report) => auditRound(byRound.get(report.round) ?? [], report)),
      skipped: fold.skipped,
    },
  };
}

/** One round, from its cached starting point: the same time whatever the log's length. */
export function replayOneRound(service: TableService, round: number): LogReplay {
  const recalled = service.recallRound(round);
  const rounds = recalled.report ? [recalled.report] : [];
  return {
    profile: service.snapshot.context.profile.id,
    rounds,
    audit: { rounds: rounds.map((report) => auditRound(recalled.logged, report)), skipped: recalled.skipped },
  };
}
