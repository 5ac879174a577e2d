import { foldLog, type SkippedFact } from '../../../engine/log/fold-log.js';
import type { LoggedEvent } from '../../../engine/log/log-events.js';
import type { RoundReport } from '../../../engine/round/report.js';
import { toLoggedEvent } from './log-mapping.js';
import { auditRound, type RoundAudit } from './round-audit.js';
import type { TableService } from './table-service.js';

export interface LogReplay {
  readonly profile: string;
  readonly rounds: RoundReport[];
  readonly audit: { readonly rounds: RoundAudit[]; readonly skipped: SkippedFact[] };
}

/** Every round of the log, replayed from the first fact, with the audit of each. */
export function replayWholeLog(service: TableService): LogReplay {
  const logged: LoggedEvent[] = [];
  for (const stored of service.store.iterateFrom(1)) logged.push(toLoggedEvent(stored));
  const fold = foldLog(logged);
  const byRound = new Map<number, LoggedEvent[]>();
  for (const entry of logged) {
    if (entry.round !== null) byRound.set(entry.round, [...(byRound.get(entry.round) ?? []), entry]);
  }
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
