import { CenterUnavailableError } from '../core/shipping/center.js';
import { TableService } from '../core/table/table-service.js';
import { ReplicaLog } from './center/replica-log.js';
import type { StandbyCenter } from './standby-center.js';

/**
 * The facts a fold copies and folds at most: a table far behind (an outage caught up) is folded a
 * slice at a time, each a few tens of milliseconds, and the tables with less to fold go between.
 */
export const FOLD_SLICE_FACTS = 1000;

/**
 * What a slice of a far-behind table did: the facts it copied (FOLD_SLICE_FACTS: the center holds
 * more), its head as read.
 */
export type SliceSaid =
  | { readonly ok: true; readonly copied: number; readonly head: number | null }
  | { readonly ok: false; readonly unavailable: boolean; readonly detail: string };

/**
 * The slices of far-behind tables: each a slice of the center's facts copied into the table's
 * replica and folded by the table's own code, which keeps its snapshots and round list in the
 * file, so that the floor's fold of the table's line, once the slices reach the center's head,
 * starts from them. A table keeps its replica and service here while its slices go on; once
 * caught up (or failed) they are closed: the floor then owns the file alone.
 */
export class FarSlices {
  readonly #open = new Map<string, { replica: ReplicaLog; service: TableService | null }>();

  constructor(
    private readonly center: StandbyCenter,
    private readonly empty: string,
  ) {}

  async slice(table: string, file: string): Promise<SliceSaid> {
    let held = this.#open.get(table);
    try {
      if (!held) {
        held = { replica: new ReplicaLog(this.center, table, file, this.empty), service: null };
        this.#open.set(table, held);
      }
      const copied = (await held.replica.sync(FOLD_SLICE_FACTS)).events;
      const full = copied === FOLD_SLICE_FACTS;
      const rows = await this.center.query<{ head_position: string }>(
        'SELECT head_position FROM pit_tables WHERE table_id = $1',
        [table],
      );
      const head = rows.rows[0] ? Number(rows.rows[0].head_position) : null;
      if (held.replica.lastPosition() > 0) {
        if (held.service) {
          // The slice's facts re-hashed here, off the floor's thread, the link found sound
          // recorded: the floor's own open of the table then re-hashes only what came after.
          held.service.log.recheckChain();
          held.service.catchUpWithLog();
        } else held.service = TableService.open({ dbPath: file });
        // The round list too (the rows a copy's facts were never appended through): the floor's
        // open of the table then finds it current.
        held.service.log.bringRoundListUp();
      }
      if (!full) this.#release(table);
      return { ok: true, copied, head };
    } catch (error) {
      this.#release(table);
      return error instanceof CenterUnavailableError
        ? { ok: false, unavailable: true, detail: String(error.said.params.detail ?? '') }
        : { ok: false, unavailable: false, detail: (error as Error).stack ?? String(error) };
    }
  }

  /** The table's replica and service closed here: the floor folds it on its own thread now. */
  release(table: string): Promise<void> {
    this.#release(table);
    return Promise.resolve();
  }

  async close(): Promise<void> {
    for (const table of [...this.#open.keys()]) this.#release(table);
    await this.center.close();
  }

  #release(table: string): void {
    const held = this.#open.get(table);
    this.#open.delete(table);
    held?.service?.close();
    held?.replica.close();
  }
}
