import { isCard } from '../../engine/cards/card.js';
import { type Message, type MessageCode, type MessageParam, say } from '../../engine/refusals/message.js';
import { crc16 } from './crc16.js';
import {
  type Decoded,
  refusedFrame,
  SEQ_MODULO,
  SHOE_STATUSES,
  type ShoeCodec,
  type ShoeFrame,
  type ShoeStatus,
} from './frame.js';

/**
 * SBT1, Sabot's line protocol (docs/shoe-protocol.md): `$SBT1,<seq>,<kind>[,<field>…]*<CRC16>\r\n`,
 * printable ASCII, at most 96 bytes a frame.
 */
export const MAX_FRAME_BYTES = 96;
const START = 0x24; // $
const STAR = 0x2a; // *
const LF = 0x0a;
const CR = 0x0d;

export class Sbt1Codec implements ShoeCodec {
  readonly name = 'SBT1';
  /** The frame being received, from its `$`. */
  #frame: number[] = [];
  /** Bytes outside any frame (line noise, a boot banner), reported as one refused run. */
  #noise: number[] = [];

  get pending(): number {
    return this.#frame.length + this.#noise.length;
  }

  /** Every byte fed in comes out in exactly one result, or is still pending: nothing is dropped. */
  decode(chunk: Uint8Array): Decoded[] {
    const results: Decoded[] = [];
    for (const byte of chunk) {
      if (this.#frame.length === 0 && byte !== START) {
        this.#noise.push(byte);
        if (byte === LF || this.#noise.length >= MAX_FRAME_BYTES) results.push(this.#flushNoise());
        continue;
      }
      if (byte === START) {
        if (this.#noise.length > 0) results.push(this.#flushNoise());
        if (this.#frame.length > 0) results.push(refused(this.#takeFrame(), 'frame.cut-off'));
      }
      this.#frame.push(byte);
      if (byte === LF) results.push(decodeLine(Uint8Array.from(this.#takeFrame())));
      else if (this.#frame.length >= MAX_FRAME_BYTES)
        results.push(refused(this.#takeFrame(), 'frame.too-long', { max: MAX_FRAME_BYTES }));
    }
    return results;
  }

  encode(frame: ShoeFrame): Uint8Array {
    const body = `SBT1,${frame.seq},${fields(frame).join(',')}`;
    const bytes = Buffer.from(body, 'ascii');
    const crc = crc16(bytes).toString(16).toUpperCase().padStart(4, '0');
    return Buffer.from(`$${body}*${crc}\r\n`, 'ascii');
  }

  #flushNoise(): Decoded {
    const noise = this.#noise;
    this.#noise = [];
    return refused(noise, 'frame.noise');
  }

  #takeFrame(): number[] {
    const frame = this.#frame;
    this.#frame = [];
    return frame;
  }
}

function fields(frame: ShoeFrame): string[] {
  switch (frame.kind) {
    case 'card':
      return ['C', frame.card];
    case 'status':
      return ['S', frame.status];
    case 'heartbeat':
      return ['H'];
    case 'hello':
      return ['V', frame.vendor, frame.model, frame.firmware];
  }
}

const refused = (
  raw: number[] | Uint8Array,
  code: MessageCode,
  params: Record<string, MessageParam> = {},
): Decoded => refusedFrame(raw, say(code, params));

function decodeLine(raw: Uint8Array): Decoded {
  const end = raw.length >= 2 && raw[raw.length - 2] === CR ? raw.length - 2 : raw.length - 1;
  const star = raw.lastIndexOf(STAR, end);
  if (star < 1 || end - star !== 5) return refused(raw, 'frame.no-checksum');
  for (let i = 1; i < end; i++) {
    const byte = raw[i] ?? 0;
    if (byte < 0x20 || byte > 0x7e) return refused(raw, 'frame.not-printable', { byte });
  }
  const text = Buffer.from(raw.subarray(star + 1, end)).toString('ascii');
  const expected = crc16(raw, 1, star);
  if (!/^[0-9A-F]{4}$/.test(text) || Number.parseInt(text, 16) !== expected) {
    return refused(raw, 'frame.bad-checksum', {
      text,
      expected: expected.toString(16).toUpperCase().padStart(4, '0'),
    });
  }
  const parts = Buffer.from(raw.subarray(1, star)).toString('ascii').split(',');
  const frame = frameOf(parts);
  return 'code' in frame ? refusedFrame(raw, frame) : { ok: true, frame, raw };
}

function frameOf(parts: string[]): ShoeFrame | Message {
  const [protocol, seqText, kind, ...rest] = parts;
  if (protocol !== 'SBT1') return say('frame.unknown-protocol', { protocol: protocol ?? '' });
  const seq = Number(seqText);
  if (!/^\d{1,5}$/.test(seqText ?? '') || seq >= SEQ_MODULO)
    return say('frame.bad-sequence', { seq: seqText ?? '' });
  switch (kind) {
    case 'C': {
      const [card] = rest;
      if (rest.length !== 1 || card === undefined || !isCard(card))
        return say('frame.unknown-card', { card: rest.join(',') });
      return { kind: 'card', seq, card };
    }
    case 'S': {
      const status = rest[0] as ShoeStatus;
      if (rest.length !== 1 || !SHOE_STATUSES.includes(status))
        return say('frame.unknown-status', { status: rest.join(',') });
      return { kind: 'status', seq, status };
    }
    case 'H':
      return rest.length === 0 ? { kind: 'heartbeat', seq } : say('frame.heartbeat-fields');
    case 'V': {
      const [vendor, model, firmware] = rest;
      if (rest.length !== 3 || !vendor || !model || !firmware) return say('frame.hello-fields');
      return { kind: 'hello', seq, vendor, model, firmware };
    }
    default:
      return say('frame.unknown-kind', { kind: kind ?? '' });
  }
}
