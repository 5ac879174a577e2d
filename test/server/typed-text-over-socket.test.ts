import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verifyLog } from '../../app/core/log/verify.js';
import { controlIn } from '../../engine/text/typed-text.js';
import { SocketClient, servedTable } from './server-fixture.js';

/** The journal's own audit, as `sabot verify` runs it on the live file (the head may trail). */
const auditOf = (dbPath: string) => verifyLog(dbPath, { headMayTrail: true });

describe('text a person typed, at the table socket', () => {
  it('given a keyed line with a lone surrogate, when it is refused and journaled, then the log stays intact and the table takes the next bet', async () => {
    const fixture = await servedTable();
    const screen = await SocketClient.connect(fixture);

    const keyed = await screen.request('keyIn', { line: 'b1 \ud800' });
    expect(keyed.ok).toBe(true);
    expect(keyed.reply).toMatchObject({ ok: false });
    const card = await screen.request('submitInput', { input: { type: 'card', card: 'A\ud800' } });
    expect(card.ok).toBe(false);

    expect(auditOf(fixture.dbPath)).toMatchObject({ ok: true });
    expect((await screen.request('keyIn', { line: 'b1 10' })).reply).toEqual({ ok: true });
  });

  it('given a NUL or another control character in a keyed line or a name, then it is refused with a sentence and nothing holding it is recorded', async () => {
    const fixture = await servedTable();
    const screen = await SocketClient.connect(fixture);

    for (const line of ['b1 10\u0000', 'b1\u001b10', 'b1 10\u007f', 'b1 10\u0085']) {
      const keyed = await screen.request('keyIn', { line });
      expect(keyed.ok, JSON.stringify(line)).toBe(false);
      expect(keyed.error).toMatch(/control character/);
    }
    const voided = await screen.request('voidRound', {
      round: 1,
      reason: 'misdeal',
      operator: 'pit\u0000boss',
      pin: '1234',
    });
    expect(voided.error).toMatch(/control character/);

    const journal = fixture.table.service.log.journalFrom(1);
    expect(journal.length).toBeGreaterThan(0);
    // What was asked is kept as received, as JSON (which writes a NUL escaped); the sentences are clean.
    expect(journal.map((entry) => entry.asked)).toContainEqual(
      expect.objectContaining({ op: 'keyIn', payload: { line: 'b1 10\u0000' } }),
    );
    for (const entry of journal) expect(controlIn(`${entry.reason}${entry.operator}`)).toBeNull();
    expect(auditOf(fixture.dbPath)).toMatchObject({ ok: true });
  });

  it('property: whatever text a keyed line, a card or a name carries, the log stays intact and the table keeps taking input', async () => {
    const fixture = await servedTable();
    const screen = await SocketClient.connect(fixture);
    const text = fc.oneof(
      fc.constantFrom(
        '\ud800',
        '\udfff',
        'A\ud800',
        '\u0000',
        'b1 10\u0000',
        '\u001b',
        '\u007f',
        '\u0085',
        '\t',
        '\n',
      ),
      fc.string({ unit: 'binary', maxLength: 16 }),
    );
    const asked = fc.oneof(
      text.map((line) => ['keyIn', { line: `b1 ${line}` }] as const),
      text.map((card) => ['submitInput', { input: { type: 'card', card } }] as const),
      text.map(
        (name) => ['submitInput', { input: { type: 'bet', box: 2, amount: 10, bettor: name } }] as const,
      ),
      text.map((reason) => ['voidRound', { round: 1, reason, operator: reason, pin: '0000' }] as const),
    );
    await fc.assert(
      fc.asyncProperty(asked, async ([op, payload]) => {
        expect((await screen.request(op, payload)).id).toBeDefined();
      }),
      { numRuns: 60 },
    );

    expect(auditOf(fixture.dbPath)).toMatchObject({ ok: true });
    const journal = fixture.table.service.log.journalFrom(1);
    expect(journal.some((entry) => controlIn(`${entry.reason}${entry.operator}`) !== null)).toBe(false);
    expect((await screen.request('keyIn', { line: 'b3 10' })).reply).toEqual({ ok: true });
  }, 60_000);
});
