import { describe, expect, it } from 'vitest';
import { checkReply, hearFrame, TABLE_CHANGED } from '../../app/contract.js';
import { FAKE_TABLE } from '../electron/fixtures/fake-service-env.js';

describe("the table socket's frames, as a client hears them", () => {
  it('reads replies, refusals and a pushed table', () => {
    expect(hearFrame('{"id":1,"ok":true,"reply":{"ok":false,"reason":"r"}}')).toEqual({
      ok: true,
      frame: { id: 1, ok: true, reply: { ok: false, reason: 'r' } },
    });
    expect(hearFrame('{"id":null,"ok":false,"error":"no"}')).toEqual({
      ok: true,
      frame: { id: null, ok: false, error: 'no' },
    });
    expect(hearFrame(JSON.stringify({ push: TABLE_CHANGED, message: FAKE_TABLE }))).toEqual({
      ok: true,
      frame: { push: TABLE_CHANGED, message: FAKE_TABLE },
    });
  });

  it('says why it cannot read a frame, a push whose table drifted included', () => {
    const drifted = { ...FAKE_TABLE, view: { ...FAKE_TABLE.view, phase: 'interval' } };
    for (const [text, problem] of [
      ['nonsense', /not JSON/],
      ['[]', /the table's answer is not what this dashboard understands/],
      ['{"id":3,"ok":true}', /reply: /],
      ['{"push":"x","message":{}}', /the table's push is not what this dashboard understands \(push: /],
      [JSON.stringify({ push: TABLE_CHANGED, message: drifted }), /\(message\.view\.phase: /],
    ] as const) {
      const heard = hearFrame(text);
      expect(heard.ok, text).toBe(false);
      if (!heard.ok) expect(heard.problem, text).toMatch(problem);
    }
  });

  it("checks a reply against its operation's schema, naming the version mismatch", () => {
    expect(
      checkReply('keyIn', { ok: false, reason: 'no', refusal: { code: 'x.y', params: { box: 1 } } }),
    ).toEqual({
      ok: true,
      reply: { ok: false, reason: 'no', refusal: { code: 'x.y', params: { box: 1 } } },
    });
    const drifted = checkReply('viewTable', { ...FAKE_TABLE, alarms: 'none' });
    expect(drifted).toEqual({
      ok: false,
      error:
        "the table's reply to viewTable is not what this dashboard understands (alarms: Invalid input: expected array, received string): the table service and the dashboard are not the same version",
    });
  });
});
