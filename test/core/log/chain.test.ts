import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../app/core/log/canonical-json.js';
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
