import type { JournalEntry } from '../core/log/journal.js';
import type { Center } from '../core/shipping/center.js';

/** One row of the center's journal: who, as which role, did or was refused what. */
export interface CenterEntry {
  readonly operator: string;
  readonly role: string;
  readonly action: string;
  readonly table?: string | null;
  readonly alarm?: number | null;
  readonly detail?: unknown;
}

/**
 * The pit server's journal, `pit_center_journal`: acknowledgements, wrong PINs, refused acts. It
 * takes the table journal's entries too (`append`), so the PIN gate and its lockout journal the
 * pit's wrong PINs unchanged. Rows are written in order without holding up the caller; a failure
 * to write is said on the server's output and never stops an answer.
 */
export class CenterJournal {
  #queue: Promise<void> = Promise.resolve();
  #written = 0;

  constructor(
    private readonly center: Center,
    private readonly failed: (detail: string) => void,
  ) {}

  record(entry: CenterEntry): Promise<void> {
    const write = this.#queue.then(async () => {
      await this.center.query(
        `INSERT INTO pit_center_journal (operator, role, action, table_id, alarm_id, detail)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
        [
          entry.operator,
          entry.role,
          entry.action,
          entry.table ?? null,
          entry.alarm ?? null,
          JSON.stringify(entry.detail ?? {}),
        ],
      );
    });
    this.#queue = write.catch((error: unknown) => this.failed((error as Error).message));
    return this.#queue;
  }

  /** A table journal's entry (the PIN gate's): a wrong PIN, a lock, a lock's summary. */
  append(entry: JournalEntry): number {
    const asked = (entry.asked ?? {}) as { check?: string; role?: string };
    const action =
      asked.check === 'pin' ? 'wrong-pin' : asked.check === 'pin-locked' ? 'pin-locked' : entry.kind;
    void this.record({
      operator: entry.operator,
      role: asked.role ?? '',
      action,
      detail: {
        source: entry.source,
        asked: entry.asked,
        reason: entry.reason,
        refusal: entry.refusal ?? null,
      },
    });
    return ++this.#written;
  }

  /** Every row asked for so far is written (or said to have failed). */
  flushed(): Promise<void> {
    return this.#queue;
  }
}
