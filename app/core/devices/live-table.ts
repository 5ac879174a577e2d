import { KEY_IN_FORMS, type KeyInForm, parseKeyIn } from '../../../devices/keyin/key-in.js';
import { ShoeReader } from '../../../devices/serial/shoe-reader.js';
import { toUnits } from '../../../engine/money.js';
import { type Message, say } from '../../../engine/refusals/message.js';
import { ok, type Result, refused } from '../../../engine/result.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { contextOf } from '../../../engine/round/table.js';
import type { TableLimits } from '../../../engine/round/types.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { typedText } from '../../../engine/text/typed-text.js';
import { PatronCashFollower } from '../compliance/patron-cash-follower.js';
import { recordExactEdgeBesideTable } from '../economics/exact-edge-record.js';
import { DISK_FULL } from '../log/log-space.js';
import type { RepeatJournal } from '../log/repeat-journal.js';
import { verifyLogOffThread } from '../log/verify-off-thread.js';
import { LiveShipping } from '../shipping/live-shipping.js';
import { journalShippingRefused } from '../shipping/shipping-journal.js';
import type { ShippingLoopOptions } from '../shipping/shipping-loop.js';
import { RegisterFollower } from '../staff/register-follower.js';
import { TableService } from '../table/table-service.js';
import type { InputMeta, SubmitResult, TableConfig } from '../table/table-service-types.js';
import { AlarmBoard } from './alarms.js';
import { alarmClockPutBack } from './clock-alarm.js';
import { ShoeLink } from './shoe-link.js';
import { SimulatedShoe } from './simulated-shoe.js';
import { SIMULATOR_DEVICE } from './simulated-shoe-record.js';

export interface LiveTableOptions {
  readonly dbPath: string;
  readonly profile?: RuleProfile;
  readonly limits?: TableLimits;
  /** A new log's table configuration (chip set, gaming day). */
  readonly config?: TableConfig;
  /** `sim` for the simulated shoe on a pseudo-terminal, or the path of the reader's serial port. */
  readonly device: string;
  readonly baudRate?: number;
  readonly operator: string;
  readonly seed?: number;
  /** The table's clock, which times its facts (a test sets it off the center's). */
  readonly clock?: () => Date;
  /** Ships every fact to the pit's central database at `url`, as table `table`, once committed. */
  readonly ship?: Omit<ShippingLoopOptions, 'db'>;
  /**
   * Records the exact house edge of the table's rules in its log, beside the table, where the log
   * holds none yet (see recordExactEdgeBesideTable): `sabot serve`, `start` and `table` do.
   */
  readonly recordExactEdge?: boolean;
}

/**
 * A live table: the table service, a shoe reader on its serial port (or the simulator when no
 * reader is configured), the link between them, and the croupier's keyboard. The dashboard and
 * `sabot table` sit on this.
 */
/**
 * How often the table looks for facts another process appended (a ruling from the command line),
 * and, while its log's disk is full, whether space came back.
 */
const LOOK_FOR_OTHER_WRITERS_MS = 1000;

export class LiveTable {
  #lastShoe: number;
  #closed = false;
  /**
   * The exact edge's recording, when the opening asked for it: done (null when nothing was to be
   * recorded), or why it was not. It never holds up the table.
   */
  exactEdge: Promise<SubmitResult | null> = Promise.resolve(null);
  readonly #lookForOtherWriters: NodeJS.Timeout;

