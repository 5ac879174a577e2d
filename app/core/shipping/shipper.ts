import { type Message, say } from '../../../engine/refusals/message.js';
import { CHAIN_REFUSAL_CODES, JOURNAL_REFUSAL_CODES } from './alarm-codes.js';
import { Center, CenterUnavailableError, TableRefusedError } from './center.js';
import { reconcileWithCenter } from './chain-reconcile.js';
import type { JournalIngested } from './journal-ingest.js';
import { type JournalName, LocalLogRows } from './local-log-rows.js';
import { writeShipCursor } from './ship-cursor.js';

/** How a table's shipping stands, for the croupier's header and the pit's lag alarm. */
export interface ShippingStatus {
  /** `shipped`: the center holds every fact; `behind`: catching up; `unreachable`; `refused`: the center refused the chain. */
  readonly state: 'shipped' | 'behind' | 'unreachable' | 'refused';
  readonly table: string;
  /** The table's last fact and the last the center acknowledged. */
  readonly local: number;
  readonly acknowledged: number;
  /** When the center last acknowledged a batch (this machine's clock), null before the first. */
  readonly acknowledgedAt: string | null;
  /** Why it is unreachable or refused, as a sentence's code and parameters. */
  readonly said: Message | null;
}

export interface ShipperOptions {
  readonly db: string;
  readonly url: string;
  readonly table: string;
  /** Facts per batch (one transaction at the center). */
  readonly batchSize?: number;
  readonly center?: Center;
  /** How long one call waits for the center before the pass says it unreachable (Center's default). */
  readonly queryTimeoutMs?: number;
  readonly now?: () => Date;
  /** Told after every batch the center acknowledged: a long catch-up shows its progress. */
  readonly onProgress?: (status: ShippingStatus) => void;
}

const JOURNALS: readonly JournalName[] = ['journal', 'device'];

/** Whether the center refused a journal's entry only (the facts all shipped), not the chain. */
export const refusedJournalOnly = (status: ShippingStatus): boolean => {
  const why = status.said?.params.why;
  return (
    status.state === 'refused' &&
    typeof why === 'object' &&
    why !== null &&
    'code' in why &&
    (Object.values(JOURNAL_REFUSAL_CODES) as string[]).includes(String(why.code))
  );
};

/**
 * Ships one table's log to the center: the facts after the center's head, in batches the center
 * checks against its stored chain, then both journals. At least once and idempotent: the center's
 * head is where every pass starts, so a batch stored before a crash is never stored twice and one
 * lost is sent again. It only reads the log, on its own connection: the table never waits for it.
 */
export class Shipper {
  readonly #local: LocalLogRows;
  readonly #center: Center;
  readonly #ownsCenter: boolean;
  readonly #batch: number;
  readonly #now: () => Date;
  #reconciled = false;
  #status: ShippingStatus;

