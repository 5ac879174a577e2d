import { type RandomSource, seededRandom } from '../../engine/random/seeded.js';
import type { Message } from '../../engine/refusals/message.js';
import { ok, type Result } from '../../engine/result.js';
import type { ShoeCodec } from '../protocol/frame.js';
import { Sbt1Codec } from '../protocol/sbt1-codec.js';
import { type FaultRates, faultRates } from './fault-plan.js';
import { type FrameMaker, FrameSender } from './frame-sender.js';
import { OutageSchedule } from './outage-schedule.js';
import type { PtyPair } from './pty-pair.js';
import { QuietGate } from './quiet-gate.js';
import { serialLine } from './serial-line.js';
import { loadShoe, type ShoeLoad, type ShoeLoadOptions } from './shoe-load.js';
import type { SimulatorLine } from './simulator-line.js';
import type { SentFrame, SimulatorTally } from './simulator-tally.js';
import { TallyKeeper } from './simulator-tally.js';

export interface ShoeSimulatorOptions extends ShoeLoadOptions {
  /** Where to write: a port path, a pty pair (which can then be really unplugged), or any line. */
  readonly path?: string;
  readonly pty?: PtyPair;
  readonly line?: SimulatorLine;
  readonly baudRate?: number;
  /** Between cards in `start()`; 0 deals as fast as the line takes them. */
  readonly paceMs?: number;
  /** A heartbeat after this long without another frame (SBT1: one second); 0 for none. */
  readonly heartbeatMs?: number;
  readonly faults?: Partial<FaultRates>;
  /** Draws for the faults; by default seeded from `seed`, apart from the shuffle's draws. */
  readonly random?: RandomSource;
  readonly hello?: { readonly vendor: string; readonly model: string; readonly firmware: string };
  readonly firstSeq?: number;
  /**
   * After being plugged back in, a reader boots before its hello (default 300 ms): long enough
   * for a table watching the port to open it again and hear the hello.
   */
  readonly bootMs?: number;
  readonly codec?: ShoeCodec;
  /** Told of every frame as it goes (or fails to go) on the line. */
  readonly onSent?: (sent: SentFrame) => void;
  /** Told of trouble the simulator works around (a pty that will not come back, say). */
  readonly onProblem?: (said: Message) => void;
}

const DEFAULT_HELLO = { vendor: 'Sabot', model: 'ShoeSim', firmware: '1.0.0' };

/**
 * A card-reading shoe that speaks SBT1 on a line: a hello and SHOE_IN when switched on, one card
 * frame per card (CUT_CARD at the shoe's penetration, EMPTY after the last card), heartbeats when
 * idle, and the faults it is asked for. It keeps the tally of what it really put on the line.
 */
export class ShoeSimulator {
  readonly load: ShoeLoad;
  readonly line: SimulatorLine;
  readonly #options: ShoeSimulatorOptions;
  readonly #tally = new TallyKeeper();
  readonly #gate = new QuietGate();
  readonly #sender: FrameSender;
  #next = 0;
  #opened = false;
  #running = false;
  readonly #pauses = new Set<() => void>();
  readonly #outages: OutageSchedule;

