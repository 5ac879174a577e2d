import type { FaultRates } from '../../../devices/simulator/fault-plan.js';
import { openPtyPair, type PtyPair } from '../../../devices/simulator/pty-pair.js';
import { ShoeSimulator } from '../../../devices/simulator/shoe-simulator.js';
import { say } from '../../../engine/refusals/message.js';
import { ok, type Result, refuse } from '../../../engine/result.js';
import type { DeviceJournal } from '../log/device-journal.js';
import { DISK_FULL, isDiskFull } from '../log/log-space.js';
import { journalShoeLoad } from './simulated-shoe-record.js';

export interface SimulatedShoeOptions {
  readonly profileId: string;
  /** The first shoe's seed; each reload takes the next one. */
  readonly seed: number;
  /** Where each shoe's seed is recorded, beside the frames it deals. */
  readonly journal?: DeviceJournal;
  readonly faults?: Partial<FaultRates>;
  readonly clock?: () => Date;
}

/**
 * The simulator as the table's reader when no reader is configured: a pseudo-terminal pair, a
 * simulated shoe on one side, the table's driver on the other. When the table changes its shoe
 * (a new shoe, the home deck after every round) the croupier reloads the real shoe; here a fresh
 * simulated shoe, shuffled with the next seed, is switched on in its place.
 */
export class SimulatedShoe {
  #simulator: ShoeSimulator | null = null;
  #shoes = 0;
  /** The reader's numbering runs on across reloads: a reloaded shoe is not a restarted reader. */
  #nextSeq = 0;
  #switchingOn: Promise<Result<void>> = Promise.resolve(ok(undefined));
  #stopped = false;
  /** A shoe's seed not journaled yet (the log's disk was full): journaled before its first card. */
  #unrecordedLoad: (() => void) | null = null;

  private constructor(
    readonly pty: PtyPair,
    private readonly options: SimulatedShoeOptions,
  ) {}

  /**
   * Makes the pseudo-terminal pair; the shoe is switched on with `reload()` once the table listens
   * on `hostPath` (bytes written before that are lost, as on a cable with nothing at its end).
   */
  static async prepare(options: SimulatedShoeOptions): Promise<Result<SimulatedShoe>> {
    const pty = await openPtyPair();
    return pty.ok ? ok(new SimulatedShoe(pty.value, options)) : pty;
  }

  /** The path the table's driver opens, as it would open a USB serial adapter. */
  get hostPath(): string {
    return this.pty.hostPath;
  }

  get cardsLeft(): number {
    return this.#simulator?.cardsLeft ?? 0;
  }

  /** The first shoe's seed: `--seed` with it deals the session again. */
  get firstSeed(): number {
    return this.options.seed;
  }

  /**
   * A freshly shuffled shoe in the reader (seed, seed + 1, …), its seed journaled before its first
   * frame, so every session can be replayed.
   */
  reload(): Promise<Result<void>> {
    // Reloads run one after another, and a card pulled meanwhile waits for the new shoe.
    this.#switchingOn = this.#switchingOn.then(() => this.#load());
    return this.#switchingOn;
  }

  async #load(): Promise<Result<void>> {
    if (this.#stopped) return refuse(say('shoe.simulator-off'));
    await this.#simulator?.close();
    const seed = this.options.seed + this.#shoes++;
    const created = ShoeSimulator.create({
      pty: this.pty,
      profileId: this.options.profileId,
      seed,
      paceMs: 0,
      firstSeq: this.#nextSeq,
      onSent: ({ frame }) => {
        this.#nextSeq = (frame.seq + 1) % 65536;
      },
      ...(this.options.faults && { faults: this.options.faults }),
    });
    if (!created.ok) return created;
    this.#simulator = created.value;
    const { journal } = this.options;
    if (journal) {
      const at = this.options.clock?.() ?? new Date();
      const { decks, cutCardAfter } = created.value.load;
      const load = { seed, decks, cutCardAfter };
      this.#unrecordedLoad = () => journalShoeLoad(journal, load, at);
      this.#recordLoad();
    }
    return this.#simulator.open();
  }

  /** The croupier pulls the next card out of the simulated shoe. */
  async pullCard(): Promise<Result<void>> {
    const switchedOn = await this.#switchingOn;
    if (!switchedOn.ok) return switchedOn;
    if (!this.#simulator) return refuse(say('shoe.simulator-not-on'));
    if (this.#simulator.cardsLeft === 0) return refuse(say('shoe.simulator-empty'));
    if (!this.#recordLoad()) return DISK_FULL;
    await this.#simulator.sendNext();
    return ok(undefined);
  }

  /** False while the shoe's seed cannot be journaled for want of room: no card is dealt without it. */
  #recordLoad(): boolean {
    try {
      this.#unrecordedLoad?.();
    } catch (error) {
      if (!isDiskFull(error)) throw error;
      return false;
    }
    this.#unrecordedLoad = null;
    return true;
  }

  /** Switches the shoe off once a reload under way is done: the log it journals to closes next. */
  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#switchingOn;
    await this.#simulator?.close();
    await this.pty.close();
  }
}
