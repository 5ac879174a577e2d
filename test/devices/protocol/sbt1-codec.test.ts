import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sentenceOf } from '../../../app/core/sentences.js';
import { crc16 } from '../../../devices/protocol/crc16.js';
import { type Decoded, SHOE_STATUSES, type ShoeFrame } from '../../../devices/protocol/frame.js';
import { MAX_FRAME_BYTES, Sbt1Codec } from '../../../devices/protocol/sbt1-codec.js';
import { FULL_DECK } from '../../../engine/cards/card.js';

const seq = fc.integer({ min: 0, max: 65535 });
const word = fc.stringMatching(/^[A-Za-z0-9.\- ]{1,12}$/);
const frameArb: fc.Arbitrary<ShoeFrame> = fc.oneof(
  fc.record({ kind: fc.constant('card' as const), seq, card: fc.constantFrom(...FULL_DECK) }),
  fc.record({ kind: fc.constant('status' as const), seq, status: fc.constantFrom(...SHOE_STATUSES) }),
  fc.record({ kind: fc.constant('heartbeat' as const), seq }),
  fc.record({ kind: fc.constant('hello' as const), seq, vendor: word, model: word, firmware: word }),
);

/** Feeds bytes to a codec in the given chunk sizes, as a serial port delivers them. */
function feed(codec: Sbt1Codec, bytes: Uint8Array, chunks: number[]): Decoded[] {
  const results: Decoded[] = [];
  let at = 0;
  for (const size of [...chunks, bytes.length]) {
    if (at >= bytes.length) break;
    results.push(...codec.decode(bytes.subarray(at, at + size)));
    at += size;
  }
  return results;
}

describe('the SBT1 codec', () => {
  it('has the CRC-16/CCITT-FALSE check value 29B1', () => {
    expect(crc16(Buffer.from('123456789', 'ascii')).toString(16).toUpperCase()).toBe('29B1');
  });

  it('writes frames as docs/shoe-protocol.md shows them', () => {
    const text = Buffer.from(new Sbt1Codec().encode({ kind: 'card', seq: 2, card: 'AS' })).toString('ascii');
    expect(text).toMatch(/^\$SBT1,2,C,AS\*[0-9A-F]{4}\r\n$/);
  });

  it('decodes whatever it encodes, however the bytes are chunked', () => {
    fc.assert(
      fc.property(
        fc.array(frameArb, { maxLength: 20 }),
        fc.array(fc.integer({ min: 1, max: 40 })),
        (frames, chunks) => {
          const encoder = new Sbt1Codec();
          const bytes = Buffer.concat(frames.map((frame) => encoder.encode(frame)));
          const decoded = feed(new Sbt1Codec(), bytes, chunks);
          expect(decoded.map((result) => (result.ok ? result.frame : sentenceOf(result.said)))).toEqual(
            frames,
          );
        },
      ),
    );
  });

  it('given any bytes at all, never throws, and every byte comes out in exactly one result or is pending', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 600 }),
        fc.array(fc.integer({ min: 1, max: 50 })),
        (bytes, chunks) => {
          const codec = new Sbt1Codec();
          const results = feed(codec, bytes, chunks);
          const out = results.reduce((sum, result) => sum + result.raw.length, 0);
          expect(out + codec.pending).toBe(bytes.length);
          for (const result of results) {
            if (result.ok) expect(Buffer.from(codec.encode(result.frame))).toEqual(Buffer.from(result.raw));
            else expect(sentenceOf(result.said).length).toBeGreaterThan(5);
          }
        },
      ),
    );
  });

  it('refuses a frame with any single byte changed, never turning it into another valid frame', () => {
    fc.assert(
      fc.property(frameArb, fc.nat(), fc.integer({ min: 1, max: 255 }), (frame, where, flip) => {
        const bytes = Buffer.from(new Sbt1Codec().encode(frame));
        const index = 1 + (where % (bytes.length - 3)); // between $ and CR LF
        bytes[index] = (bytes[index] ?? 0) ^ flip;
        const results = new Sbt1Codec().decode(bytes);
        expect(
          results.some((result) => result.ok && JSON.stringify(result.frame) !== JSON.stringify(frame)),
        ).toBe(false);
        expect(results.some((result) => result.ok)).toBe(false);
      }),
    );
  });

  it('names what is wrong: checksum, noise, cut-off, overlong, unknown card', () => {
    const reasons = (text: string) =>
      new Sbt1Codec().decode(Buffer.from(text, 'latin1')).map((r) => (r.ok ? 'ok' : sentenceOf(r.said)));
    expect(reasons('$SBT1,1,C,AS*0000\r\n')[0]).toMatch(/^bad checksum 0000/);
    expect(reasons('boot v2\n')[0]).toContain('outside a frame');
    expect(reasons(`$SBT1,1,C,A$SBT1,2,H*${crc('SBT1,2,H')}\r\n`)).toEqual([
      'frame cut off: a new frame started before its end',
      'ok',
    ]);
    expect(reasons(`$${'X'.repeat(MAX_FRAME_BYTES)}`)[0]).toContain(`longer than ${MAX_FRAME_BYTES} bytes`);
    expect(reasons(`$SBT1,3,C,1S*${crc('SBT1,3,C,1S')}\r\n`)[0]).toBe('unknown card "1S" in a card frame');
    expect(reasons(`$SBT1,70000,H*${crc('SBT1,70000,H')}\r\n`)[0]).toContain('not 0–65535');
  });
});

const crc = (body: string): string =>
  crc16(Buffer.from(body, 'ascii')).toString(16).toUpperCase().padStart(4, '0');
