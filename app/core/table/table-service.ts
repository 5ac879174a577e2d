import { existsSync, statSync } from 'node:fs';
import type Database from 'better-sqlite3';
import type { Card } from '../../../engine/cards/card.js';
import { foldLog, type SkippedFact } from '../../../engine/log/fold-log.js';
import {
  type CardCorrected,
  type LogEvent,
  type LoggedEvent,
  type RulingRecorded,
  roundOfStream,
} from '../../../engine/log/log-events.js';
import type { TableEvent } from '../../../engine/round/events.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import type { RoundReport } from '../../../engine/round/report.js';
import {
  applyEvent,
  contextOf,
  openTable,
  phaseOf,
  submitInput,
  type TableSnapshot,
} from '../../../engine/round/table.js';
import type { TableLimits } from '../../../engine/round/types.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import type { RoundSettlement } from '../../../engine/settlement/round.js';
import { CHECK_IN_BACKGROUND_ABOVE_BYTES, quickCheckInBackground } from '../log/background-check.js';
import { headPathFor } from '../log/chain-head.js';
import { openLogDatabase } from '../log/database.js';
import { EventStore } from '../log/event-store.js';
import type { EventMetadata, EventSource, StoredEvent } from '../log/event-types.js';
import { Journal, type JournalEntry } from '../log/journal.js';
import { LogMovedOnError, LogUnusableError } from '../log/log-errors.js';
import { attachProjections } from '../projections/attach-projections.js';
import { toLoggedEvent, toNewEvent } from './log-mapping.js';
import { sameNets } from './round-audit.js';
import { SnapshotCache } from './snapshot-cache.js';

/** Who and what an input comes from; the time is the service's clock unless given. */
export interface InputMeta {
  readonly source: EventSource;
  readonly operator: string;
  readonly deviceSeq?: number;
  readonly time?: Date;
}

export type SubmitResult =
  | { readonly ok: true; readonly events: readonly StoredEvent[] }
  | { readonly ok: false; readonly reason: string };

export interface TableUpdate {
  readonly snapshot: TableSnapshot;
  readonly events: readonly StoredEvent[];
}

/** A fact that changes what the log's facts fold into. */
export type Correction = CardCorrected | Extract<TableEvent, { type: 'RoundVoided' }>;

export interface RecalledRound {
  readonly events: StoredEvent[];
  readonly logged: LoggedEvent[];
  /** Undefined for a round the log does not hold. */
  readonly report: RoundReport | undefined;
  readonly skipped: SkippedFact[];
  /** The round's settlement as replay computes it now, once settled. */
  readonly settlement: RoundSettlement | null;
}

export interface OpenTableOptions {
  readonly dbPath: string;
  /** Needed for a new log; for an existing one it must match the table the log holds. */
  readonly profile?: RuleProfile;
  readonly limits?: TableLimits;
  readonly clock?: () => Date;
  readonly operator?: string;
}

/**
 * The one path for every fact: an input is decided by the round statechart, the resulting facts
 * are appended to the log in one transaction, and only after the commit does the table change and
 * do subscribers hear of it. Refusals are journaled. Calls are synchronous, so inputs are served
 * one at a time in the order they arrive.
 */
export class TableService {
  #snapshot: TableSnapshot;
  /**
   * The last position of the log this table holds. Another process may append to the same file
   * (`sabot ruling`, `sabot play --db` while the table is served): the table then folds the log
   * again before it decides anything (`catchUpWithLog`).
   */
  #knownTail: number;
  readonly #lastCardDrawn: Database.Statement<[], { position: number; stream: string; metadata: string }>;
  readonly #listeners = new Set<(update: TableUpdate) => void>();
  /** A refusal, with what must be recorded beside it (a card frame's row), in one commit. */
  readonly #journalRefusal: Database.Transaction<(refusal: JournalEntry, alongside?: () => void) => void>;