  constructor(readonly options: ShipperOptions) {
    this.#local = new LocalLogRows(options.db);
    this.#center =
      options.center ??
      new Center(options.url, {
        ...(options.queryTimeoutMs !== undefined && { queryTimeoutMs: options.queryTimeoutMs }),
      });
    this.#ownsCenter = options.center === undefined;
    this.#batch = options.batchSize ?? 2000;
    this.#now = options.now ?? (() => new Date());
    this.#status = {
      state: 'behind',
      table: options.table,
      local: this.#local.lastPosition(),
      acknowledged: 0,
      acknowledgedAt: null,
      said: null,
    };
  }

  status(): ShippingStatus {
    return this.#status;
  }

  /**
   * One pass: everything the log holds now, shipped. Never throws for the center's absence or
   * refusal: the status says it, and the next pass tries again (a refusal stays until the log is
   * put right, as the center will refuse the same chain again).
   */
  async shipOnce(): Promise<ShippingStatus> {
    const table = this.options.table;
    const key = this.#local.tableKey();
    if (key === null) return this.#refusedBecause(say('pit.table-no-key', { table }), 0);
    try {
      let head = await this.#center.head(table);
      if (!this.#reconciled) {
        const found = await reconcileWithCenter(this.#local, head, (position) =>
          this.#center.hashAt(table, position),
        );
        if (found.kind !== 'same') {
          // Shown to the center, which checks it itself and raises the alarm naming the position.
          const from = found.kind === 'differs' ? found.position : head.position + 1;
          const rows = found.kind === 'differs' ? this.#local.eventsAfter(from - 1, 1) : [];
          const said = await this.#center.ingestEvents(table, rows, this.#local.lastPosition(), key);
          const reason = said.refusal ?? (found.kind === 'differs' ? 'differs-from-stored' : 'shorter');
          return this.#refused(said.refusedAt ?? from, reason, head.position);
        }
        this.#reconciled = true;
      }
      for (;;) {
        const rows = this.#local.eventsAfter(head.position, this.#batch);
        const local = Math.max(this.#local.lastPosition(), head.position);
        if (rows.length === 0) {
          await this.#center.ingestEvents(table, [], local, key);
          break;
        }
        const said = await this.#center.ingestEvents(table, rows, local, key);
        if (said.refusedAt !== null)
          return this.#refused(said.refusedAt, said.refusal ?? 'refused', said.head);
        head = { position: said.head, hash: rows.at(-1)?.hash ?? head.hash };
        this.options.onProgress?.(this.#acknowledged(head.position, 'behind'));
      }
      // Both journals are shipped even when one is refused: a bad row stops its own journal only.
      let refused: ShippingStatus | null = null;
      for (const journal of JOURNALS) {
        const said = await this.#shipJournal(journal, key);
        if (said.refusedAt !== null) refused ??= this.#journalRefused(journal, said, head.position);
      }
      if (refused) return refused;
      return this.#acknowledged(head.position, 'shipped');
    } catch (error) {
      // The door refused the table itself: said like a refused chain, and tried again next pass
      // (a pit boss may admit the table meanwhile).
      if (error instanceof TableRefusedError)
        return this.#refusedBecause(error.said, this.#status.acknowledged);
      if (!(error instanceof CenterUnavailableError)) throw error;
      this.#status = {
        ...this.#status,
        state: 'unreachable',
        local: this.#local.lastPosition(),
        // Said as the table's: it plays on and ships when the center is back.
        said: say('pit.center-unreachable', error.said.params),
      };
      return this.#status;
    }
  }

  /**
   * A journal's rows after the center's last, that last row shown again and the table's own last
   * position told: the center refuses a row of its own the table does not hold the same, or rows
   * ahead of the table's.
   */
  async #shipJournal(journal: JournalName, key: string): Promise<JournalIngested> {
    const table = this.options.table;
    const local = this.#local.journalLast(journal);
    const stored = await this.#center.journalHead(table, journal);
    let after = Math.max(Math.min(stored, local) - 1, 0);
    for (;;) {
      const rows = this.#local.journalAfter(journal, after, this.#batch);
      const said = await this.#center.ingestJournal(table, journal, rows, local, key);
      if (said.refusedAt !== null || rows.length === 0 || said.head >= local) return said;
      after = said.head;
    }
  }

  #journalRefused(journal: JournalName, said: JournalIngested, acknowledged: number): ShippingStatus {
    const position = said.refusedAt ?? 0;
    const table = this.options.table;
    const why = say(JOURNAL_REFUSAL_CODES[said.refusal ?? 'differs'], {
      table,
      position,
      journal,
      detail: said.detail ?? '',
    });
    return this.#refusedBecause(why, acknowledged);
  }

  async close(): Promise<void> {
    this.#local.close();
    if (this.#ownsCenter) await this.#center.close();
  }

  #acknowledged(position: number, state: 'behind' | 'shipped'): ShippingStatus {
    const at = this.#now().toISOString();
    this.#status = {
      state,
      table: this.options.table,
      local: this.#local.lastPosition(),
      acknowledged: position,
      acknowledgedAt: at,
      said: null,
    };
    writeShipCursor(this.options.db, { center: this.#center.url, table: this.options.table, position, at });
    return this.#status;
  }

  /** The center's reason for refusing a batch, said as the pit's alarm says it too. */
  #refused(position: number, reason: string, acknowledged: number): ShippingStatus {
    const code =
      CHAIN_REFUSAL_CODES[reason as keyof typeof CHAIN_REFUSAL_CODES] ?? 'pit.chain-differs-from-stored';
    return this.#refusedBecause(say(code, { table: this.options.table, position }), acknowledged);
  }

  #refusedBecause(why: Message, acknowledged: number): ShippingStatus {
    this.#status = {
      ...this.#status,
      state: 'refused',
      local: this.#local.lastPosition(),
      acknowledged,
      said: say('pit.ship-refused', { table: this.options.table, why }),
    };
    return this.#status;
  }
}
