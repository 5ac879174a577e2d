import { existsSync, statSync } from 'node:fs';
import type Database from 'better-sqlite3';
import type { Card } from '../../../engine/cards/card.js';
import type { PatronCashToday } from '../../../engine/compliance/identification.js';
import { foldLog } from '../../../engine/log/fold-log.js';
import { type LogEvent, roundOfStream, streamOfRound } from '../../../engine/log/log-events.js';
import { type Message, say } from '../../../engine/refusals/message.js';
import { codeOf, type Failure, refused } from '../../../engine/result.js';
import { boxDefaultName } from '../../../engine/round/betting.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { contextOf, openTable, type TableSnapshot } from '../../../engine/round/table.js';
import { EMPTY_REGISTER, type StaffRegister } from '../../../engine/staff/register.js';
import {
  type Decision,
  type RoundHistory,
  roundNamedBy,
  type TableCommand,
} from '../../../engine/table/commands.js';
import { decide } from '../../../engine/table/decide.js';
import { sqlTypeList } from '../../../engine/table/event-kinds.js';
import { evolve, type TableState } from '../../../engine/table/table-state.js';
import type { CashElsewhere } from '../compliance/patron-cash-follower.js';
import { patronCashToday } from '../compliance/patron-cash-today.js';
import { CHECK_IN_BACKGROUND_ABOVE_BYTES, quickCheckInBackground } from '../log/background-check.js';
import { headPathFor } from '../log/chain-head.js';
import { openLogDatabase } from '../log/database.js';
import { type DeviceFrame, DeviceJournal } from '../log/device-journal.js';
import { EventStore } from '../log/event-store.js';
import type { StoredEvent } from '../log/event-types.js';
import { Journal, type JournalEntry } from '../log/journal.js';
import { LogMovedOnError, LogUnusableError } from '../log/log-errors.js';
import { croupierOnDuty, toLoggedEvent, toNewEvent } from '../log/log-mapping.js';
import { DISK_FULL, isDiskFull, LogSpace } from '../log/log-space.js';
import { missingLogSentence } from '../log/open-failure.js';
import { appendPin, personPinKey } from '../log/pin-record.js';
import { SealedWriter } from '../log/sealed-books.js';
import { SnapshotCache } from '../log/snapshot-cache.js';
import { checkChainAtStart, REHASH_WHOLE_CHAIN_UP_TO_BYTES, recordVerified } from '../log/start-up-check.js';
import type { VerifyResult } from '../log/verify.js';
import { attachProjections, flushProjections } from '../projections/attach-projections.js';
import { RoleGuard } from '../roles/role-guard.js';
import { sentenceOf } from '../sentences.js';
import { unsignedRefusal } from './signed-records.js';
import { TableLog } from './table-log.js';
import type {
  InputMeta,
  OpenTableOptions,
  RecalledRound,
  SubmitResult,
  TableUpdate,
} from './table-service-types.js';

/**
 * The one path for every fact: load → decide → append → evolve → notify. The engine decides every
 * fact a command causes (the settlement and re-settlement included); the facts are appended in one
 * transaction that expects the log's tail this table knows; only after the commit does the table
 * evolve by them (or fold again from the log, after a correction) and do subscribers hear of it.
 * Refusals are journaled. Calls are synchronous, so inputs are served one at a time in order.
 */
export class TableService {
  #state: TableState;
  /**
   * The last position of the log this table holds. Another process may append to the same file
   * (`sabot ruling`, `sabot play --db` while the table is served): the table then folds the log
   * again when its commit finds the tail moved or before it refuses (`catchUpWithLog`).
   */
  #knownTail: number;
  readonly #listeners = new Set<(update: TableUpdate) => void>();
  readonly #devices: DeviceJournal;
  /** Whether the log's disk has room: a full disk refuses inputs (nothing stored) until space returns. */
  readonly space: LogSpace;
  /** The log's read side: what everyone outside the table's folder reads (the handles stay here). */
  readonly log: TableLog;
  /** A refusal, with the frame that brought it (a card the table refused), in one commit. */
  readonly #journalRefusal: Database.Transaction<(refusal: JournalEntry, frame?: DeviceFrame) => void>;

  // The handles to the file stay here: everyone else reads through `log` and writes through this.
  readonly #db: Database.Database;
  readonly #store: EventStore;
  readonly #journal: Journal;
  readonly #snapshots: SnapshotCache;
  readonly #pinRows: SealedWriter;

