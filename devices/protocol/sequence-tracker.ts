import { SEQ_MODULO, type ShoeFrame } from './frame.js';

/** What a frame's sequence number says about the line. */
export type SequenceVerdict =
  | { readonly kind: 'in-order' }
  /** A retransmission of a frame already taken: accepted once, so this copy is dropped. */
  | { readonly kind: 'duplicate' }
  /** Frames were lost on the line: `missing` frames between the last one and this one. */
  | { readonly kind: 'gap'; readonly missing: number }
  /** A number seen recently with other content: the reader or the line is confused. */
  | { readonly kind: 'conflict' }
  /** A hello in the middle of the session that does not follow the last frame: the reader restarted and frames may be lost. */
  | { readonly kind: 'restart' };

const RECENT = 32;

/**
 * Follows a reader's sequence numbers (16 bits, wrapping). A hello frame starts the count afresh;
 * one that does not follow the last frame means the reader restarted, and what it sent just
 * before may be lost. Numbers seen among the last few frames are retransmissions when their
 * content is the same and conflicts when it is not; any other jump is a gap.
 */
export class SequenceTracker {
  #last: number | null = null;
  readonly #recent = new Map<number, string>();

  check(frame: ShoeFrame): SequenceVerdict {
    const body = JSON.stringify(frame);
    if (frame.kind === 'hello') {
      const follows = this.#last === null || frame.seq === (this.#last + 1) % SEQ_MODULO;
      this.#recent.clear();
      return this.#take(frame.seq, body, { kind: follows ? 'in-order' : 'restart' });
    }
    const seen = this.#recent.get(frame.seq);
    if (seen !== undefined) return seen === body ? { kind: 'duplicate' } : { kind: 'conflict' };
    if (this.#last === null) return this.#take(frame.seq, body, { kind: 'in-order' });
    const missing = (frame.seq - this.#last - 1 + SEQ_MODULO) % SEQ_MODULO;
    return this.#take(frame.seq, body, missing === 0 ? { kind: 'in-order' } : { kind: 'gap', missing });
  }

  #take(seq: number, body: string, verdict: SequenceVerdict): SequenceVerdict {
    this.#last = seq;
    this.#recent.set(seq, body);
    if (this.#recent.size > RECENT) {
      const oldest = this.#recent.keys().next().value;
      if (oldest !== undefined) this.#recent.delete(oldest);
    }
    return verdict;
  }
}
