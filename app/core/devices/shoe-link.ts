import type { Decoded, ShoeFrame, ShoeStatus } from '../../../devices/protocol/frame.js';
import { SequenceTracker } from '../../../devices/protocol/sequence-tracker.js';
import { type Card, cardGlyph } from '../../../engine/cards/card.js';
import { type Message, say } from '../../../engine/refusals/message.js';
import type { DeviceFrame, DeviceJournal } from '../log/device-journal.js';
import type { SubmitResult, TableService } from '../table/table-service.js';
import type { AlarmBoard, AlarmKind } from './alarms.js';

export interface ShoeLinkOptions {
  /** The reader's port or id, kept with every journaled frame. */
  readonly device: string;
  /** The croupier on duty: cards from the shoe are recorded in their name. */
  readonly operator: string;
  readonly source?: 'shoe' | 'simulator';
  readonly clock?: () => Date;
}

const STATUS_ALARMS: Partial<Record<ShoeStatus, [AlarmKind, Message]>> = {
  JAM: ['jam', say('alarm.jam')],
  COVER_OPEN: ['cover-open', say('alarm.cover-open')],
  EMPTY: ['empty', say('alarm.empty')],
};

/**
 * Between a shoe reader and the table: every frame is journaled raw, before anything is done with
 * it or in the very commit of the card it brought (never a fact without its frame); cards in sequence become the next card out of the shoe; anything doubtful raises an alarm and
 * never becomes a card in a hand. After lost frames, cards are held until the croupier confirms
 * (having keyed any missing card).
 */
export class ShoeLink {
  readonly #tracker = new SequenceTracker();
  readonly #clock: () => Date;
  #held: Extract<ShoeFrame, { kind: 'card' }>[] = [];
  #paused = false;

  constructor(
    private readonly service: TableService,
    private readonly journal: DeviceJournal,
    readonly alarms: AlarmBoard,
    private readonly options: ShoeLinkOptions,
  ) {
    this.#clock = options.clock ?? (() => new Date());
  }

  /** True while automatic assignment waits for the croupier after lost frames. */
  get paused(): boolean {
    return this.#paused;
  }

  get heldCards(): readonly Card[] {
    return this.#held.map((frame) => frame.card);
  }

  receive(decoded: Decoded, at: Date = this.#clock()): void {
    if (!decoded.ok) {
      this.#journal(decoded, at, null, decoded.reason);
      this.alarms.raise('bad-frame', say('alarm.bad-frame', { detail: decoded.reason }), at);
      return;
    }
    const verdict = this.#tracker.check(decoded.frame);
    const remark =
      verdict.kind === 'duplicate' ? 'a retransmission of a frame already taken: dropped' : undefined;
    const row = this.#row(
      decoded,
      at,
      decoded.frame,
      verdict.kind === 'conflict' ? 'the same sequence number with other content' : remark,
    );
    if (verdict.kind === 'duplicate' || verdict.kind === 'conflict') this.journal.append(row);
    if (verdict.kind === 'duplicate') return;
    if (verdict.kind === 'conflict') {
      this.alarms.raise('conflict', say('alarm.conflict', { seq: decoded.frame.seq }), at);
      return;
    }
    if (verdict.kind === 'gap') {
      this.#paused = true;
      this.alarms.raise('frames-lost', say('alarm.frames-lost', { count: verdict.missing }), at);
    }
    if (verdict.kind === 'restart') {
      this.#paused = true;
      this.alarms.raise('frames-lost', say('alarm.reader-restarted'), at);
    }
    this.#act(decoded.frame, at, row);
  }

  /**
   * The croupier has checked the layout (and keyed any missing card): held cards go on in order,
   * and the alarms about single frames (garbled, contradictory, refused) are acknowledged.
   */
  confirmNoCardLost(at: Date = this.#clock()): void {
    this.#paused = false;
    for (const kind of ['frames-lost', 'bad-frame', 'conflict', 'card-refused'] as const)
      this.alarms.clear(kind, at);
    const held = this.#held;
    this.#held = [];
    for (const frame of held) this.#submitCard(frame, at);
  }

  silent(at: Date = this.#clock()): void {
    this.alarms.raise('silent', say('alarm.silent'), at, true);
  }

  heard(at: Date = this.#clock()): void {
    this.alarms.clear('silent', at);
  }

  disconnected(sentence: string, at: Date = this.#clock()): void {
    this.alarms.raise('disconnected', say('alarm.disconnected', { detail: sentence }), at, true);
  }

  reconnected(at: Date = this.#clock()): void {
    this.alarms.clear('disconnected', at);
  }

  /**
   * `row` is the frame's device journal row. A card taken at once is journaled in the very commit of its fact
   * (or of its refusal); any other frame is journaled before anything is done with it.
   */
  #act(frame: ShoeFrame, at: Date, row: DeviceFrame): void {
    if (frame.kind === 'card' && !this.#paused) {
      this.#submitCard(frame, at, row);
      return;
    }
    this.journal.append(row);
    if (frame.kind === 'card') this.#held.push(frame);
    else if (frame.kind === 'status') {
      const alarm = STATUS_ALARMS[frame.status];
      if (alarm) this.alarms.raise(alarm[0], alarm[1], at, true);
      if (frame.status === 'OK' || frame.status === 'SHOE_IN')
        for (const kind of ['jam', 'cover-open', 'empty'] as const) this.alarms.clear(kind, at);
    }
  }

  #submitCard(frame: Extract<ShoeFrame, { kind: 'card' }>, at: Date, row?: DeviceFrame): void {
    let result: SubmitResult;
    try {
      result = this.service.submit(
        { type: 'card', card: frame.card },
        {
          source: this.options.source ?? 'shoe',
          operator: this.options.operator,
          deviceSeq: frame.seq,
          time: at,
        },
        row,
      );
    } catch (error) {
      // The joint commit was rolled back: the frame is still the reader's word, kept on its own.
      if (row) this.journal.append(row);
      throw error;
    }
    if (!result.ok) {
      const refusal = result.refusal ?? result.reason;
      this.alarms.raise(
        'card-refused',
        say('alarm.card-refused', { card: cardGlyph(frame.card), refusal }),
        at,
      );
    }
  }

  #journal(decoded: Decoded, at: Date, frame: ShoeFrame | null, reason: string | undefined): void {
    this.journal.append(this.#row(decoded, at, frame, reason));
  }

  /** The device journal's row of a frame: written at once, or with the card's fact as data for its commit. */
  #row(decoded: Decoded, at: Date, frame: ShoeFrame | null, reason: string | undefined): DeviceFrame {
    return {
      receivedAt: at.toISOString(),
      device: this.options.device,
      raw: decoded.raw,
      decoded: frame,
      verdict: decoded.ok && frame ? 'decoded' : 'rejected',
      ...(reason !== undefined && { reason }),
    };
  }
}