  private constructor(
    readonly service: TableService,
    readonly reader: ShoeReader,
    readonly link: ShoeLink,
    readonly alarms: AlarmBoard,
    readonly simulator: SimulatedShoe | null,
    private readonly operator: string,
    /** The shipping to the pit, when the table ships; it never holds up a commit. */
    readonly shipping: LiveShipping | null = null,
    /** A table of a pit follows the pit's staff register (see RegisterFollower). */
    readonly register: RegisterFollower | null = null,
    /** A table of a pit hears its patrons' cash at the other tables (see PatronCashFollower). */
    readonly patrons: PatronCashFollower | null = null,
  ) {
    if (patrons) service.cashElsewhere = (player, day) => patrons.elsewhere(player, day);
    this.#lastShoe = contextOf(service.snapshot).shoe.shoeNumber;
    void service.integrity.then((result) => {
      if (!result.ok)
        alarms.raise('log-damaged', say('alarm.log-damaged', { problem: result.problem }), new Date());
    });
    if (shipping) {
      service.subscribe(() => shipping.wake());
      shipping.subscribe((status) => journalShippingRefused(service.journalWriter, status, operator));
    }
    service.subscribe(({ snapshot }) => {
      const shoe = contextOf(snapshot).shoe.shoeNumber;
      if (shoe !== this.#lastShoe && this.simulator) void this.simulator.reload();
      this.#lastShoe = shoe;
    });
    alarmClockPutBack(service, alarms);
    // Every write that finds the disk full counts on one alarm; it clears once a write finds room
    // and no card out of the shoe still waits for it.
    service.space.subscribe((full) => {
      if (full) alarms.raise('disk-full', say('alarm.disk-full'), new Date());
      else this.#clearDiskFullIfNothingWaits();
    });
    this.#lookForOtherWriters = setInterval(() => {
      service.catchUpWithLog();
      this.#lookForRoom();
    }, LOOK_FOR_OTHER_WRITERS_MS);
    this.#lookForOtherWriters.unref();
  }

  static async open(options: LiveTableOptions): Promise<Result<LiveTable>> {
    const service = TableService.open({
      dbPath: options.dbPath,
      ...(options.profile && { profile: options.profile }),
      ...(options.limits && { limits: options.limits }),
      ...(options.config && { config: options.config }),
      ...(options.clock && { clock: options.clock }),
    });
    const journal = service.openDeviceJournal();
    let simulator: SimulatedShoe | null = null;
    if (options.device === 'sim') {
      const profileId = contextOf(service.snapshot).profile.id;
      // Without a seed the clock gives one; the shoe journals it, so the session can be dealt again.
      const seed = options.seed ?? Date.now() % 2 ** 31;
      const started = await SimulatedShoe.prepare({ profileId, seed, journal });
      if (!started.ok) {
        service.close();
        return started;
      }
      simulator = started.value;
    }
    const path = simulator?.hostPath ?? options.device;
    const reader = ShoeReader.open({
      path,
      ...(options.baudRate !== undefined && { baudRate: options.baudRate }),
    });
    const alarms = new AlarmBoard();
    const link = new ShoeLink(service, journal, alarms, {
      device: simulator ? SIMULATOR_DEVICE : path,
      operator: options.operator,
      source: simulator ? 'simulator' : 'shoe',
    });
    connectReader(reader, link);
    if (simulator) {
      await reader.next('opened');
      const heard = shoeHeard(reader);
      const switchedOn = await simulator.reload();
      if (!switchedOn.ok) {
        await reader.close();
        await simulator.stop();
        service.close();
        return switchedOn;
      }
      await heard;
    }
    const shipping = options.ship ? new LiveShipping({ ...options.ship, db: options.dbPath }) : null;
    const register = options.ship ? new RegisterFollower(service, options.ship.url) : null;
    const patrons =
      options.ship && shipping
        ? new PatronCashFollower(options.ship.url, options.ship.table, service.clock, {
            reachable: () => shipping.status().state !== 'unreachable',
          })
        : null;
    const table = new LiveTable(
      service,
      reader,
      link,
      alarms,
      simulator,
      options.operator,
      shipping,
      register,
      patrons,
    );
    void auditInBackground(options.dbPath, service, alarms);
    if (options.recordExactEdge === true)
      table.exactEdge = recordExactEdgeBesideTable(service, options.operator, () => !table.#closed).catch(
        // A failed analysis leaves the log as it was: the ratings and the floor say which edge they use.
        () => null,
      );
    return ok(table);
  }

  /**
   * One line from the croupier's keyboard; an empty line pulls a card from the simulated shoe.
   * `operator` is who keyed it: the croupier logged in on the dashboard, else the table's own;
   * `repeats`, where its connection counts repeated refusals. `help` (or `?`) refuses nothing: it
   * answers with the grammar's forms, for the screen to show where the line was keyed.
   */
  async key(
    line: string,
    operator: string = this.operator,
    repeats?: RepeatJournal,
  ): Promise<Result<{ readonly help: readonly KeyInForm[] } | undefined>> {
    // Cards already out of the shoe go first: no keyed input overtakes them.
    if (!this.link.storeWaitingCards()) return DISK_FULL;
    if (line.trim() === '') {
      if (!this.simulator) return refused(say('keyin.nothing'));
      const pulled = await this.pullCard(operator);
      return pulled.ok ? ok(undefined) : pulled;
    }
    const meta = {
      source: 'keyboard',
      operator: this.#dealer(operator),
      ...(repeats && { repeats }),
    } as const;
    // A line from the table's own terminal comes here unchecked (the socket's was checked by the
    // contract): a control character is refused and journaled, a lone surrogate kept as U+FFFD.
    const typed = typedText(line);
    if (!typed.ok)
      return this.service.refuseUnread(
        { keyed: line },
        refused(say('keyin.control-character', { code: typed.character ?? '' })),
        meta,
      );
    return this.#keyTyped(typed.value as string, meta);
  }

  #keyTyped(line: string, meta: InputMeta): Result<{ readonly help: readonly KeyInForm[] } | undefined> {
    // The refusals' example bet is one this table accepts: its minimum stake.
    const { limits, round } = contextOf(this.service.snapshot);
    const stake = toUnits(limits.min);
    // While a misdealt card is on offer, T and N answer it, as the offer's buttons show.
    const offerTo = round.offer?.candidates[0]?.box;
    const command = parseKeyIn(line, { stake, ...(offerTo !== undefined && { offerTo }) });
    if (!command.ok) return this.service.refuseUnread({ keyed: line }, command, meta);
    switch (command.value.kind) {
      case 'help':
        return ok({ help: KEY_IN_FORMS });
      case 'confirm':
        this.link.confirmNoCardLost();
        return ok(undefined);
      case 'fix': {
        const fixed = this.service.rekeyLastCard(command.value.card, meta);
        return fixed.ok ? ok(undefined) : fixed;
      }
      case 'input': {
        const submitted = this.service.submit(command.value.input, meta);
        return submitted.ok ? ok(undefined) : submitted;
      }
    }
  }

  /** The next card out of the simulated shoe, dealt by `operator`: the card is recorded in their name. */
  pullCard(operator: string = this.operator): Promise<Result<void>> {
    if (!this.simulator) return Promise.resolve(refused(say('shoe.no-simulator')));
    this.link.takeDuty(operator);
    return this.simulator.pullCard();
  }

  /** A croupier logged in at the table's screen: the cards the shoe reports from now on are theirs. */
  takeDuty(operator: string): void {
    this.link.takeDuty(operator);
  }

  /** An input from a screen's buttons, after any card that waited for room. */
  submit(input: TableInput, operator: string, repeats?: RepeatJournal): SubmitResult {
    if (!this.link.storeWaitingCards()) return DISK_FULL;
    return this.service.submit(input, {
      source: 'keyboard',
      operator: this.#dealer(operator),
      ...(repeats && { repeats }),
    });
  }

  /**
   * Who a croupier's input is recorded under: the badge signed in at a table that keeps a
   * register (whoever's screen carried it), else the operator of the screen or terminal.
   */
  #dealer(operator: string): string {
    return this.service.signedInCroupier ?? operator;
  }

  /** While the log's disk is full: once space is back, the cards that waited go on. */
  #lookForRoom(): void {
    if (this.service.space.full) this.service.space.probe();
    if (!this.service.space.full && this.link.storeWaitingCards()) this.#clearDiskFullIfNothingWaits();
  }

  #clearDiskFullIfNothingWaits(): void {
    if (this.link.cardsWaitingForRoom.length === 0) this.alarms.clear('disk-full', new Date());
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#lookForOtherWriters);
    await this.reader.close();
    await this.simulator?.stop();
    // After the reader and the shoe wrote their last entries: the table's last pass ships them.
    await this.shipping?.close();
    await this.register?.close();
    await this.patrons?.close();
    this.service.close();
  }
}

