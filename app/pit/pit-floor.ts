import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_JURISDICTION,
  JURISDICTIONS,
  type Jurisdiction,
} from '../../engine/compliance/jurisdictions.js';
import { type FloorCenter, type FloorLine, floorLineSchema, type PitAlarm } from '../contract/pit-floor.js';
import type { PitPeriodReport } from '../contract/pit-report.js';
import { readProtection } from '../core/protection/protection-reader.js';
import { sentenceOf } from '../core/sentences.js';
import { type Center, CenterUnavailableError } from '../core/shipping/center.js';
import { TableService } from '../core/table/table-service.js';
import { allSettled } from './center/all-settled.js';
import { CashWatch } from './center/compliance-alarms.js';
import { emptyReplica } from './center/empty-replica.js';
import {
  foldFloorLine,
  type ShiftFigures,
  shiftFigures,
  shippingOf,
  type TableRow,
} from './center/floor-line.js';
import { raiseProtectionAlarms } from './center/protection-alarms.js';
import { ReplicaLog } from './center/replica-log.js';
import { pitReports } from './center/report-pit.js';
import type { Replica } from './center/report-replicas.js';
import { projectRounds } from './center/rounds-projection.js';
import { raiseStoredChainAlarms, raiseTableAlarms, raiseUnreadableFact } from './center/table-alarms.js';
import { FOLD_SLICE_FACTS } from './far-slice.js';
import { type FarSliceLane, startFarSlices } from './far-slice-thread.js';
import { AtMostEvery, OneReadingAtATime, storeFloorLines, WritesAfterFolds } from './floor-writes.js';
import { FoldLanes, type Lane } from './fold-lanes.js';
import { openAlarms } from './pit-alarms.js';
import { PitListener } from './pit-listener.js';
import type { PitServerLine } from './pit-server-line.js';

export interface PitFloorOptions {
  /** The primary: the floor's lines, the tables' alarms, the lag check, the notifications. */
  readonly write: Center;
  /** Where the replicas read the tables' facts: the primary, or a streaming replica of it. */
  readonly read: Center;
  readonly cacheDir: string;
  /** The lag alarm's threshold, as PostgreSQL reads an interval ('10 seconds'). */
  readonly lagAfter: string;
  /** How often the lag is checked and the shipping figures read (ms). */
  readonly checkEveryMs: number;
  /** A table's line is folded at most this often (ms): a burst of facts costs one fold. */
  readonly foldEveryMs: number;
  /**
   * A table's game-protection signals are read for its gaming day at most this often (ms), and
   * what they flag raised on the alarm board; absent: never. Each reading folds the table's whole
   * replica, so it is minutes, not the line's milliseconds.
   */
  readonly protectionEveryMs?: number;
  /**
   * The cash-compliance regulation the floor applies as buy-ins arrive (a patron's cash across the
   * tables making a report due raises an alarm at once); absent: none.
   */
  readonly compliance?: Jurisdiction;
  /**
   * How often every stored chain is checked again as `pit verify` checks it (ms), a fact edited
   * or planted at the center raised on the alarm board: about a second per 100,000 facts stored.
   */
  readonly verifyEveryMs: number;
  readonly clock: () => Date;
  readonly log: (line: PitServerLine) => void;
}

/** Who hears of the floor's changes: the server, which pushes them to every browser. */
export interface FloorListeners {
  lines(lines: readonly FloorLine[]): void;
  alarms(alarms: readonly PitAlarm[]): void;
  /** A table's replica grew: its reviewers are told. */
  table(table: string, service: TableService): void;
  /** The center was lost, or answers again. */
  center(center: FloorCenter): void;
}

interface Watched {
  readonly replica: ReplicaLog;
  service: TableService | null;
  line: FloorLine | null;
  shift: ShiftFigures | null;
  /** Not folded again before this (Date.now()): a burst of facts costs one fold. */
  notBefore: number;
  /** The center's head as last read (the checks, its last fold); null: not read yet. */
  head: number | null;
  /** When its game-protection signals were last read (Date.now()); 0: never. */
  protectionAt: number;
  /** Its line, alarms and rounds written to the center after its folds. */
  readonly writes: WritesAfterFolds;
  /** The far lane's thread copied and checked slices of it (see far-slice.ts). */
  sliced: boolean;
  /** The facts its last fold or slice copied: what its next is likely to copy. */
  copied: number;
}

const TABLE_COLUMNS = 'table_id, head_position, reported_position, reported_at, stored_at';

