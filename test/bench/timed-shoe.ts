import { performance } from 'node:perf_hooks';
import { reasonOf } from '../../app/core/sentences.js';
import { SEQ_MODULO } from '../../devices/protocol/frame.js';
import type { PtyPair } from '../../devices/simulator/pty-pair.js';
import { serialLine } from '../../devices/simulator/serial-line.js';
import { ShoeSimulator } from '../../devices/simulator/shoe-simulator.js';
import type { SimulatorLine } from '../../devices/simulator/simulator-line.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';

/**
 * The simulated reader on a served table's line, each card frame timed as its write starts. When
 * the table takes a new shoe the croupier loads it into the reader: a freshly shuffled simulated
 * shoe whose numbering runs on (a reload, not a reader that restarted and may have lost cards).
 */
export class TimedShoe {
  readonly #line: SimulatorLine;
  /** The simulator hands the very bytes it wrote back in its report of the frame. */
  readonly #writtenAt = new WeakMap<Uint8Array, number>();
  #simulator: ShoeSimulator | null = null;
  #shoes = 0;
  #nextSeq = 0;

  constructor(pair: PtyPair) {
    const line = serialLine({ pty: pair });
    this.#line = {
      ...line,
      write: (bytes) => {
        this.#writtenAt.set(bytes, performance.now());
        return line.write(bytes);
      },
    };
  }

  async load(): Promise<void> {
    await this.#simulator?.close();
    const created = ShoeSimulator.create({
      line: this.#line,
      profileId: classic6d.id,
      seed: 2_000 + this.#shoes++,
      firstSeq: this.#nextSeq,
      paceMs: 0,
      onSent: (sent) => {
        this.#nextSeq = (sent.frame.seq + 1) % SEQ_MODULO;
      },
    });
    if (!created.ok) throw new Error(reasonOf(created));
    this.#simulator = created.value;
    const on = await this.#simulator.open();
    if (!on.ok) throw new Error(reasonOf(on));
  }

  /** The next card out of the shoe; resolves with the time its frame's write started. */
  async deal(): Promise<number> {
    const [sent] = (await this.#simulator?.sendNext()) ?? [];
    if (sent?.frame.kind !== 'card') throw new Error('the simulated shoe ran out of cards');
    return this.#writtenAt.get(sent.bytes) ?? Number.NaN;
  }

  /** The sequence number of the last frame the shoe sent. */
  get lastSeq(): number {
    return (this.#nextSeq + SEQ_MODULO - 1) % SEQ_MODULO;
  }

  /** Bytes of the soak's own on the reader's line, between the shoe's frames: a faulty or hostile line. */
  async inject(bytes: Uint8Array): Promise<void> {
    const written = await this.#line.write(bytes);
    if (!written.ok) throw new Error(reasonOf(written));
  }

  async close(): Promise<void> {
    await this.#simulator?.close();
  }
}