/** Longest wait for the simulated shoe's SHOE_IN after switching it on; silence is alarmed anyway. */
const SHOE_HEARD_WITHIN_MS = 2000;

/**
 * The simulated shoe's frames cross a pseudo-terminal: the table is ready once the reader has
 * heard the shoe switched on, so nothing keyed or injected at once overtakes its hello.
 */
function shoeHeard(reader: ShoeReader): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, SHOE_HEARD_WITHIN_MS);
    const off = reader.on('frame', ({ frame }) => {
      if (frame.kind === 'status' && frame.status === 'SHOE_IN') done();
    });
    function done(): void {
      clearTimeout(timer);
      off();
      resolve();
    }
  });
}

/** Every report of the driver goes to the link, with the time the driver saw it. */
export function connectReader(reader: ShoeReader, link: ShoeLink): () => void {
  const offs = [
    reader.on('frame', ({ frame, raw, at }) => link.receive({ ok: true, frame, raw }, new Date(at))),
    reader.on('refused', ({ raw, said, at }) => link.receive({ ok: false, raw, said }, new Date(at))),
    reader.on('silence', ({ at }) => link.silent(new Date(at))),
    reader.on('voice', ({ at }) => link.heard(new Date(at))),
    reader.on('disconnected', ({ said, at }) => link.disconnected(said, new Date(at))),
    reader.on('reconnected', ({ at }) => link.reconnected(new Date(at))),
  ];
  return () => {
    for (const off of offs) off();
  };
}

/**
 * The full audit of `sabot verify` (every fact, the journals, the PINs, SQLite's integrity check)
 * on another thread once the table plays: start-up re-hashed only the facts after the last
 * verified link. A failure is alarmed and the table records nothing more (read-only).
 */
async function auditInBackground(dbPath: string, service: TableService, alarms: AlarmBoard): Promise<void> {
  let problem: Message;
  try {
    const result = await verifyLogOffThread(dbPath, { headMayTrail: true });
    if (!service.log.isOpen) return;
    service.audited(result);
    if (result.ok) return;
    problem = service.failedAudit ?? result.said;
  } catch (error) {
    problem = say('verify.could-not-run', { detail: error instanceof Error ? error.message : String(error) });
  }
  alarms.raise('log-failed-audit', say('alarm.log-failed-audit', { problem }), new Date());
}
