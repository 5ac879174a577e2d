import type Database from 'better-sqlite3';
import { foldStream } from '../../../engine/log/fold-log.js';
import type { HouseEdgeComputed, LoggedEvent, RoundSettled } from '../../../engine/log/log-events.js';
import { SeatedCards } from '../../../engine/protection/bettor-identity.js';
import { chooseEdge, type EdgeSource } from '../../../engine/protection/house-edge.js';
import { type ProtectionReport, protectionReport } from '../../../engine/protection/protection-report.js';
import { RoundWatch } from '../../../engine/protection/round-watch.js';
import type { WatchedRound } from '../../../engine/protection/watched-round.js';
import { sqlTypeList } from '../../../engine/table/event-kinds.js';
import { sameNets } from '../../../engine/table/resettle.js';
import { readBookLog } from '../books/book-log.js';
import { walkBooks } from '../books/book-walk.js';
import { gamingDayReader } from '../books/gaming-day.js';
import { gamingDayClockOf } from '../books/shift-report-reader.js';
import { toLoggedEvent } from '../log/log-mapping.js';
import { openProjectedLog } from '../projections/round-list-reader.js';
import { rulesHashOf } from '../projections/rules-hash.js';

export interface ProtectionRequest {
  /** One gaming day (`YYYY-MM-DD`); absent: every round of the log. */
  readonly day?: string;
  /**
   * The house edge the days' holds are expected from; absent: the latest edge recorded in the log
   * for the table's rules (`sabot edge compute`), else the profile's simulated figure.
   */
  readonly edge?: number;
}

export interface ProtectionRead {
  readonly report: ProtectionReport;
  readonly profile: string | null;
  /** The gaming days the rounds read fall in, oldest first. */
  readonly days: readonly string[];
  /** Where the hold's house edge came from: the exact figure recorded in the log, as a rule. */
  readonly edgeSource: EdgeSource;
  readonly note: string | null;
}

/**
 * The game-protection signals of the log at `dbPath`, from the log alone: its facts folded once
 * through the round statechart with every round watched, the round list's flags for corrections,
 * the books for the croupier on duty's hours and the gaming day each round settled in. Never
 * written to: a surveillance reading leaves the table's file as it was.
 */
export function readProtection(dbPath: string, request: ProtectionRequest = {}): ProtectionRead {
  const opened = openProjectedLog(dbPath, { write: false });
  try {
    return { ...protectionOfLog(opened.log, opened.rows, request), note: opened.note };
  } finally {
    opened.close();
  }
}

function protectionOfLog(
  log: Database.Database,
  rows: Database.Database,
  request: ProtectionRequest,
): Omit<ProtectionRead, 'note'> {
  return log.transaction(() => {
    const books = readBookLog(log, rows);
    const opening = books.opening?.event;
    const dayAt = gamingDayReader(gamingDayClockOf(opening));
    const { rounds, paidThen, edges } = watchLog(log);
    const settledDay = new Map(books.settlements.map((settled) => [settled.round, dayAt(settled.time)]));
    const inDay = (round: number): string | null => {
      const day = settledDay.get(round) ?? null;
      return request.day === undefined || day === request.day ? day : null;
    };
    const chosen =
      request.day === undefined ? rounds : rounds.filter((round) => inDay(round.number) !== null);
    const ledger = walkBooks(books, dayAt);
    const hours = new Map<string, number>();
    for (const [day, line] of ledger.days)
      if (request.day === undefined || day === request.day)
        for (const [name, duty] of line.croupiers)
          hours.set(name, (hours.get(name) ?? 0) + duty.onDuty / 3_600_000);
    const byNumber = new Map(chosen.map((round) => [round.number, round]));
    const profile = opening?.profile.id ?? null;
    const rules = opening ? rulesHashOf(opening.profile) : null;
    const edge = chooseEdge(request.edge, edges, rules, profile);
    const report = protectionReport(chosen, {
      edge: edge.edge,
      dayOf: inDay,
      troubleOf: (round) => ({
        correction: books.flags.get(round)?.correction === true,
        mismatch: mismatched(paidThen.get(round), byNumber.get(round)),
      }),
      hoursOf: (croupier) => hours.get(croupier) ?? null,
    });
    const days = [
      ...new Set(chosen.map((round) => inDay(round.number)).filter((day) => day !== null)),
    ].sort();
    return { report, profile, days, edgeSource: edge.source };
  })();
}

/** Whether a bettor was first paid otherwise than the corrected log settles the round. */
function mismatched(paid: RoundSettled | undefined, round: WatchedRound | undefined): boolean {
  if (!paid || !round?.netByBettor) return false;
  return !sameNets(paid.netByBettor, round.netByBettor);
}

/**
 * The log folded once, in order, every round watched with its bettors known by the player cards
 * presented at the seats; the first settlement recorded of each round kept, and the house edges
 * recorded.
 */
function watchLog(log: Database.Database): {
  rounds: WatchedRound[];
  paidThen: Map<number, RoundSettled>;
  edges: HouseEdgeComputed[];
} {
  const all = log.prepare<[], { position: number; stream: string; type: string; data: string }>(
    'SELECT position, stream, type, data FROM events ORDER BY position',
  );
  const refolds = log.prepare<[], { position: number; stream: string; type: string; data: string }>(
    `SELECT position, stream, type, data FROM events WHERE type IN (${sqlTypeList('refolds')}) ORDER BY position`,
  );
  const logged = (row: { position: number; stream: string; type: string; data: string }): LoggedEvent =>
    toLoggedEvent({ ...row, data: JSON.parse(row.data) });
  const corrections = refolds.all().map(logged);
  const paidThen = new Map<number, RoundSettled>();
  const edges: HouseEdgeComputed[] = [];
  const cards = new SeatedCards();
  function* facts(): Generator<LoggedEvent> {
    for (const row of all.iterate()) {
      const entry = logged(row);
      if (entry.event.type === 'RoundSettled' && entry.round !== null && !paidThen.has(entry.round))
        paidThen.set(entry.round, entry.event);
      if (entry.event.type === 'HouseEdgeComputed') edges.push(entry.event);
      cards.heard(entry.event);
      yield entry;
    }
  }
  const watch = new RoundWatch(cards.identity);
  foldStream(facts(), corrections, null, { observe: (before, after) => watch.observe(before, after) });
  return { rounds: watch.finish(), paidThen, edges };
}
