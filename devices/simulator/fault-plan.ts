import { type RandomSource, seededRandom } from '../../engine/random/seeded.js';
import { say } from '../../engine/refusals/message.js';
import { ok, type Result, refuse } from '../../engine/result.js';

/** What can go wrong between a reader and the table, as rates per frame and periods in time. */
export interface FaultRates {
  /** Share of frames whose bytes are damaged on the line (one byte or the checksum changed). */
  readonly corruptRate: number;
  /** Share of frames lost on the line: the sequence number moves on without them (a gap). */
  readonly dropRate: number;
  /** Share of good frames the reader sends twice with the same sequence number. */
  readonly duplicateRate: number;
  /** Share of frames preceded by a burst of line noise. */
  readonly garbageRate: number;
  /** Every this many ms the reader says nothing at all for `silenceForMs` (0: never). */
  readonly silenceEveryMs: number;
  readonly silenceForMs: number;
  /** Every this many ms the reader leaves the line for `disconnectForMs` (0: never). */
  readonly disconnectEveryMs: number;
  readonly disconnectForMs: number;
}

export const NO_FAULTS: FaultRates = {
  corruptRate: 0,
  dropRate: 0,
  duplicateRate: 0,
  garbageRate: 0,
  silenceEveryMs: 0,
  silenceForMs: 4000,
  disconnectEveryMs: 0,
  disconnectForMs: 2000,
};

export function faultRates(given: Partial<FaultRates> = {}): Result<FaultRates> {
  const rates = { ...NO_FAULTS, ...given };
  for (const name of ['corruptRate', 'dropRate', 'duplicateRate', 'garbageRate'] as const) {
    const rate = rates[name];
    if (!(rate >= 0 && rate <= 1)) return refuse(say('simulator.fault-share', { name, rate }));
  }
  if (rates.corruptRate + rates.dropRate > 1) return refuse(say('simulator.fault-shares-sum'));
  for (const name of ['silenceEveryMs', 'silenceForMs', 'disconnectEveryMs', 'disconnectForMs'] as const) {
    const ms = rates[name];
    if (!(Number.isFinite(ms) && ms >= 0)) return refuse(say('simulator.fault-duration', { name, ms }));
  }
  return ok(rates);
}

/** What happens to one frame on its way to the table. */
export interface FramePlan {
  readonly fate: 'intact' | 'corrupted' | 'dropped';
  /** An intact frame sent a second time, unchanged. */
  readonly duplicate: boolean;
  /** Noise on the line just before the frame, if any. */
  readonly garbage: Uint8Array | null;
  /** Draws for the details of this frame's damage (which byte, what noise). */
  readonly detail: RandomSource;
}

/**
 * Always the same four draws per frame, so one seed gives the same fault pattern whatever the
 * rates; the details of a fault come from a generator of their own seeded by the fourth draw.
 */
export function planFrame(rates: FaultRates, random: RandomSource): FramePlan {
  const [fateDraw, duplicateDraw, garbageDraw] = [random(), random(), random()];
  const detail = seededRandom(Math.floor(random() * 2 ** 32));
  const fate =
    fateDraw < rates.dropRate
      ? 'dropped'
      : fateDraw < rates.dropRate + rates.corruptRate
        ? 'corrupted'
        : 'intact';
  return {
    fate,
    duplicate: fate === 'intact' && duplicateDraw < rates.duplicateRate,
    garbage: garbageDraw < rates.garbageRate ? noise(detail) : null,
    detail,
  };
}

const DOLLAR = 0x24;
const STAR = 0x2a;
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const HEX = '0123456789ABCDEF';

/**
 * Damages one character between `$` and the end of the checksum, replacing it with another of the
 * same family (hex digit for hex digit), so the frame keeps its shape and only the checksum can
 * tell: CRC-16 catches every single-character change, so the table must refuse it as a bad checksum.
 */
export function corruptFrame(frame: Uint8Array, random: RandomSource): Uint8Array {
  const star = frame.lastIndexOf(STAR);
  if (frame[0] !== DOLLAR || star < 2) throw new Error('corruptFrame needs a whole $…*XXXX frame');
  const damaged = Uint8Array.from(frame);
  const candidates: number[] = [];
  for (let i = 1; i <= star + 4; i++)
    if (i !== star && /[0-9A-Z]/.test(String.fromCharCode(frame[i] ?? 0))) candidates.push(i);
  const at = candidates[Math.floor(random() * candidates.length)] ?? star + 1;
  const alphabet = at > star ? HEX : ALPHANUMERIC;
  const original = String.fromCharCode(frame[at] ?? 0);
  const others = alphabet.replace(original, '');
  damaged[at] = others.charCodeAt(Math.floor(random() * others.length));
  return damaged;
}

/** 1 to 12 bytes of noise: anything but `$`, which would look like the start of a frame. */
function noise(random: RandomSource): Uint8Array {
  const bytes = new Uint8Array(1 + Math.floor(random() * 12));
  for (let i = 0; i < bytes.length; i++) {
    const byte = 1 + Math.floor(random() * 126);
    bytes[i] = byte === DOLLAR ? DOLLAR + 1 : byte;
  }
  return bytes;
}