/**
 * A table with fewer facts than this to fold (as far as the floor knows the center's head) is
 * folded in a lane of its own: a table dealing is never held behind a far-behind table's slice,
 * whose queries wait their turn on a PostgreSQL busy storing an outage's facts.
 */
export const NEAR_FACTS = 200;

/**
 * The pit's floor: a replica log per table in the cache folder, synced when the center says the
 * table stored something (`pit_ingest`), and each table's line folded from its replica by the
 * table's own code, kept in `pit_floor` and pushed at once. A burst of facts is folded once per
 * `foldEveryMs`; only the table that changed is read. Every second the lag is checked and the
 * shipping figures read again (a notification lost while PostgreSQL restarted is caught there).
 *
 * The folds run in three lanes, one fold in each (a fold is mostly the event loop's work and its
 * waits for PostgreSQL: more would only interleave), the table with the fewest facts to fold
 * first: one lane only for the tables dealing (open, near their head: NEAR_FACTS), one for any
 * table near its head (a replica's first open is there), one for any. A near lane copies at most
 * NEAR_FACTS facts, the far lane a slice of FOLD_SLICE_FACTS (the table's line is folded
 * once the copies reached the center's head): a table that just dealt a card is shown at once
 * even while a floor of tables catches up an outage. The far lane's slices run on a thread of
 * their own (far-slice-thread), which also checks their chain and brings their round list up, so
 * this event loop, which pushes the dealing tables' lines, never waits for them. What a fold
 * writes centrally (the line kept, alarms, rounds) is written after its push, outside the lanes.
 * The lanes' scheduling is FoldLanes (./fold-lanes.ts), the central writes ./floor-writes.ts;
 * this class watches the tables, copies and folds them.
 */
export class PitFloor {
  readonly #tables = new Map<string, Watched>();
  readonly #listener: PitListener;
  readonly #lanes: FoldLanes;
  #alarms: readonly PitAlarm[] = [];
  readonly #alarmReadings: OneReadingAtATime<readonly PitAlarm[]>;
  /** Every stored chain checked again as `pit verify` checks it, now and then, off the tick. */
  readonly #verifications: AtMostEvery;
  #ticker: NodeJS.Timeout | null = null;
  #ticking = false;
  #ticks = 0;
  #centerLost = false;
  /** When the center was lost (ISO), and when it last answered. */
  #lostSince: string | null = null;
  #asOf: string | null = null;
  #closed = false;
  /** The empty log each new replica starts as. */
  readonly #empty: string;
  /** Where the far-behind tables' slices are folded: a thread of their own. */
  #far: FarSliceLane | null = null;
  /** The tables the far lane's thread holds open (their last slice was full). */
  readonly #farHeld = new Set<string>();
  /** The pit's cash added across tables as buy-ins arrive; null: no regulation applied. */
  readonly #cash: CashWatch | null;