  private constructor(options: ShoeSimulatorOptions, load: ShoeLoad, faults: FaultRates) {
    this.#options = options;
    this.load = load;
    this.line = options.line ?? serialLine(options);
    const random = options.random ?? seededRandom((options.seed ?? 0) ^ 0x5ab07);
    this.#sender = new FrameSender({
      line: this.line,
      codec: options.codec ?? new Sbt1Codec(),
      faults,
      random,
      gate: this.#gate,
      firstSeq: options.firstSeq ?? 0,
      heartbeatMs: options.heartbeatMs ?? 1000,
      onSent: (sent) => {
        this.#tally.record(sent);
        options.onSent?.(sent);
      },
    });
    this.#outages = new OutageSchedule({
      faults,
      gate: this.#gate,
      silenceBegins: () => this.#tally.silences++,
      unplug: () => this.unplug(),
      plugIn: () => this.plugIn(),
      ...(options.onProblem !== undefined && { onProblem: options.onProblem }),
    });
  }

  /** An unknown profile, a bad penetration or fault rate is the operator's error: a sentence. */
  static create(options: ShoeSimulatorOptions): Result<ShoeSimulator> {
    if (options.line === undefined && options.pty === undefined && options.path === undefined)
      throw new Error('a shoe simulator needs a path, a pty pair or a line to write to');
    const load = loadShoe(options);
    if (!load.ok) return load;
    const faults = faultRates(options.faults);
    if (!faults.ok) return faults;
    return ok(new ShoeSimulator(options, load.value, faults.value));
  }

  get tally(): SimulatorTally {
    return this.#tally.snapshot();
  }

  get cardsLeft(): number {
    return this.load.cards.length - this.#next;
  }

  /** Switches the reader on: opens the line, says hello and SHOE_IN, then heartbeats and faults run. */
  async open(): Promise<Result<void>> {
    if (this.#opened) return ok(undefined);
    const opened = await this.line.open();
    if (!opened.ok) return opened;
    this.#opened = true;
    await this.#sender.send(this.#hello());
    await this.#sender.send((seq) => ({ kind: 'status', seq, status: 'SHOE_IN' }));
    this.#resume();
    return ok(undefined);
  }

  /** One card out of the shoe, with CUT_CARD or EMPTY when it is due; nothing once the shoe is empty. */
  async sendNext(): Promise<SentFrame[]> {
    if (!this.#opened) throw new Error('open() the simulator before dealing from it');
    const card = this.load.cards[this.#next];
    if (card === undefined) return [];
    this.#next++;
    this.#tally.cardsDealt.push(card);
    const sent = [await this.#sender.send((seq) => ({ kind: 'card', seq, card }))];
    if (this.#next === this.load.cutCardAfter)
      sent.push(await this.#sender.send((seq) => ({ kind: 'status', seq, status: 'CUT_CARD' })));
    if (this.cardsLeft === 0)
      sent.push(await this.#sender.send((seq) => ({ kind: 'status', seq, status: 'EMPTY' })));
    return sent;
  }

  /** Deals the whole shoe at `paceMs` a card; resolves when it is empty or `stop()` was called. */
  async start(): Promise<Result<void>> {
    const opened = await this.open();
    if (!opened.ok) return opened;
    this.#resume();
    this.#running = true;
    const pace = this.#options.paceMs ?? 500;
    while (this.#running && this.cardsLeft > 0) {
      await this.sendNext();
      if (pace > 0 && this.cardsLeft > 0) await this.#pause(pace);
    }
    this.#running = false;
    return ok(undefined);
  }

  /** Stops dealing, heartbeats and faults; the line stays as it is. */
  stop(): void {
    this.#running = false;
    for (const wake of this.#pauses) wake();
    this.#outages.stop();
    this.#sender.stopHeartbeats();
    this.#gate.releaseAll();
  }

  async close(): Promise<void> {
    this.stop();
    await this.#sender.idle();
    await this.line.close();
    this.#opened = false;
  }

  /** Pulls the reader's cable (see SimulatorLine.unplugLooksLike for what the table sees). */
  async unplug(): Promise<void> {
    this.#gate.hold('unplugged');
    await this.#sender.idle();
    await this.line.unplug();
    this.#tally.disconnects++;
  }

  /** Plugs it back: a reader powered by its cable restarts, so it says hello again. */
  async plugIn(): Promise<Result<void>> {
    const back = await this.line.plugIn();
    if (!back.ok) return back;
    await this.#pause(this.#options.bootMs ?? 300);
    await this.#sender.sendNow(this.#hello());
    this.#gate.release('unplugged');
    return ok(undefined);
  }

  /** Heartbeats and timed faults run while the reader is on (again, after a stop()). */
  #resume(): void {
    this.#sender.startHeartbeats();
    this.#outages.start();
  }

  #hello(): FrameMaker {
    const hello = this.#options.hello ?? DEFAULT_HELLO;
    return (seq) => ({ kind: 'hello', seq, ...hello });
  }

  /** A wait that stop() cuts short. */
  #pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.#pauses.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#pauses.add(done);
    });
  }
}
