import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalCopy, canonicalJson } from '../../../app/core/log/canonical-json.js';
import { GENESIS_HASH, hashEvent } from '../../../app/core/log/chain.js';

const row = {
  position: 1,
  stream: 'round-1',
  streamPosition: 1,
  type: 'CardDrawn',
  data: '{"card":"AS"}',
  metadata: '{"operator":"croupier-7","source":"shoe","time":"2026-11-29T21:00:00.000Z"}',
  schemaVersion: 1,
};

describe('the hash chain', () => {
  it('hashes the canonical array of the columns, so an auditor can recompute it by hand', () => {
    // Pinned, computed outside Sabot with: printf '%s' '<the array below as JSON>' | sha256sum
    // [1,"round-1",1,"CardDrawn","{\"card\":\"AS\"}","{…metadata…}",1,"000…000"]
    expect(hashEvent(GENESIS_HASH, row)).toBe(
      'bb3cb4db3803278fc910ef70f41f6f2726e74212de689e794e788644f3c0af1d',
    );
  });

  it('changes with any column and with the link to the event before', () => {
    const base = hashEvent(GENESIS_HASH, row);
    expect(hashEvent(GENESIS_HASH, { ...row, position: 2 })).not.toBe(base);
    expect(hashEvent(GENESIS_HASH, { ...row, data: '{"card":"AH"}' })).not.toBe(base);
    expect(hashEvent(GENESIS_HASH, { ...row, schemaVersion: 2 })).not.toBe(base);
    expect(hashEvent('1'.repeat(64), row)).not.toBe(base);
  });
});

describe('the hash input', () => {
  it('is the canonical JSON array of the columns, for text that JSON must escape too', () => {
    const awkward = [
      row,
      { ...row, stream: 'round-"7"\\', data: '{"note":"a\\"b\\n\u00e9\ud83c\udca1"}' },
      { ...row, type: 'RulingRecorded', metadata: '{"operator":"Zoë \u2028 O\'Neil"}', position: 1e21 },
    ];
    for (const columns of awkward) {
      const array = [
        columns.position,
        columns.stream,
        columns.streamPosition,
        columns.type,
        columns.data,
        columns.metadata,
        columns.schemaVersion,
        GENESIS_HASH,
      ];
      const expected = createHash('sha256').update(canonicalJson(array), 'utf8').digest('hex');
      expect(hashEvent(GENESIS_HASH, columns)).toBe(expected);
    }
  });

  it('refuses a count JSON cannot hold, as canonical JSON does', () => {
    expect(() => hashEvent(GENESIS_HASH, { ...row, streamPosition: Number.NaN })).toThrow('value[2] is NaN');
  });
});

describe('canonical JSON', () => {
  it('writes keys sorted and nothing else, whatever order they were built in', () => {
    expect(canonicalJson({ b: [1, { d: 2, c: 'x' }], a: null, skipped: undefined })).toBe(
      '{"a":null,"b":[1,{"c":"x","d":2}]}',
    );
    expect(canonicalJson({ at: new Date('2026-11-29T21:00:00.000Z') })).toBe(
      '{"at":"2026-11-29T21:00:00.000Z"}',
    );
  });

  it('refuses what JSON would silently change', () => {
    expect(() => canonicalJson({ amount: Number.POSITIVE_INFINITY })).toThrow('value.amount is Infinity');
    expect(() => canonicalJson({ stakes: new Map() })).toThrow('value.stakes is a Map');
    expect(() => canonicalJson({ big: 10n })).toThrow('value.big is a bigint');
    expect(() => canonicalJson({ b: [1, { c: Number.NaN }], a: 1 }, 'event data')).toThrow(
      'event data.b[1].c is NaN',
    );
    expect(() => canonicalJson([() => 1])).toThrow('value[0] is a function');
  });
});

/** Equal as JSON.parse would build them: the same members in the same order, the same prototypes, -0 told apart. */
function sameBuild(one: unknown, other: unknown): boolean {
  if (typeof one !== 'object' || one === null || typeof other !== 'object' || other === null)
    return Object.is(one, other);
  if (Object.getPrototypeOf(one) !== Object.getPrototypeOf(other)) return false;
  const keys = Reflect.ownKeys(one);
  const otherKeys = Reflect.ownKeys(other);
  return (
    keys.length === otherKeys.length &&
    keys.every(
      (key, index) =>
        key === otherKeys[index] &&
        sameBuild((one as Record<PropertyKey, unknown>)[key], (other as Record<PropertyKey, unknown>)[key]),
    )
  );
}

describe('the canonical copy an append returns', () => {
  // Keys JSON.parse treats specially ("__proto__") or orders apart (integer-like) among the rest.
  const key = fc.oneof(
    fc.string({ maxLength: 4 }),
    fc.constantFrom('__proto__', '1', '10', 'b', 'a', 'time'),
  );
  const fitValue = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.constantFrom(null, true, false, 0, -0, 1.5, -7, 1e21, 'x', ''),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.string(),
      fc.date({ noInvalidDate: true }),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(key, fc.oneof(tie('value'), fc.constant(undefined)), { maxKeys: 5 }),
    ),
  })).value;

  it('is what JSON.parse gives back from the canonical text, member for member and in order', () => {
    fc.assert(
      fc.property(fitValue, (value) => sameBuild(canonicalCopy(value), JSON.parse(canonicalJson(value)))),
      { numRuns: 500 },
    );
  });

  it('shares nothing with the value it copies, and tells a wrong copy apart', () => {
    const value = { b: [1, { d: -0, c: 'x' }], a: new Date('2026-11-29T21:00:00.000Z'), skipped: undefined };
    const copy = canonicalCopy(value) as { b: [number, object] };
    expect(sameBuild(copy, JSON.parse(canonicalJson(value)))).toBe(true);
    expect(Object.keys(copy)).toEqual(['a', 'b']);
    expect(copy.b).not.toBe(value.b);
    expect(copy.b[1]).not.toBe(value.b[1]);
    // The check itself sees key order and -0.
    expect(sameBuild({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameBuild({ a: -0 }, { a: 0 })).toBe(false);
  });
});