  private constructor(
    db: Database.Database,
    store: EventStore,
    journal: Journal,
    snapshots: SnapshotCache,
    readonly clock: () => Date,
    state: TableState,
    knownTail: number,
    dbPath: string,
  ) {
    this.#db = db;
    this.#store = store;
    this.#journal = journal;
    this.#snapshots = snapshots;
    this.#pinRows = new SealedWriter(db, 'pins');
    this.space = new LogSpace(db, dbPath);
    this.log = new TableLog(db, store, journal, snapshots);
    this.#state = state;
    this.#knownTail = knownTail;
    this.#devices = new DeviceJournal(db, () => store.witness());
    this.#journalRefusal = db.transaction((refusal: JournalEntry, frame?: DeviceFrame) => {
      if (frame) this.#devices.append(frame);
      this.#journal.append(refusal);
    });
  }

  static open(options: OpenTableOptions): TableService {
    // Only a table opened with its profile makes a new log: a command on a mistyped name (a
    // replay, a ruling, a PIN) is told so and leaves no empty log behind.
    if (!options.profile && options.dbPath.trim() !== '' && !existsSync(options.dbPath))
      throw new LogUnusableError('cannot-open', missingLogSentence(options.dbPath));
    const size = existsSync(options.dbPath) ? statSync(options.dbPath).size : 0;
    const large = size > CHECK_IN_BACKGROUND_ABOVE_BYTES;
    const db = openLogDatabase(options.dbPath, { quickCheck: !large });
    try {
      checkChainAtStart(db, options.dbPath, headPathFor(options.dbPath), {
        fromVerified: options.rehashFromVerified === true || size > REHASH_WHOLE_CHAIN_UP_TO_BYTES,
      });
      const store = new EventStore(db, headPathFor(options.dbPath), { headAfterThisTurn: true });
      const clock = options.clock ?? (() => new Date());
      const snapshots = new SnapshotCache(db, store);
      attachProjections(db, store, snapshots);
      const opening = store.readFrom(1, 1)[0];
      if (!opening) {
        if (!options.profile) {
          throw new LogUnusableError('cannot-open', say('log.no-table-yet', { path: options.dbPath }));
        }
        const limits = options.limits ?? contextOf(openTable(options.profile)).limits;
        const opened: LogEvent = { type: 'TableOpened', profile: options.profile, limits, ...options.config };
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
      const state = snapshots.currentState();
      const heldId = state.table ? contextOf(state.table).profile.id : '';
      if (options.profile && options.profile.id !== heldId) {
        throw new LogUnusableError(
          'cannot-open',
          say('log.other-profile', { path: options.dbPath, held: heldId, asked: options.profile.id }),
        );
      }
      const { dbPath } = options;
      const service = new TableService(
        db,
        store,
        new Journal(db, () => store.witness()),
        snapshots,
        clock,
        state,
        knownTail,
        dbPath,
      );
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

  /** Why the log failed the audit while the table played: from then on every input is refused. */
  #failedAudit: Message | null = null;

  /**
   * The full audit's answer (run off the serving thread once the table plays): a sound log moves
   * the verified link on, so the next start re-hashes only what follows; a failed one stops the
   * table recording (read-only), because facts added to a broken log would bury the evidence.
   */
  audited(result: VerifyResult): void {
    if (result.ok) {
      if (result.head) recordVerified(this.#db, result.head);
      return;
    }
    this.#failedAudit =
      result.position === null
        ? result.said
        : say('verify.at-position', { position: result.position, problem: result.said });
  }

  get failedAudit(): Message | null {
    return this.#failedAudit;
  }

  /** The round statechart's table now (the log always holds its opening). */
  get snapshot(): TableSnapshot {
    return this.#state.table as TableSnapshot;
  }

  /** What the engine decides from: the table and the last card with its source. */
  get state(): TableState {
    return this.#state;
  }

  /**
   * An input from the table. `frame` is the device journal's row of the shoe frame that brought
   * it, recorded with the decision, accepted or refused, in the same commit (one synced commit per
   * card instead of two, and never a fact without its frame).
   */
  submit(input: TableInput, meta: InputMeta, frame?: DeviceFrame): SubmitResult {
    const unsigned = unsignedRefusal(input, meta.source);
    if (unsigned) return this.#refuse(input, refused(unsigned), meta, frame);
    return this.execute({ type: 'table-input', input }, meta, frame);
  }

  /**
   * A record of the books or a change of the table signed behind the PINs the pit boss's desk
   * checked (its `by` names the signers): the one way such an input reaches a live table.
   */
  submitSigned(input: TableInput, meta: InputMeta): SubmitResult {
    return this.execute({ type: 'table-input', input }, meta);
  }

  /**
   * The croupier's own keying mistake: the last card, if it was keyed and nothing stands on it
   * yet, was in fact `card`. A correction fact, never a deletion; no PIN (the engine's fix rule).
   */
  rekeyLastCard(card: Card, meta: InputMeta): SubmitResult {
    return this.execute({ type: 'fix-last-card', card }, meta);
  }

  /**
   * A request refused before it became a command (a keyed line the key-in grammar does not read):
   * journaled like every refusal, so the audit sees what was keyed and why it was refused.
   */
  refuseUnread(asked: unknown, failure: Failure, meta: InputMeta): Failure {
    this.#refuse(asked, failure, meta);
    return failure;
  }

  /**
   * Any command (a ruling's included): decided by the engine on the table as the log holds it. On
   * a full disk SQLite rolls the commit back whole: nothing of it is stored, the table stays as it
   * was, and the command is refused with `log.disk-full` until a write finds room again.
   */
  execute(command: TableCommand, meta: InputMeta, frame?: DeviceFrame): SubmitResult {
    return this.#execute(command, meta, frame);
  }

  /**
   * A person's PIN set or changed: the register's fact (its author the badge behind `meta`, whose
   * own PIN or a manager's the caller checked) and the PIN's sealed row with the journal entry
   * that backs it, in one commit: never a fact without its PIN, nor a PIN without its fact.
   */
  changePin(badge: string, hash: string, meta: InputMeta): SubmitResult {
    const setAt = (meta.time ?? this.clock()).toISOString();
    const pin = { role: personPinKey(badge), hash, setAt, setBy: meta.operator };
    const result = this.#execute({ type: 'change-pin', badge }, meta, undefined, () =>
      appendPin(this.#journal, this.#pinRows, pin),
    );
    if (result.ok) this.#journal.committed();
    return result;
  }

  #execute(
    command: TableCommand,
    meta: InputMeta,
    frame?: DeviceFrame,
    alongside?: () => void,
  ): SubmitResult {
    if (this.#failedAudit !== null)
      return this.#refuse(
        askedBy(command),
        refused(say('log.failed-audit', { problem: this.#failedAudit })),
        meta,
        frame,
      );
    const writesWithoutRoom = this.space.writesWithoutRoom;
    try {
      const result = this.#decideAndStore(command, meta, frame, alongside);
      if (this.space.writesWithoutRoom === writesWithoutRoom) this.space.stored();
      return result;
    } catch (error) {
      if (!isDiskFull(error)) throw error;
      this.space.noRoom();
      return DISK_FULL;
    }
  }

  /**
   * Decides on the table this process knows, and lets the commit prove it current: the append
   * expects the log's tail this table last saw, so another process's append in between
   * (LogMovedOnError, nothing written) means catching up and deciding again. A refusal stores
   * nothing to prove it by, so the log's tail is read before it is given: a table that fell behind
   * decides again on the log as it now stands.
   */
  #decideAndStore(
    command: TableCommand,
    meta: InputMeta,
    frame?: DeviceFrame,
    alongside?: () => void,
  ): SubmitResult {
    for (let attempt = 1; ; attempt++) {
      const decided = this.#decide(command, meta);
      if (!decided.ok) {
        if (attempt < 3 && this.catchUpWithLog()) continue;
        return this.#refuse(askedBy(command), decided, meta, frame);
      }
      try {
        return this.#record(decided.value, meta, frame, alongside);
      } catch (error) {
        if (!(error instanceof LogMovedOnError) || attempt === 3) throw error;
        this.catchUpWithLog();
      }
    }
  }

  #decide(command: TableCommand, meta: InputMeta) {
    const named = roundNamedBy(command, this.#state, (position) => this.#roundOfPosition(position));
    const state = {
      now: this.#state,
      nextPosition: this.#knownTail + 1,
      named: named === null ? null : this.#history(named),
      patron: this.#patronOf(command, meta),
    };
    return decide(state, command, meta);
  }

  /**
   * For a cash buy-in at a table that asks for identification above a level: its patron's cash of
   * the gaming day so far, read from the log (only then: it walks the table's books).
   */
  /**
   * A table of a pit: a known patron's cash of a gaming day at the pit's other tables, as the center
   * last told it (PatronCashFollower); null for a table alone, which counts its own cash only.
   */
  cashElsewhere: ((player: string, day: string) => CashElsewhere | null) | null = null;

  #patronOf(command: TableCommand, meta: InputMeta): PatronCashToday | null {
    const table = this.#state.table;
    if (command.type !== 'table-input' || command.input.type !== 'buy-in' || !table) return null;
    const input = command.input;
    const context = contextOf(table);
    if (context.books.identifyAbove === null || (input.method ?? 'cash') !== 'cash') return null;
    const description = input.bettor ?? context.seats[input.box] ?? boxDefaultName(input.box);
    const own = patronCashToday(this.#db, input.box, description, meta.time ?? this.clock());
    const elsewhere = own.player === null ? null : (this.cashElsewhere?.(own.player, own.day) ?? null);
    if (!elsewhere) return own;
    return {
      ...own,
      before: own.before + elsewhere.cash,
      identified: own.identified || elsewhere.identified,
    };
  }

  /**
   * Folds the table again when another process appended to the log since this table last read
   * or wrote it, and tells subscribers of those facts; true when it did. Called before every
   * decision, and by the live table every second so that screens show a ruling made elsewhere.
   */
  catchUpWithLog(): boolean {
    const tail = this.#store.lastPosition();
    if (tail === this.#knownTail) return false;
    const elsewhere = this.#store.readFrom(this.#knownTail + 1, tail - this.#knownTail);
    this.#state = this.#snapshots.currentState();
    this.#knownTail = tail;
    this.#notify(elsewhere);
    return true;
  }

  #roundOfPosition(position: number): number | null {
    const stream = this.#store.streamAt(position);
    return stream === undefined ? null : roundOfStream(stream);
  }

  /** A round as the log holds it, for a correction's decision: from its cached start, a few rounds' fold. */
  #history(round: number): RoundHistory {
    const { logged, start } = this.#roundAsLogged(round);
    return { round, start, logged };
  }

  /** A round's facts as the log holds them, and the table just before the first (a few rounds' fold from the cache). */
  #roundAsLogged(round: number) {
    const events = this.#store.readStream(streamOfRound(round));
    const logged = events.map(toLoggedEvent);
    return { events, logged, start: logged.length > 0 ? this.#snapshots.tableBefore(round) : null };
  }

  #refuse(asked: unknown, failure: Failure, meta: InputMeta, frame?: DeviceFrame): SubmitResult {
    const why = failure.refusal;
    const time = (meta.time ?? this.clock()).toISOString();
    const refusal = {
      time,
      kind: 'refusal' as const,
      operator: meta.operator,
      source: meta.source,
      asked,
      reason: sentenceOf(why),
      refusal: why,
    };
    try {
      // A card refused with its frame stays one commit, row by row: the shoe keys at card pace.
      // A counted refusal writes a row only now and then, and its journal tells the head file
      // itself when it does; the frame's commit is told here.
      if (meta.repeats && !frame) meta.repeats.append(refusal, `table ${why.code}`);
      else {
        this.#journalRefusal.immediate(refusal, frame);
        this.#store.witness();
      }
    } catch (error) {
      // The refusal stands even where the disk has no room left to journal it.
      if (!isDiskFull(error)) throw error;
      this.space.noRoom();
    }
    return failure;
  }

  /** Appends the decided facts in one transaction (with the frame's row), then moves the table by them. */
  #record(decision: Decision, meta: InputMeta, frame?: DeviceFrame, alongside?: () => void): SubmitResult {
    const before = this.#state.table;
    const metadata = {
      time: (meta.time ?? this.clock()).toISOString(),
      source: meta.source,
      operator: meta.operator,
      ...(meta.deviceSeq !== undefined && { deviceSeq: meta.deviceSeq }),
      ...(meta.center !== undefined && { center: meta.center }),
      ...croupierOnDuty(before),
    };
    const evolved = decision.evolved;
    const events = this.#store.append(
      decision.facts.map(({ event, round }) => toNewEvent(event, round, metadata)),
      { logTail: this.#knownTail },
      () => {
        if (frame) this.#devices.append(frame);
        alongside?.();
      },
      evolved && { before, after: evolved.table },
    );
    this.#knownTail = events.at(-1)?.position ?? this.#knownTail;
    if (evolved) this.#took(evolved, before, events[0]?.position ?? this.#knownTail);
    else if (decision.refoldsFrom === null) this.#evolve(events);
    else {
      // A correction changes what followed it: every table cached after its round is folded again.
      this.#snapshots.invalidateAfter(decision.refoldsFrom);
      this.#state = this.#snapshots.currentState();
    }
    this.#notify(events);
    return { ok: true, events };
  }

  /** The state decide evolved the facts into, now that they are stored; a round that opens is cached. */
  #took(evolved: TableState, before: TableSnapshot | null, position: number): void {
    this.#state = evolved;
    const after = evolved.table;
    if (before && after && contextOf(after).round.number !== contextOf(before).round.number)
      this.#snapshots.roundOpened(contextOf(after).round.number, before, position - 1);
  }

  /** Evolve: the facts just stored, read as replay reads them; a round that opens is cached. */
  #evolve(events: readonly StoredEvent[]): void {
    for (const stored of events) {
      const next = evolve(this.#state, toLoggedEvent(stored));
      if (!next.ok) throw new Error(`a fact just decided does not apply: ${codeOf(next.refusal)}`);
      this.#took(next.value, this.#state.table, stored.position);
    }
  }

  /** A past round (or the current one) as its facts and its report. */
  recallRound(round: number): RecalledRound {
    const { events, logged, start } = this.#roundAsLogged(round);
    const fold = foldLog(logged, start);
    const report = fold.rounds.find((candidate) => candidate.round === round);
    const last = fold.snapshot && contextOf(fold.snapshot).round;
    const settlement = last?.number === round && report?.state === 'settled' ? last.settlement : null;
    return { events, logged, start, report, skipped: fold.skipped, settlement };
  }

  /**
   * The place at the pit's center of the last fact of its staff register this log holds (0: none,
   * the table keeps its own register or none): a table that follows the pit's register goes on
   * after it. Through the register's partial index (migration 020), a few rows.
   */
  get centerRegisterHeld(): number {
    const held = this.#db
      .prepare<[], number | null>(
        `SELECT max(json_extract(metadata, '$.center')) FROM events WHERE type IN (${REGISTER_TYPES})`,
      )
      .pluck()
      .get();
    return held ?? 0;
  }

  /** The PINs of this table's roles, checked and journaled in its log. */
  roleGuard(clock: () => Date): RoleGuard {
    return new RoleGuard(this.#db, this.#journal, clock, () => this.register);
  }

  /**
   * The badge of the croupier signed in (only a table that keeps a register has one), else null:
   * the table's inputs and the shoe's cards are theirs, whoever's screen or connection carried them.
   * Read per input and per card: the table as this process holds it, no read of the log.
   */
  get signedInCroupier(): string | null {
    const table = this.#state.table;
    return table ? contextOf(table).staff.onDuty : null;
  }

  /**
   * The staff register as the log now holds it (empty before the table's first line, or without
   * one), for a PIN's check: a change made by another process (`sabot staff` beside the served
   * table) counts at once.
   */
  get register(): StaffRegister {
    this.catchUpWithLog();
    const table = this.#state.table;
    return table ? contextOf(table).staff.register : EMPTY_REGISTER;
  }

  /** Where the table's journal is written from outside the service: appends only. */
  get journalWriter(): Pick<Journal, 'append'> {
    return this.#journal;
  }

  /** The device journal of this log, its rows committed with the chain's witness. */
  openDeviceJournal(): DeviceJournal {
    return new DeviceJournal(this.#db, () => this.#store.witness());
  }

  /**
   * Many rounds in one transaction (a simulation recording into the log): opened, committed, or
   * undone with the head file following the tail, as the recorder says.
   */
  readonly batch = {
    open: (): void => {
      this.#db.exec('BEGIN IMMEDIATE');
    },
    commit: (): void => {
      this.#db.exec('COMMIT');
    },
    undo: (): void => {
      this.#db.exec('ROLLBACK');
      this.#store.resealHead();
    },
  };

  subscribe(listener: (update: TableUpdate) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #notify(events: readonly StoredEvent[]): void {
    for (const listener of this.#listeners) listener({ snapshot: this.snapshot, events });
  }

  close(): void {
    try {
      // The round in play's row, so that a reader of the closed log finds the rows current. A
      // projection is a cache: on a full disk a reader folds that round instead.
      if (this.#db.open && !this.#db.inTransaction) flushProjections(this.#db);
    } catch (error) {
      if (!isDiskFull(error)) throw error;
    } finally {
      this.#store.close();
      this.#db.close();
    }
  }
}

/** The staff register's facts, as the index of migration 020 lists them. */
const REGISTER_TYPES = sqlTypeList('register');

/** What a refusal's journal entry says was asked: the input, the croupier's fix, or the ruling. */
function askedBy(command: TableCommand): unknown {
  if (command.type === 'table-input') return command.input;
  if (command.type === 'fix-last-card') return { fix: command.card };
  return command;
}
