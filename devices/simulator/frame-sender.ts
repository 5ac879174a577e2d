import type { RandomSource } from '../../engine/random/seeded.js';
import { SEQ_MODULO, type ShoeCodec, type ShoeFrame } from '../protocol/frame.js';
import { corruptFrame, type FaultRates, planFrame } from './fault-plan.js';
import type { QuietGate } from './quiet-gate.js';
import type { SimulatorLine } from './simulator-line.js';
import type { SentFrame } from './simulator-tally.js';

export interface FrameSenderOptions {
  readonly line: SimulatorLine;
  readonly codec: ShoeCodec;
  readonly faults: FaultRates;
  readonly random: RandomSource;
  readonly gate: QuietGate;
  readonly firstSeq: number;
  readonly heartbeatMs: number;
  readonly onSent: (sent: SentFrame) => void;
}

/** A frame still waiting for its sequence number, given only when it really goes out. */
export type FrameMaker = (seq: number) => ShoeFrame;

/**
 * Puts the simulated reader's frames on the line one at a time, in order, through the fault plan.
 * The sequence number is given when a frame leaves, not when it is queued: a card held while the
 * line was down must follow the hello the reader says when it comes back, not precede it.
 */
export class FrameSender {
  readonly faults: FaultRates;
  readonly #options: FrameSenderOptions;
  #seq: number;
  #queue: Promise<unknown> = Promise.resolve();
  #waiting = 0;
  #transmitting: Promise<SentFrame> | null = null;
  #heartbeat: NodeJS.Timeout | null = null;

  constructor(options: FrameSenderOptions) {
    this.#options = options;
    this.faults = options.faults;
    this.#seq = options.firstSeq % SEQ_MODULO;
  }

  /** Queued behind earlier frames, and held while the line is quiet. */
  send(make: FrameMaker): Promise<SentFrame> {
    this.#waiting++;
    const job = this.#queue.then(async () => {
      while (this.#options.gate.quiet) await this.#options.gate.whenOpen();
      this.#waiting--;
      return this.#transmitNow(make);
    });
    this.#queue = job.catch(() => {});
    return job;
  }

  /** Past the queue and the gate: for the hello a reader says before anything held goes out. */
  sendNow(make: FrameMaker): Promise<SentFrame> {
    return this.#transmitNow(make);
  }

  /** Resolves when the frame being written (if any) is written. */
  async idle(): Promise<void> {
    await this.#transmitting;
  }

  startHeartbeats(): void {
    if (this.#options.heartbeatMs <= 0 || this.#heartbeat !== null) return;
    this.#heartbeat = setTimeout(() => {
      // Quiet, or other frames on their way: the heartbeat is not due; look again a period later.
      if (this.#options.gate.quiet || this.#waiting > 0 || this.#transmitting !== null)
        this.#heartbeat?.refresh();
      else void this.send((seq) => ({ kind: 'heartbeat', seq }));
    }, this.#options.heartbeatMs);
  }

  stopHeartbeats(): void {
    if (this.#heartbeat !== null) clearTimeout(this.#heartbeat);
    this.#heartbeat = null;
  }

  #transmitNow(make: FrameMaker): Promise<SentFrame> {
    const frame = make(this.#seq);
    this.#seq = (this.#seq + 1) % SEQ_MODULO;
    const transmitting = this.#transmit(frame).finally(() => {
      if (this.#transmitting === transmitting) this.#transmitting = null;
      // Any frame, heartbeat included, restarts the heartbeat's wait.
      this.#heartbeat?.refresh();
    });
    this.#transmitting = transmitting;
    return transmitting;
  }

  async #transmit(frame: ShoeFrame): Promise<SentFrame> {
    const { line, codec, faults, random, onSent } = this.#options;
    const plan = planFrame(faults, random);
    const bytes = codec.encode(frame);
    const noise = plan.garbage;
    const garbageBytes = noise !== null && (await line.write(noise)).ok ? noise.length : 0;
    const report = (sent: Omit<SentFrame, 'frame' | 'garbageBytes'>): SentFrame => {
      const full = { frame, garbageBytes, ...sent };
      onSent(full);
      return full;
    };
    if (plan.fate === 'dropped')
      return report({ fate: 'dropped', duplicated: false, bytes: new Uint8Array() });
    const wire = plan.fate === 'corrupted' ? corruptFrame(bytes, plan.detail) : bytes;
    const written = await line.write(wire);
    if (!written.ok)
      return report({
        fate: 'not-sent',
        duplicated: false,
        bytes: new Uint8Array(),
        problem: written.refusal,
      });
    const duplicated = plan.duplicate && (await line.write(bytes)).ok;
    return report({ fate: plan.fate, duplicated, bytes: wire });
  }
}
