import type Database from 'better-sqlite3';
import { foldStream } from '../../../engine/log/fold-log.js';
import type { HouseEdgeComputed, LoggedEvent, RoundSettled } from '../../../engine/log/log-events.js';
import { SeatedCards } from '../../../engine/protection/bettor-identity.js';
import { chooseEdge, type EdgeSource } from '../../../engine/protection/house-edge.js';
import { type ProtectionReport, ProtectionTally } from '../../../engine/protection/protection-report.js';
import { RoundWatch } from '../../../engine/protection/round-watch.js';
import type { WatchedRound } from '../../../engine/protection/watched-round.js';
import { sqlTypeList } from '../../../engine/table/event-kinds.js';
import { sameNets } from '../../../engine/table/resettle.js';
import { readBooksWithoutRounds, readOpening } from '../books/book-log.js';
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
 * through the round statechart with every round watched and added to the signals as it closes
 * (then let go: the reading holds the players, croupiers and days, not the rounds), the round
 * list's flags for corrections and the gaming day each round settled in, the books for the
 * croupier on duty's hours. Never written to: a surveillance reading leaves the table's file as it was.
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
    const opening = readOpening(log)?.event;
    const dayAt = gamingDayReader(gamingDayClockOf(opening));
    const listed = rows.prepare<[number], [string | null, number, number | null]>(ROUND_ROW).raw();
    const tally = new ProtectionTally();
    const days = new Set<string>();
    const edges = watchLog(log, (round, paid) => {
      // The day the round first settled, as the books count it (the round list's time), and its flags.
      const [time, correction, houseNet] = listed.get(round.number) ?? [null, 0, null];
      const day = time !== null && houseNet !== null ? dayAt(time) : null;
      if (request.day !== undefined && day !== request.day) return;
      if (day !== null) days.add(day);
      tally.add(round, day, { correction: correction === 1, mismatch: mismatched(paid, round) });
    });
    const hours = hoursOnDuty(log, rows, dayAt, request.day);
    const profile = opening?.profile.id ?? null;
    const rules = opening ? rulesHashOf(opening.profile) : null;
    const edge = chooseEdge(request.edge, edges, rules, profile);
    const report = tally.report(edge.edge, (croupier) => hours.get(croupier) ?? null);
    return { report, profile, days: [...days].sort(), edgeSource: edge.source };
  })();
}

const ROUND_ROW =
  'SELECT coalesce(r.settled_at, r.last_at), r.correction, s.house_net FROM round_list r LEFT JOIN session_rounds s ON s.round = r.round WHERE r.round = ?';

/**
 * Each croupier's hours on duty as the books count them (of one gaming day, or all).
 */
function hoursOnDuty(
  log: Database.Database,
  rows: Database.Database,
  dayAt: (iso: string) => string,
  day: string | undefined,
): Map<string, number> {
  const ledger = walkBooks(readBooksWithoutRounds(log, rows), dayAt);
  const hours = new Map<string, number>();
  for (const [each, line] of ledger.days)
    if (day === undefined || each === day)
      for (const [name, duty] of line.croupiers)
        hours.set(name, (hours.get(name) ?? 0) + duty.onDuty / 3_600_000);
  return hours;
}

/** Whether a bettor was first paid otherwise than the corrected log settles the round. */
function mismatched(paid: RoundSettled | undefined, round: WatchedRound): boolean {
  if (!paid || !round.netByBettor) return false;
  return !sameNets(paid.netByBettor, round.netByBettor);
}

/**
 * The log folded once, in order, every round watched with its bettors known by the player cards
 * presented at the seats, each handed to `closed` as it closes with the first settlement recorded
 * of it, then let go; the house edges recorded are returned.
 */
function watchLog(
  log: Database.Database,
  closed: (round: WatchedRound, paid: RoundSettled | undefined) => void,
): HouseEdgeComputed[] {
  const all = log.prepare<[], { position: number; stream: string; type: string; data: string }>(
    'SELECT position, stream, type, data FROM events ORDER BY position',
  );
  const refolds = log.prepare<[], { position: number; stream: string; type: string; data: string }>(
    `SELECT position, stream, type, data FROM events WHERE type IN (${sqlTypeList('refolds')}) ORDER BY position`,
  );
  const logged = (row: { position: number; stream: string; type: string; data: string }): LoggedEvent =>
    toLoggedEvent({ ...row, data: JSON.parse(row.data) });
  const corrections = refolds.all().map(logged);
  // The first settlement of each round still open: a later one of a closed round is a re-settlement.
  const paidThen = new Map<number, RoundSettled>();
  let lastClosed = Number.NEGATIVE_INFINITY;
  const edges: HouseEdgeComputed[] = [];
  const cards = new SeatedCards();
  function* facts(): Generator<LoggedEvent> {
    for (const row of all.iterate()) {
      const entry = logged(row);
      const { round, event } = entry;
      if (event.type === 'RoundSettled' && round !== null && round > lastClosed && !paidThen.has(round))
        paidThen.set(round, event);
      if (event.type === 'HouseEdgeComputed') edges.push(event);
      cards.heard(event);
      yield entry;
    }
  }
  const watch = new RoundWatch(cards.identity, (round) => {
    closed(round, paidThen.get(round.number));
    lastClosed = Math.max(lastClosed, round.number);
    for (const held of paidThen.keys()) if (held <= lastClosed) paidThen.delete(held);
  });
  foldStream(facts(), corrections, null, { observe: (before, after) => watch.observe(before, after) });
  watch.finish();
  return edges;
}
