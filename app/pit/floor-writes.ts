import type { FloorLine } from '../contract/pit-floor.js';
import type { Center } from '../core/shipping/center.js';

/** The floor's lines kept at the center, so that a floor view started later shows them at once. */
export async function storeFloorLines(center: Center, lines: readonly FloorLine[]): Promise<void> {
  await center.query(
    `INSERT INTO pit_floor (table_id, line, updated_at)
       SELECT x.line->>'table', x.line, now() FROM jsonb_array_elements($1::jsonb) AS x(line)
     ON CONFLICT (table_id) DO UPDATE SET line = excluded.line, updated_at = excluded.updated_at`,
    [JSON.stringify(lines)],
  );
}

/**
 * What a table's folds leave to write centrally (its line kept, alarms, rounds for the searches
 * across tables), written after the push and outside the lanes, so the table's next fold never
 * waits on a PostgreSQL busy storing an outage: one write after the other, a burst of folds
 * written once, from the table as it then stands.
 */
export class WritesAfterFolds {
  #due = false;
  #writing: Promise<void> | null = null;

  constructor(
    private readonly write: () => Promise<void>,
    /** True once nothing more is to be written (the floor closing, the table's service closed). */
    private readonly stopped: () => boolean,
  ) {}

  due(): void {
    this.#due = true;
    if (this.#writing) return;
    this.#writing = (async () => {
      while (this.#due && !this.stopped()) {
        this.#due = false;
        await this.write();
      }
    })().finally(() => {
      this.#writing = null;
    });
  }

  /** Resolves once the writes in flight are done. */
  settled(): Promise<void> {
    return this.#writing ?? Promise.resolve();
  }
}

/**
 * One reading at a time of something the center changes (its open alarms): asked while a reading
 * runs, it reads once more after it, so the last change is never missed and never read twice over.
 */
export class OneReadingAtATime<T> {
  #reading = false;
  #again = false;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly told: (value: T) => void,
    private readonly failed: (error: unknown) => void,
    private readonly stopped: () => boolean,
  ) {}

  ask(): void {
    if (this.#reading) {
      this.#again = true;
      return;
    }
    this.#reading = true;
    this.#again = false;
    void this.read()
      .then((value) => this.told(value))
      .catch((error: unknown) => this.failed(error))
      .finally(() => {
        this.#reading = false;
        if (this.#again && !this.stopped()) this.ask();
      });
  }
}

/** A check of the center run at most every `everyMs`, never two at once, off the caller's turn. */
export class AtMostEvery {
  #at = 0;
  #running = false;
  #done = 0;

  constructor(
    private readonly everyMs: number,
    private readonly check: () => Promise<void>,
    private readonly failed: (error: unknown) => void,
  ) {}

  /** How many checks ran to the end. */
  get done(): number {
    return this.#done;
  }

  maybe(): void {
    if (this.#running || Date.now() - this.#at < this.everyMs) return;
    this.#running = true;
    this.#at = Date.now();
    void this.check()
      .then(() => {
        this.#done++;
      })
      .catch((error: unknown) => this.failed(error))
      .finally(() => {
        this.#running = false;
      });
  }
}
