import type { Card } from '../../engine/cards/card.js';
import type { Message } from '../../engine/refusals/message.js';

/** What a shoe reader can say, whatever its wire format. */
export const SHOE_STATUSES = ['SHOE_IN', 'CUT_CARD', 'JAM', 'COVER_OPEN', 'EMPTY', 'OK'] as const;
export type ShoeStatus = (typeof SHOE_STATUSES)[number];

export type ShoeFrame =
  /** A card left the shoe. */
  | { readonly kind: 'card'; readonly seq: number; readonly card: Card }
  | { readonly kind: 'status'; readonly seq: number; readonly status: ShoeStatus }
  /** Sent when the reader has nothing else to say, so silence means trouble. */
  | { readonly kind: 'heartbeat'; readonly seq: number }
  /** Sent once after the reader starts: who it is. */
  | {
      readonly kind: 'hello';
      readonly seq: number;
      readonly vendor: string;
      readonly model: string;
      readonly firmware: string;
    };

/** One frame's worth of bytes off the wire, decoded or refused with the reason. */
export type Decoded =
  | { readonly ok: true; readonly frame: ShoeFrame; readonly raw: Uint8Array }
  | {
      readonly ok: false;
      readonly raw: Uint8Array;
      /** Why, as a code: the device journal keeps it beside its English, the alarm says it in the screen's language. */
      readonly said: Message;
    };

/**
 * A vendor's wire format. `decode` is fed bytes as they arrive (any chunking) and returns every
 * complete frame or refused fragment so far; it never throws. Another vendor's protocol plugs in
 * as one more codec.
 */
export interface ShoeCodec {
  readonly name: string;
  decode(chunk: Uint8Array): Decoded[];
  /** Bytes still waiting for the end of their frame. */
  readonly pending: number;
  encode(frame: ShoeFrame): Uint8Array;
}

/** Sequence numbers wrap after this value (16 bits). */
export const SEQ_MODULO = 65536;

/** A refused frame says why as a code (the screen's language) and in English (the device journal). */
export const refusedFrame = (raw: number[] | Uint8Array, said: Message): Decoded => ({
  ok: false,
  raw: Uint8Array.from(raw),
  said,
});
