import type { Minor } from '../../../engine/money.js';
import { Center } from '../shipping/center.js';
import { CenterPoll } from '../shipping/center-poll.js';

/** A known patron's cash of a gaming day at the pit's other tables, as the center last told it. */
export interface CashElsewhere {
  readonly cash: Minor;
  readonly identified: boolean;
}

/** How many gaming days back from the table's clock the follower keeps (a day that began yesterday). */
const DAYS_KEPT = 2;

export interface PatronCashFollowerOptions {
  /** How often the center is asked (default 2 s). */
  readonly intervalMs?: number;
  /**
   * Whether the table's shipping reaches the center: while it says not, the follower does not knock
   * (the shipping's tries are the table's one knock on an unreachable center).
   */
  readonly reachable?: () => boolean;
}

/**
 * A table of a pit keeps its known patrons' cash at the other tables of the pit, as the pit server
 * adds it (pit_patron_cash), asked every two seconds: a cash buy-in that takes a patron over the
 * report level across tables then waits for their identification at this table, before it is
 * accepted. Read without waiting: the table decides on what it last heard (a few seconds old at
 * most while the center answers; its own cash only while it does not).
 */
export class PatronCashFollower {
  readonly #center: Center;
  readonly #poll: CenterPoll;
  #known = new Map<string, CashElsewhere>();

  constructor(
    url: string,
    private readonly table: string,
    private readonly clock: () => Date = () => new Date(),
    options: PatronCashFollowerOptions = {},
  ) {
    this.#center = new Center(url, { max: 1, queryTimeoutMs: 4000 });
    // The table keeps what it last heard while the center does not answer, and asks less and less
    // often (2, 4, 8, 16 s), never once the shipping finds the center unreachable.
    this.#poll = new CenterPoll(() => this.#pass(), {
      intervalMs: options.intervalMs ?? 2000,
      maxBackoffMs: 16_000,
      ...(options.reachable && { mayAsk: options.reachable }),
    });
  }

  /** The patron's cash of `day` at the other tables, as last heard; null when none was heard. */
  elsewhere(player: string, day: string): CashElsewhere | null {
    return this.#known.get(`${day}\u0000${player}`) ?? null;
  }

  /** A pass now, resolved once it answered (or failed): for a caller that must not wait two seconds. */
  refresh(): Promise<void> {
    return this.#poll.now();
  }

  async close(): Promise<void> {
    await this.#poll.close();
    await this.#center.close();
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