  private constructor(
    readonly db: Database.Database,
    readonly store: EventStore,
    readonly journal: Journal,
    readonly snapshots: SnapshotCache,
    private readonly clock: () => Date,
    snapshot: TableSnapshot,
    knownTail: number,
  ) {
    this.#snapshot = snapshot;
    this.#knownTail = knownTail;
    this.#journalRefusal = db.transaction((refusal: JournalEntry, alongside?: () => void) => {
      alongside?.();
      this.journal.append(refusal);
    });
    this.#lastCardDrawn = db.prepare(
      "SELECT position, stream, metadata FROM events WHERE type = 'CardDrawn' ORDER BY position DESC LIMIT 1",
    );
  }

  static open(options: OpenTableOptions): TableService {
    const large =
      existsSync(options.dbPath) && statSync(options.dbPath).size > CHECK_IN_BACKGROUND_ABOVE_BYTES;
    const db = openLogDatabase(options.dbPath, { quickCheck: !large });
    try {
      const store = new EventStore(db, headPathFor(options.dbPath));
      const clock = options.clock ?? (() => new Date());
      const snapshots = new SnapshotCache(db, store);
      attachProjections(db, store, snapshots);
      const opening = store.readFrom(1, 1)[0];
      if (!opening) {
        if (!options.profile) {
          throw new LogUnusableError(
            'cannot-open',
            `${options.dbPath} holds no table yet: name its profile to open one`,
          );
        }
        const limits = options.limits ?? contextOf(openTable(options.profile)).limits;
        const opened: LogEvent = { type: 'TableOpened', profile: options.profile, limits };
        store.append([
          toNewEvent(opened, null, {
            time: clock().toISOString(),
            source: 'system',
            operator: options.operator ?? 'system',
          }),
        ]);
      }
      // The tail read before the fold: whatever the fold also reads beyond it is folded again once.
      const knownTail = store.lastPosition();
      const snapshot = snapshots.currentTable();
      const heldId = contextOf(snapshot).profile.id;
      if (options.profile && options.profile.id !== heldId) {
        throw new LogUnusableError(
          'cannot-open',
          `${options.dbPath} is the log of a ${heldId} table, not ${options.profile.id}`,
        );
      }
      const service = new TableService(db, store, new Journal(db), snapshots, clock, snapshot, knownTail);
      service.integrity = large ? quickCheckInBackground(options.dbPath) : Promise.resolve({ ok: true });
      return service;
    } catch (error) {
      db.close();
      throw error;
    }
  }

  /**
   * SQLite's integrity check of the file: done before opening a small log, and on another thread
   * for a large one (start-up stays under a second); a failure is for the croupier's alarms.
   */
  integrity: Promise<{ ok: true } | { ok: false; problem: string }> = Promise.resolve({ ok: true });

  get snapshot(): TableSnapshot {
    return this.#snapshot;
  }

  /**
   * Decides, records, then applies an input from the table. `alongside` writes what must be
   * recorded with the decision, accepted or refused, in the same commit (the device journal's row
   * of the frame that brought a card: one synced commit per card instead of two).
   */
  submit(input: TableInput, meta: InputMeta, alongside?: () => void): SubmitResult {
    return this.#onTheLatestTable(() => {
      const decided = submitInput(this.#snapshot, input);
      if (!decided.ok) return this.#refuse(input, decided.reason, meta, alongside);
      return this.#commit(decided.snapshot, decided.event, meta, alongside);
    });
  }

  /** A fact that comes from the service itself rather than the table's inputs (a ruling's void). */
  applyFact(event: TableEvent, meta: InputMeta): SubmitResult {
    return this.#onTheLatestTable(() => {
      const applied = applyEvent(this.#snapshot, event);
      if (!applied.ok) return this.#refuse(event, applied.reason, meta);
      return this.#commit(applied.value, event, meta);
    });
  }

  /**
   * Folds the table again when another process appended to the log since this table last read
   * or wrote it, and tells subscribers of those facts; true when it did. Called before every
   * decision, and by the live table every second so that screens show a ruling made elsewhere.
   */
  catchUpWithLog(): boolean {
    const tail = this.store.lastPosition();
    if (tail === this.#knownTail) return false;
    const elsewhere = this.store.readFrom(this.#knownTail + 1, tail - this.#knownTail);
    this.#snapshot = this.snapshots.currentTable();
    this.#knownTail = tail;
    this.#notify(elsewhere);
    return true;
  }

  /**
   * Decides on the table as the log holds it: the commit expects the log's tail this table knows,
   * and another process's append in between (LogMovedOnError, nothing written) means catching up
   * and deciding again.
   */
  #onTheLatestTable<T>(decide: () => T): T {
    for (let attempt = 1; ; attempt++) {
      this.catchUpWithLog();
      try {
        return decide();
      } catch (error) {
        if (!(error instanceof LogMovedOnError) || attempt === 3) throw error;
      }
    }
  }

  /** After appending without an expected tail: the table knows the log to there only if nothing came between. */
  #appended(events: readonly StoredEvent[]): void {
    const first = events[0];
    const last = events.at(-1);
    if (first && last && first.position === this.#knownTail + 1) this.#knownTail = last.position;
  }

  #refuse(asked: unknown, reason: string, meta: InputMeta, alongside?: () => void): SubmitResult {
    const time = (meta.time ?? this.clock()).toISOString();
    const refusal = {
      time,
      kind: 'refusal' as const,
      operator: meta.operator,
      source: meta.source,
      asked,
      reason,
    };
    this.#journalRefusal.immediate(refusal, alongside);
    return { ok: false, reason };
  }

  /** Appends the fact (and the settlement it completed) in one transaction, then moves the table. */
  #commit(after: TableSnapshot, event: TableEvent, meta: InputMeta, alongside?: () => void): SubmitResult {
    const before = this.#snapshot;
    const round = contextOf(after).round.number;
    const time = (meta.time ?? this.clock()).toISOString();
    const metadata = {
      time,
      source: meta.source,
      operator: meta.operator,
      ...(meta.deviceSeq !== undefined && { deviceSeq: meta.deviceSeq }),
    };
    const facts: LogEvent[] = [event];
    const settlement = contextOf(after).round.settlement;
    if (phaseOf(after) === 'settled' && settlement && settlement !== contextOf(before).round.settlement) {
      facts.push({ type: 'RoundSettled', netByBettor: settlement.netByBettor, lines: settlement.lines });
    }
    const events = this.store.append(
      facts.map((fact) => toNewEvent(fact, round, metadata)),
      { logTail: this.#knownTail },
      alongside,
    );
    this.#knownTail = events.at(-1)?.position ?? this.#knownTail;
    if (round !== contextOf(before).round.number)
      this.snapshots.roundOpened(round, before, (events[0]?.position ?? 1) - 1);
    this.#snapshot = after;
    this.#notify(events);
    return { ok: true, events };
  }

  /**
   * Appends corrections (log-only facts, or a void of a closed round) and refolds the table from
   * the log: what came after them may have changed.
   */
  recordAndRefold(facts: readonly { event: Correction; round: number }[], meta: InputMeta): StoredEvent[] {
    const metadata = this.#logOnlyMetadata(meta);
    this.catchUpWithLog();
    const events = this.store.append(facts.map(({ event, round }) => toNewEvent(event, round, metadata)));
    this.snapshots.invalidateAfter(Math.min(...facts.map((fact) => fact.round)));
    this.#knownTail = this.store.lastPosition();
    this.#snapshot = this.snapshots.currentTable();
    const rounds = [...new Set(facts.map((fact) => fact.round))];
    const resettled = rounds.flatMap((round) => this.#resettle(round, metadata));
    this.#notify([...events, ...resettled]);
    return [...events, ...resettled];
  }

  /** Appends a ruling's note to its round. It changes no table: nothing is folded again. */
  recordNote(note: RulingRecorded, round: number, meta: InputMeta): StoredEvent[] {
    this.catchUpWithLog();
    const events = this.store.append([toNewEvent(note, round, this.#logOnlyMetadata(meta))]);
    this.#appended(events);
    this.#notify(events);
    return events;
  }

  #logOnlyMetadata(meta: InputMeta): EventMetadata {
    return { time: (meta.time ?? this.clock()).toISOString(), source: meta.source, operator: meta.operator };
  }

  /**
   * After a correction, a settled round whose replay now pays differently gets a new
   * `RoundSettled`: what is owed now stands in the log beside what was paid then.
   */
  #resettle(round: number, metadata: EventMetadata): StoredEvent[] {
    const { logged, settlement } = this.recallRound(round);
    if (!settlement) return [];
    const recorded = logged.findLast((entry) => entry.event.type === 'RoundSettled')?.event;
    if (recorded?.type === 'RoundSettled' && sameNets(recorded.netByBettor, settlement.netByBettor))
      return [];
    const fact: LogEvent = {
      type: 'RoundSettled',
      netByBettor: settlement.netByBettor,
      lines: settlement.lines,
    };
    const events = this.store.append([toNewEvent(fact, round, metadata)]);
    this.#appended(events);
    return events;
  }

  /**
   * The croupier's own keying mistake, corrected before the next card: the last card, if it was
   * keyed, was in fact `card`. A correction event, never a deletion; no PIN, since nothing but
   * the croupier's own last key changes.
   */
  rekeyLastCard(card: Card, meta: InputMeta): SubmitResult {
    const last = this.#lastCardDrawn.get();
    const refusal = !last
      ? 'no card has been drawn yet'
      : JSON.parse(last.metadata).source !== 'keyboard'
        ? 'the last card came from the shoe reader, not the keyboard: a pit boss corrects a misread'
        : null;
    if (refusal) return this.#refuse({ fix: card }, refusal, meta);
    const round = roundOfStream(last?.stream ?? '') ?? contextOf(this.#snapshot).round.number;
    const event: CardCorrected = {
      type: 'CardCorrected',
      position: last?.position ?? 0,
      card,
      reason: 'keying mistake',
      author: meta.operator,
    };
    return { ok: true, events: this.recordAndRefold([{ event, round }], meta) };
  }

  /** A past round (or the current one) as its facts and its report. */
  recallRound(round: number): RecalledRound {
    const events = this.store.readStream(`round-${round}`);
    const logged = events.map(toLoggedEvent);
    const start = this.snapshots.tableBefore(round);
    const fold = foldLog(logged, start);
    const report = fold.rounds.find((candidate) => candidate.round === round);
    const last = fold.snapshot && contextOf(fold.snapshot).round;
    const settlement = last?.number === round && report?.state === 'settled' ? last.settlement : null;
    return { events, logged, report, skipped: fold.skipped, settlement };
  }

  subscribe(listener: (update: TableUpdate) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #notify(events: readonly StoredEvent[]): void {
    for (const listener of this.#listeners) listener({ snapshot: this.#snapshot, events });
  }

  close(): void {
    this.store.close();
    this.db.close();
  }
}
