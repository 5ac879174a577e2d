import { say } from '../../../engine/refusals/message.js';
import {
  type ChainHead,
  ChainHeadWriter,
  compareWithHead,
  readChainHead,
  writeChainHead,
} from './chain-head.js';
import { LogUnusableError } from './log-errors.js';

/** What the keeper needs to know of the log it guards. */
export interface ChainHeadSource {
  /** The log's last event's position and hash, or undefined for an empty log. */
  tail(): ChainHead | undefined;
  hashAt(position: number): string | undefined;
}

/**
 * Keeps the chain head file in step with one writer's appends: checks it once before the first
 * append, rewrites it after each commit.
 */
export class ChainHeadKeeper {
  readonly #writer: ChainHeadWriter;
  #checked = false;
  /** The head to write once the current run of appends is over (see `recordSoon`). */
  #due: (() => ChainHead | undefined) | undefined;
  /** The wake-up at the end of this turn of the event loop: one for a whole run of appends. */
  #turnEnd: NodeJS.Immediate | undefined;
  /** The last failure to write the file, until a later write succeeds. */
  lastError: unknown = null;

  constructor(
    private readonly path: string,
    private readonly log: ChainHeadSource,
    private readonly onError?: (error: unknown) => void,
  ) {
    this.#writer = new ChainHeadWriter(path);
  }

  /**
   * A head file beyond the log means rows were cut off; appending would overwrite that evidence,
   * so nothing is appended until a pit boss has looked.
   */
  refuseIfLogWasCut(): void {
    if (this.#checked) return;
    const last = this.log.tail()?.position ?? 0;
    const mismatch = compareWithHead(readChainHead(this.path), this.path, last, (p) => this.log.hashAt(p));
    if (mismatch) {
      throw new LogUnusableError('chain-head', say('log.head-mismatch', { problem: mismatch.problem }));
    }
    this.#checked = true;
  }

  /**
   * Inside an append's transaction, before its commit: the head as it stands with the tail about
   * to be committed beside it, so that a crash before `record` leaves facts verify can account
   * for. On an empty log there is no head to keep yet.
   */
  pending(current: ChainHead | undefined, next: ChainHead): void {
    // Without the books: rows written in this transaction are not committed yet, and a head
    // naming them after a crash would cry erasure.
    if (current) this.record({ position: current.position, hash: current.hash, next });
  }

  /** After a commit: a failure is kept and told, not thrown, because the events are recorded. */
  record(head: ChainHead): void {
    this.#due = undefined;
    try {
      this.#writer.write(head);
      this.lastError = null;
    } catch (error) {
      this.lastError = error;
      this.onError?.(error);
    }
  }

  /**
   * Rewrites the file from the log's last event. Only for a pit boss who has verified the log and
   * decided to go on (a restored copy without its head file); journal that decision.
   */
  reseal(): ChainHead | undefined {
    const tail = this.log.tail();
    this.#writer.close();
    if (tail) writeChainHead(this.path, tail);
    this.#checked = true;
    return tail;
  }

  /**
   * After a commit, the head is rewritten once this turn of the event loop is over rather than at
   * once: appends that follow each other closely then cost one write of the head file each (their
   * `pending` line), not two, and every write to that file is also flushed by the log's next
   * synced commit. Nothing is left unaccounted for meanwhile: the head names the commit just made
   * as its `next`, and the next append's `pending` line names it as its position.
   */
  recordSoon(head: () => ChainHead | undefined): void {
    this.#due = head;
    // Left scheduled when a later write takes the head that was due: it then finds none.
    this.#turnEnd ??= setImmediate(() => {
      this.#turnEnd = undefined;
      this.#recordNow();
    });
  }

  #recordNow(): void {
    const due = this.#due;
    if (!due) return;
    this.#due = undefined;
    const head = due();
    if (head) this.record(head);
  }

  /** Writes a head still due, then lets go of the head file (the log's connection is closing). */
  close(): void {
    if (this.#turnEnd) clearImmediate(this.#turnEnd);
    this.#turnEnd = undefined;
    this.#recordNow();
    this.#writer.close();
  }
}
