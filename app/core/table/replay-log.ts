import { foldFacts, type LogFold, type SkippedFact } from '../../../engine/log/fold-log.js';
import type { LoggedEvent } from '../../../engine/log/log-events.js';
import type { RoundReport } from '../../../engine/round/report.js';
import type { EventStore } from '../log/event-store.js';
import { loggedFactsFrom } from '../log/log-mapping.js';
import { auditReads, auditRound, type RoundAudit } from './round-audit.js';
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
  options: ReplayOptions = {},
): LogFold {
  const facts = loggedFactsFrom(store, options.from ?? 1, options.until);
  const seen = options.seen;
  return foldFacts(seen ? tell(facts, seen) : facts, corrections, null, options.onRound);
}

export interface ReplayOptions {
  readonly from?: number;
  readonly until?: number;
  /** Told of each fact as it is folded. */
  readonly seen?: (entry: LoggedEvent) => void;
  /** Told of each round as it ends; the fold's `rounds` then stays empty (see foldFacts). */
  readonly onRound?: (round: RoundReport) => void;
}

function* tell(facts: Iterable<LoggedEvent>, seen: (entry: LoggedEvent) => void): Generator<LoggedEvent> {
  for (const entry of facts) {
    seen(entry);
    yield entry;
  }
}

/** A replayed round and its audit. */
export interface ReplayedRound {
  readonly report: RoundReport;
  readonly audit: RoundAudit;
}

/** What a replay of the whole log leaves once its rounds are handed over. */
export interface RoundsReplayed {
  readonly profile: string;
  readonly rounds: number;
  readonly skipped: SkippedFact[];
}

/**
 * Every round of the log replayed from the first fact, handed to `onRound` with its audit as the
 * fold ends it: a log of years replays in constant memory. Of the round in play only the facts its
 * audit reads are kept (settlements and rulings); those recorded after the round ended (a late void,
 * a re-settlement, a note days later) are read from its stream through the index as it is handed
 * over. `onFact` is told the position of each fact as it is read (a progress bar).
 */
export function replayRounds(
  service: TableService,
  onRound: (round: ReplayedRound) => void,
  onFact?: (position: number) => void,
): RoundsReplayed {
  const pending = new Map<number, LoggedEvent[]>();
  let read = 0;
  let rounds = 0;
  const fold = service.log.replay({
    seen: (entry) => {
      read = entry.position;
      onFact?.(read);
      if (entry.round === null || !auditReads(entry.event.type)) return;
      const facts = pending.get(entry.round);
      if (facts) facts.push(entry);
      else pending.set(entry.round, [entry]);
    },
    onRound: (report) => {
      const facts = pending.get(report.round) ?? [];
      facts.push(...service.log.factsOfRoundAfter(report.round, read));
      // A round ended is never reported again: what is kept of it and of any before it goes.
      for (const round of pending.keys()) if (round <= report.round) pending.delete(round);
      rounds += 1;
      onRound({ report, audit: auditRound(facts, report) });
    },
  });
  return { profile: service.snapshot.context.profile.id, rounds, skipped: fold.skipped };
}

/** Every round of the log with its audit, held in one list: for a log known to be short. */
export function replayWholeLog(service: TableService): LogReplay {
  const replayed: ReplayedRound[] = [];
  const { profile, skipped } = replayRounds(service, (round) => replayed.push(round));
  return {
    profile,
    rounds: replayed.map(({ report }) => report),
    audit: { rounds: replayed.map(({ audit }) => audit), skipped },
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
