import type { Minor } from '../../../engine/money.js';
import { Center } from '../shipping/center.js';

/** A known patron's cash of a gaming day at the pit's other tables, as the center last told it. */
export interface CashElsewhere {
  readonly cash: Minor;
  readonly identified: boolean;
}

/** How many gaming days back from the table's clock the follower keeps (a day that began yesterday). */
const DAYS_KEPT = 2;

/**
 * A table of a pit keeps its known patrons' cash at the other tables of the pit, as the pit server
 * adds it (pit_patron_cash), asked every two seconds: a cash buy-in that takes a patron over the
 * report level across tables then waits for their identification at this table, before it is
 * accepted. Read without waiting: the table decides on what it last heard (a few seconds old at
 * most while the center answers; its own cash only while it does not).
 */
export class PatronCashFollower {
  readonly #center: Center;
  readonly #timer: NodeJS.Timeout;
  #known = new Map<string, CashElsewhere>();
  #running: Promise<void> | null = null;
  #closed = false;

  constructor(
    url: string,
    private readonly table: string,
    private readonly clock: () => Date = () => new Date(),
    intervalMs = 2000,
  ) {
    this.#center = new Center(url, { max: 1, queryTimeoutMs: 4000 });
    this.#timer = setInterval(() => this.#tick(), intervalMs);
    this.#timer.unref();
    this.#tick();
  }

  /** The patron's cash of `day` at the other tables, as last heard; null when none was heard. */
  elsewhere(player: string, day: string): CashElsewhere | null {
    return this.#known.get(`${day}\u0000${player}`) ?? null;
  }

  /** A pass now, resolved once it answered (or failed): for a caller that must not wait two seconds. */
  async refresh(): Promise<void> {
    this.#tick();
    await this.#running;
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    await this.#running;
    await this.#center.close();
  }

  #tick(): void {
    if (this.#running || this.#closed) return;
    this.#running = this.#pass()
      // An unreachable center is the shipping's to say: the table keeps what it last heard.
      .catch(() => undefined)
      .finally(() => {
        this.#running = null;
      });
  }

  async #pass(): Promise<void> {
    const from = new Date(this.clock().getTime() - DAYS_KEPT * 86_400_000).toISOString().slice(0, 10);
    const result = await this.#center.query<{
      day: string;
      player: string;
      cash: string;
      identified: boolean;
    }>(
      `SELECT to_char(gaming_day, 'YYYY-MM-DD') AS day, player, sum(cash)::bigint AS cash, bool_or(identified) AS identified
       FROM pit_patron_cash WHERE table_id <> $1 AND gaming_day >= $2::date
       GROUP BY gaming_day, player`,
      [this.table, from],
    );
    this.#known = new Map(
      result.rows.map((row) => [
        `${row.day}\u0000${row.player}`,
        { cash: Number(row.cash), identified: row.identified },
      ]),
    );
  }
}