  constructor(
    private readonly options: PitFloorOptions,
    private readonly listeners: FloorListeners,
  ) {
    mkdirSync(options.cacheDir, { recursive: true });
    this.#empty = emptyReplica(options.cacheDir);
    this.#cash = options.compliance ? new CashWatch(options.write, options.compliance) : null;
    this.#lanes = new FoldLanes({
      behind: (table) => this.#behind(table),
      fits: (lane, table, behind) => this.#fits(lane, table, behind),
      notBefore: (table) => this.#tables.get(table)?.notBefore ?? 0,
      run: (lane, table) => this.#run(lane, table),
    });
    this.#alarmReadings = new OneReadingAtATime<readonly PitAlarm[]>(
      () => openAlarms(options.write),
      (alarms) => {
        this.#alarms = alarms;
        this.listeners.alarms(alarms);
      },
      (error) => this.#failed(error),
      () => this.#closed,
    );
    this.#verifications = new AtMostEvery(
      options.verifyEveryMs,
      async () => {
        await raiseStoredChainAlarms(options.write);
      },
      (error) => this.#failed(error),
    );
    this.#listener = new PitListener(
      options.write.url,
      (channel, payload) => (channel === 'pit_ingest' ? this.#schedule(payload) : this.#alarmReadings.ask()),
      () => {
        this.#back();
        for (const table of this.#tables.keys()) this.#schedule(table);
        this.#alarmReadings.ask();
      },
      (detail) => this.#lost(detail),
    );
  }

  /** The last lines kept centrally first (the floor shows at once), then the listener and the checks. */
  async start(): Promise<void> {
    await this.options.write.ready();
    const kept = await this.options.read.query<{ line: unknown }>('SELECT line FROM pit_floor');
    for (const { line } of kept.rows) {
      const parsed = floorLineSchema.safeParse(line);
      if (parsed.success) this.#watch(parsed.data.table).line = parsed.data;
    }
    this.#far = startFarSlices({ url: this.options.read.url, empty: this.#empty });
    this.#listener.start();
    await this.#tick();
    this.#ticker = setInterval(() => void this.#tick(), this.options.checkEveryMs);
  }

  lines(): FloorLine[] {
    return [...this.#tables.values()]
      .map((watched) => watched.line)
      .filter((line): line is FloorLine => line !== null)
      .sort((a, b) => a.table.localeCompare(b.table, 'en', { numeric: true }));
  }

  /** Whether the center answers: while it does not, since when, and as of when the floor's figures stand. */
  center(): FloorCenter {
    return { reachable: !this.#centerLost, since: this.#lostSince, asOf: this.#asOf };
  }

  /** How many checks of the center ran to the end: what a watcher waits on to know nothing more came of them. */
  passes(): { readonly ticks: number; readonly verifications: number } {
    return { ticks: this.#ticks, verifications: this.#verifications.done };
  }

  alarms(): readonly PitAlarm[] {
    return this.#alarms;
  }

  /** The replica of a table and the service folded over it, for its pit review; null before its first fact. */
  reviewed(table: string): { readonly service: TableService; readonly dbPath: string } | null {
    const watched = this.#tables.get(table);
    return watched?.service ? { service: watched.service, dbPath: watched.replica.file } : null;
  }

  /** The pit's shift report of the current gaming day, from every table's replica; null before any table. */
  pitReport(): PitPeriodReport | null {
    const replicas = this.replicas();
    return replicas.length === 0 ? null : (pitReports(replicas, { current: true })[0] ?? null);
  }

  /** Every table's replica the floor reads (a table with a fact it cannot read left out). */
  replicas(): Replica[] {
    return [...this.#tables.entries()]
      .filter(([, watched]) => watched.service !== null && watched.replica.unreadableAt() === null)
      .map(([table, watched]) => ({ table, file: watched.replica.file, log: watched.replica }));
  }

  /** The regulation the floor applies to the pit's cash (the compliance officer's screen reads by it). */
  get compliance(): Jurisdiction {
    return this.options.compliance ?? JURISDICTIONS[DEFAULT_JURISDICTION];
  }

  /** The alarms read again now (after this server changed them). */
  alarmsChanged(): void {
    this.#alarmReadings.ask();
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#ticker) clearInterval(this.#ticker);
    // No fold starts from now; one under way finishes before its replica closes.
    const folded = this.#lanes.close();
    await this.#listener.close();
    await folded;
    await Promise.all([...this.#tables.values()].map((watched) => watched.writes.settled()));
    await this.#far?.close();
    for (const watched of this.#tables.values()) {
      watched.service?.close();
      watched.replica.close();
    }
  }

  #watch(table: string): Watched {
    let watched = this.#tables.get(table);
    if (!watched) {
      const file = join(this.options.cacheDir, `${table}.db`);
      const created: Watched = {
        replica: new ReplicaLog(this.options.read, table, file, this.#empty),
        service: null,
        line: null,
        shift: null,
        notBefore: 0,
        head: null,
        protectionAt: 0,
        writes: new WritesAfterFolds(
          () => this.#writeFolded(table, created),
          () => this.#closed || created.service === null,
        ),
        sliced: false,
        copied: 0,
      };
      watched = created;
      this.#tables.set(table, watched);
    }
    return watched;
  }

  /** Folded once the folds before it are done and `foldEveryMs` passed since its last. */
  #schedule(table: string): void {
    if (this.#closed || !/^[A-Za-z0-9._-]{1,64}$/.test(table)) return;
    this.#watch(table);
    this.#lanes.schedule(table);
  }

  /**
   * Whether a lane takes the table: a table dealing is never held behind another's first open of
   * its replica (its chain checked, its figures read whole) nor behind a far table's slice.
   */
  #fits(lane: Lane, table: string, behind: number): boolean {
    if (lane === 'far') return true;
    const watched = this.#tables.get(table);
    // A table new to the floor (its head never read) is tried near, after every table known near:
    // its copy there is short.
    if (lane === 'near' && watched?.head === null) return true;
    if (behind >= NEAR_FACTS) return false;
    return lane === 'near' || watched?.service != null;
  }

  /**
   * The facts the center holds beyond the table's replica, as far as the floor last read its head,
   * or as many as its last fold copied: a notification does not say how many facts it brings, and
   * a table storing an outage batch after batch must not pass for one dealing a card.
   */
  #behind(table: string): number {
    const watched = this.#watch(table);
    return watched.head === null
      ? Number.POSITIVE_INFINITY
      : Math.max(watched.head - watched.replica.lastPosition(), watched.copied, 0);
  }

  async #run(lane: Lane, table: string): Promise<void> {
    try {
      const watched = this.#watch(table);
      if (lane === 'far' && this.#far && this.#behind(table) >= NEAR_FACTS) await this.#slice(table, watched);
      else {
        // Never two connections folding the file's snapshots and round list at once.
        if (this.#farHeld.delete(table)) await this.#far?.release(table);
        // Without the thread, the far lane folds a whole slice here.
        await this.#fold(table, watched, lane === 'far' ? FOLD_SLICE_FACTS : NEAR_FACTS);
      }
    } catch (error) {
      this.#failed(error);
    }
  }

  /**
   * Copies at most `atMost` facts and folds them; the table's line once the copy reached the
   * center's head. A near lane's fold copies at most NEAR_FACTS: a table that turns out further
   * behind (a notification does not say how far) goes on in the far lane, and the tables dealing
   * behind it wait for one short copy, not an outage's.
   */
  async #fold(table: string, watched: Watched, atMost: number): Promise<void> {
    if (this.#closed) return;
    let behind = false;
    try {
      // The copy and the table's row read at once (a center storing an outage answers each slowly):
      // its head may then name fewer facts than were copied, and the next fold shows the rest.
      const [copied, rows] = await allSettled([
        watched.replica.sync(atMost),
        this.options.read.query<TableRow>(`SELECT ${TABLE_COLUMNS} FROM pit_tables WHERE table_id = $1`, [
          table,
        ]),
      ]);
      // A full copy: the center holds more, folded next, after the tables with less to fold.
      behind = copied.events === atMost;
      watched.copied = copied.events;
      const row = rows.rows[0];
      if (row) watched.head = Number(row.head_position);
      if (watched.replica.unreadableAt() !== null) return await this.#leaveOut(table, watched);
      if (!row || watched.replica.lastPosition() === 0) return;
      // Further behind than a near lane copies: the far lane's thread goes on from here.
      if (behind && atMost < FOLD_SLICE_FACTS && this.#far) return;
      if (watched.service) watched.service.catchUpWithLog();
      else
        watched.service = TableService.open({
          dbPath: watched.replica.file,
          // A replica the far lane's thread folded was re-hashed there, slice by slice.
          rehashFromVerified: watched.sliced,
        });
      // Its line, alarms and rounds once the table is caught up: they read the whole day, not the slice.
      if (behind) return;
      const now = this.options.clock();
      watched.shift = shiftFigures(watched.service, table, watched.shift, now);
      const line = foldFloorLine(watched.service, watched.shift, row, now);
      watched.line = line;
      this.listeners.lines([line]);
      this.listeners.table(table, watched.service);
      watched.writes.due();
      this.#back();
    } catch (error) {
      this.#failed(error, table);
    } finally {
      watched.notBefore = behind ? 0 : Date.now() + this.options.foldEveryMs;
      if (behind) this.#lanes.again(table);
    }
  }

  /** What a fold leaves to write centrally: the line kept, the table's alarms, its rounds. */
  async #writeFolded(table: string, watched: Watched): Promise<void> {
    const service = watched.service;
    if (!service) return;
    try {
      if (watched.line) await storeFloorLines(this.options.write, [watched.line]);
      await raiseTableAlarms(this.options.write, table, service);
      await this.#protect(table, watched);
      const day = watched.shift?.day;
      if (this.#cash && day) await this.#cash.afterFold(table, watched.replica.file, day);
      // The searches across tables read the central round projection: this table's rounds brought up to date.
      await projectRounds(this.options.write, watched.replica, { sync: false });
      this.#back();
    } catch (error) {
      this.#failed(error, table);
    }
  }

  /**
   * A table whose copy stopped before a stored fact it cannot read: left out of the floor's folds
   * and the pit's report, its alarm raised once and one line logged, never a fold tried again.
   */
  async #leaveOut(table: string, watched: Watched): Promise<void> {
    const position = watched.replica.unreadableAt();
    const said = watched.replica.leftOut();
    if (position === null || !said) return;
    if (await raiseUnreadableFact(this.options.write, table, position))
      this.options.log({ line: 'fold-failed', table, detail: sentenceOf(said) });
  }

  /**
   * A slice of a table far behind, on the far lane's thread: this thread's service of the table
   * closed first (the thread writes the file's snapshots and round list), the replica's last fact
   * read again after. Folded again at once: its next slice, or its line once caught up.
   */
  async #slice(table: string, watched: Watched): Promise<void> {
    if (this.#closed || !this.#far) return;
    // Its writes read the service this closes.
    await watched.writes.settled();
    watched.service?.close();
    watched.service = null;
    const said = await this.#far.slice(table, watched.replica.file);
    watched.replica.reread();
    if (said.ok && said.copied === FOLD_SLICE_FACTS) this.#farHeld.add(table);
    else this.#farHeld.delete(table);
    if (!said.ok) {
      if (said.unavailable) this.#lost(said.detail);
      else this.options.log({ line: 'fold-failed', table, detail: said.detail });
      // Tried again at the next check (the center's head beyond the replica).
      watched.notBefore = Date.now() + this.options.foldEveryMs;
      return;
    }
    if (said.head !== null) watched.head = said.head;
    watched.sliced = true;
    // A short slice that did not reach the head stopped before a fact it cannot read: the floor's
    // own copy finds it and leaves the table out, rather than slicing it again and again.
    if (said.copied < FOLD_SLICE_FACTS && said.head !== null && said.head > watched.replica.lastPosition()) {
      await this.#fold(table, watched, NEAR_FACTS);
      return;
    }
    watched.copied = said.copied;
    this.#back();
    watched.notBefore = 0;
    if (said.head !== null) this.#lanes.again(table);
  }

  /** The table's game-protection signals of its gaming day, what they flag raised for acknowledgement. */
  async #protect(table: string, watched: Watched): Promise<void> {
    const every = this.options.protectionEveryMs;
    const day = watched.shift?.day;
    if (every === undefined || !day || Date.now() - watched.protectionAt < every) return;
    watched.protectionAt = Date.now();
    const { report } = readProtection(watched.replica.file, { day });
    await raiseProtectionAlarms(this.options.write, table, day, report);
  }

  /** The lag checked, the shipping figures read; tables the replica is behind on are folded. */
  async #tick(): Promise<void> {
    if (this.#ticking || this.#closed) return;
    this.#ticking = true;
    try {
      await this.options.write.query('SELECT * FROM pit_check_lag($1::interval)', [this.options.lagAfter]);
      const rows = await this.options.read.query<TableRow>(`SELECT ${TABLE_COLUMNS} FROM pit_tables`);
      const changed: FloorLine[] = [];
      for (const row of rows.rows) {
        const watched = this.#watch(row.table_id);
        watched.head = Number(row.head_position);
        if (watched.replica.unreadableAt() !== null) continue;
        if (watched.head > watched.replica.lastPosition()) this.#schedule(row.table_id);
        else if (watched.line) {
          const shipping = shippingOf(row, watched.replica.lastPosition());
          if (JSON.stringify(shipping) === JSON.stringify(watched.line.shipping)) continue;
          watched.line = { ...watched.line, shipping };
          changed.push(watched.line);
        }
      }
      if (changed.length > 0) {
        this.listeners.lines(changed);
        await storeFloorLines(this.options.write, changed);
      }
      this.#verifications.maybe();
      this.#ticks++;
      this.#back();
    } catch (error) {
      this.#failed(error);
    } finally {
      this.#ticking = false;
    }
  }

  /** Something failed: the center lost is told once, anything else logged (a fold's, or its writes', with its table). */
  #failed(error: unknown, table?: string): void {
    const detail = (error as Error).stack ?? String(error);
    if (error instanceof CenterUnavailableError) this.#lost(String(error.said.params.detail ?? ''));
    else if (table === undefined) this.options.log({ line: 'internal-error', op: 'floor', detail });
    else this.options.log({ line: 'fold-failed', table, detail });
  }

  #lost(detail: string): void {
    if (this.#centerLost || this.#closed) return;
    this.#centerLost = true;
    this.#lostSince = this.options.clock().toISOString();
    this.options.log({ line: 'center-lost', detail });
    this.listeners.center(this.center());
  }

  /** The center answered: the figures stand as of now, and a lost center is found again. */
  #back(): void {
    this.#asOf = this.options.clock().toISOString();
    if (!this.#centerLost) return;
    this.#centerLost = false;
    this.#lostSince = null;
    this.options.log({ line: 'center-back' });
    this.listeners.center(this.center());
  }
}
