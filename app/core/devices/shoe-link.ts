import type { Decoded, ShoeFrame, ShoeStatus } from '../../../devices/protocol/frame.js';
import { SequenceTracker } from '../../../devices/protocol/sequence-tracker.js';
import { type Card, cardGlyph } from '../../../engine/cards/card.js';
import { type Message, type MessageParam, say } from '../../../engine/refusals/message.js';
import type { DeviceFrame, DeviceJournal } from '../log/device-journal.js';
import { isDiskFull } from '../log/log-space.js';
import { sentenceOf } from '../sentences.js';
import type { TableService } from '../table/table-service.js';
import type { SubmitResult } from '../table/table-service-types.js';
import type { AlarmBoard, AlarmKind } from './alarms.js';

export interface ShoeLinkOptions {
  /** The reader's port or id, kept with every journaled frame. */
  readonly device: string;
  /** The croupier on duty when the table opens: cards from the shoe are recorded in their name. */
  readonly operator: string;
  readonly source?: 'shoe' | 'simulator';
  readonly clock?: () => Date;
}

type CardFrame = Extract<ShoeFrame, { kind: 'card' }>;

/** A card frame not yet on the table, with its journal row when that is not stored yet either. */
interface WaitingCard {
  readonly frame: CardFrame;
  readonly row: DeviceFrame | undefined;
  /** When it came out of the shoe: its fact's time, however long it waited. */
  readonly at: Date;
}

/**
 * Cards out of the shoe kept while the log's disk is full, to go on in order when space returns.
 * A shoe holds at most a few hundred; frames beyond this (a reader gone wrong) are only counted.
 */
const WAITING_FOR_ROOM_KEPT = 1000;

const STATUS_ALARMS: Partial<Record<ShoeStatus, [AlarmKind, Message]>> = {
  JAM: ['jam', say('alarm.jam')],
  COVER_OPEN: ['cover-open', say('alarm.cover-open')],
  EMPTY: ['empty', say('alarm.empty')],
};

/**
 * Between a shoe reader and the table: every frame is journaled raw, before anything is done with
 * it or in the very commit of the card it brought (never a fact without its frame); cards in sequence become the next card out of the shoe; anything doubtful raises an alarm and
 * never becomes a card in a hand. After lost frames, cards are held until the croupier confirms
 * (having keyed any missing card). While the log's disk is full, nothing can be stored: cards
 * wait, in order, and go on as soon as a write finds room (`storeWaitingCards`); other frames are
 * acted on and counted in the disk-full alarm, their rows not kept.
 */
export class ShoeLink {
  readonly #tracker = new SequenceTracker();
  readonly #clock: () => Date;
  #held: WaitingCard[] = [];
  #waitingForRoom: WaitingCard[] = [];
  #paused = false;
  #croupierOnDuty: string;

  constructor(
    private readonly service: TableService,
    private readonly journal: DeviceJournal,
    readonly alarms: AlarmBoard,
    private readonly options: ShoeLinkOptions,
  ) {
    this.#clock = options.clock ?? (() => new Date());
    this.#croupierOnDuty = options.operator;
  }

  /**
   * Who the cards out of the shoe are recorded under: the croupier dealing them (the badge signed
   * in, at a table that keeps a register).
   */
  get croupierOnDuty(): string {
    return this.service.signedInCroupier ?? this.#croupierOnDuty;
  }

  /**
   * A croupier takes the table (logs in at its screen, pulls a card from the simulated shoe): the
   * shoe has no keyboard, so the cards it reports from then on are recorded in that croupier's name.
   */
  takeDuty(operator: string): void {
    this.#croupierOnDuty = operator;
  }

  /** True while automatic assignment waits for the croupier after lost frames. */
  get paused(): boolean {
    return this.#paused;
  }

  get heldCards(): readonly Card[] {
    return this.#held.map(({ frame }) => frame.card);
  }

  /** Cards out of the shoe that wait for the log's disk to have room again. */
  get cardsWaitingForRoom(): readonly Card[] {
    return this.#waitingForRoom.map(({ frame }) => frame.card);
  }

