import { describe, expect, it } from 'vitest';
import { verifyLog } from '../../app/core/log/verify.js';
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

    const journal = fixture.table.service.journal.readFrom(1);
    expect(journal.length).toBeGreaterThan(0);
    // What was asked is kept as received, as JSON (which writes a NUL escaped); the sentences are clean.
    expect(journal.map((entry) => entry.asked)).toContainEqual(
      expect.objectContaining({ op: 'keyIn', payload: { line: 'b1 10\u0000' } }),
    );
    for (const entry of journal)
      expect(`${entry.reason}${entry.operator}`).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(auditOf(fixture.dbPath)).toMatchObject({ ok: true });
  });
});
