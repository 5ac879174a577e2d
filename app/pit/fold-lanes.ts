/**
 * A fold lane: `dealing` folds only tables already open with fewer than NEAR_FACTS to fold (a
 * table dealing), `near` any table that near, `far` any.
 */
export type Lane = 'dealing' | 'near' | 'far';

export const LANES: readonly Lane[] = ['dealing', 'near', 'far'];

/** What the lanes ask of the floor about a table, and the fold they run for it. */
export interface LaneWork {
  /** The facts the center holds beyond the table's replica, as far as the floor knows. */
  behind(table: string): number;
  /** Whether `lane` takes the table (a table dealing is never held behind a far one). */
  fits(lane: Lane, table: string, behind: number): boolean;
  /** Not folded again before this (Date.now()). */
  notBefore(table: string): number;
  run(lane: Lane, table: string): Promise<void>;
}

/**
 * The floor's scheduling: the tables with facts to fold, one fold in each lane, the table with the
 * fewest facts to fold first, each table at most once at a time and not before its `notBefore`.
 * A fold is mostly the event loop's work and its waits for PostgreSQL: more lanes would only
 * interleave.
 */
export class FoldLanes {
  readonly #pending = new Set<string>();
  readonly #running: Record<Lane, string | null> = { dealing: null, near: null, far: null };
  #wake: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(private readonly work: LaneWork) {}

  /** The table is due a fold: run once the folds before it are done and its time came. */
  schedule(table: string): void {
    if (this.#closed) return;
    this.#pending.add(table);
    this.next();
  }

  /** Due again, without starting a fold now (the lane that holds it starts the next). */
  again(table: string): void {
    this.#pending.add(table);
  }

  folding(table: string): boolean {
    return LANES.some((lane) => this.#running[lane] === table);
  }

  /** The next folds: of the tables due, those with the fewest facts to fold, in the lanes free. */
  next(): void {
    if (this.#closed) return;
    if (this.#wake) clearTimeout(this.#wake);
    this.#wake = null;
    const now = Date.now();
    const waiting = [...this.#pending].filter((table) => !this.folding(table));
    const due = waiting
      .filter((table) => this.work.notBefore(table) <= now)
      .map((table) => ({ table, behind: this.work.behind(table) }))
      .sort((a, b) => a.behind - b.behind);
    for (const lane of LANES) {
      if (this.#running[lane] !== null) continue;
      const next = due.find(
        ({ table, behind }) => !this.folding(table) && this.work.fits(lane, table, behind),
      );
      if (next) void this.#run(lane, next.table);
    }
    const later = waiting.filter((table) => this.work.notBefore(table) > now);
    if (later.length > 0) {
      const soonest = Math.min(...later.map((table) => this.work.notBefore(table)));
      this.#wake = setTimeout(() => this.next(), Math.max(soonest - now, 1));
    }
  }

  /** No new fold starts; resolves once the folds under way are done. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#wake) clearTimeout(this.#wake);
    while (LANES.some((lane) => this.#running[lane] !== null))
      await new Promise((resolve) => setTimeout(resolve, 20));
  }

  async #run(lane: Lane, table: string): Promise<void> {
    this.#running[lane] = table;
    this.#pending.delete(table);
    try {
      await this.work.run(lane, table);
    } finally {
      this.#running[lane] = null;
    }
    this.next();
  }
}