  receive(decoded: Decoded, at: Date = this.#clock()): void {
    if (!decoded.ok) {
      this.#keep(this.#row(decoded, at, null, sentenceOf(decoded.said)));
      this.alarms.raise('bad-frame', say('alarm.bad-frame', { detail: decoded.said }), at);
      return;
    }
    const verdict = this.#tracker.check(decoded.frame);
    const remark =
      verdict.kind === 'duplicate'
        ? 'a retransmission of a frame already taken: dropped'
        : verdict.kind === 'conflict'
          ? 'the same sequence number with other content'
          : undefined;
    const row = this.#row(decoded, at, decoded.frame, remark);
    if (verdict.kind === 'duplicate' || verdict.kind === 'conflict') this.#keep(row);
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
    for (const { frame, row } of held) this.#submitCard(frame, at, row);
  }

  /**
   * The cards that waited for room go on, in order, until one finds the disk full again; true when
   * none waits any more. Before any other input, so that none overtakes a card already dealt.
   */
  storeWaitingCards(): boolean {
    while (this.#waitingForRoom.length > 0) {
      const [first] = this.#waitingForRoom as [WaitingCard];
      let stored: boolean;
      try {
        stored = this.#submitted(first.frame, first.at, first.row);
      } catch (error) {
        // Not for want of room (a bug): the card goes no further, its frame is journaled alone.
        this.#waitingForRoom.shift();
        throw error;
      }
      if (!stored) return false;
      this.#waitingForRoom.shift();
    }
    return true;
  }

  silent(at: Date = this.#clock()): void {
    this.alarms.raise('silent', say('alarm.silent'), at, true);
  }

  heard(at: Date = this.#clock()): void {
    this.alarms.clear('silent', at);
  }

  /** `why`: the driver's message (coded, so each screen says it in its language), or a sentence. */
  disconnected(why: MessageParam, at: Date = this.#clock()): void {
    this.alarms.raise('disconnected', say('alarm.disconnected', { detail: why }), at, true);
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
    const kept = this.#keep(row);
    if (frame.kind === 'card') this.#held.push({ frame, row: kept ? undefined : row, at });
    else if (frame.kind === 'status') {
      const alarm = STATUS_ALARMS[frame.status];
      if (alarm) this.alarms.raise(alarm[0], alarm[1], at, true);
      if (frame.status === 'OK' || frame.status === 'SHOE_IN')
        for (const kind of ['jam', 'cover-open', 'empty'] as const) this.alarms.clear(kind, at);
    }
  }

  #submitCard(frame: CardFrame, at: Date, row?: DeviceFrame): void {
    if (this.#waitingForRoom.length >= WAITING_FOR_ROOM_KEPT) {
      this.service.space.noRoom();
      return;
    }
    this.#waitingForRoom.push({ frame, row, at });
    this.storeWaitingCards();
  }

  /** False when the log's disk had no room: nothing of it was stored, and the card waits. */
  #submitted(frame: CardFrame, at: Date, row: DeviceFrame | undefined): boolean {
    let result: SubmitResult;
    try {
      result = this.service.submit(
        { type: 'card', card: frame.card },
        {
          source: this.options.source ?? 'shoe',
          operator: this.croupierOnDuty,
          deviceSeq: frame.seq,
          time: at,
        },
        row,
      );
    } catch (error) {
      // The joint commit was rolled back: the frame is still the reader's word, kept on its own.
      if (row) this.#keep(row);
      throw error;
    }
    if (!result.ok && result.refusal?.code === 'log.disk-full') return false;
    if (!result.ok) {
      const refused = say('alarm.card-refused', { card: cardGlyph(frame.card), refusal: result.refusal });
      this.alarms.raise('card-refused', refused, at);
    }
    return true;
  }

  /** Journals a frame's row on its own; false when the disk had no room for it (it is not kept). */
  #keep(row: DeviceFrame): boolean {
    try {
      this.journal.append(row);
    } catch (error) {
      if (!isDiskFull(error)) throw error;
      this.service.space.noRoom();
      return false;
    }
    this.service.space.stored();
    return true;
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
