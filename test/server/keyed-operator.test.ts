import { describe, expect, it } from 'vitest';
import { CROUPIER_PIN, SocketClient, servedTable } from './server-fixture.js';

describe('who keyed it, beyond loopback', () => {
  it('given marta logged in as the croupier, when she keys lines and a fix, then every fact and refusal names her', async () => {
    const fixture = await servedTable({ beyondLoopback: true });
    const marta = await SocketClient.connect(fixture);
    const login = await marta.request('login', { role: 'croupier', operator: 'marta', pin: CROUPIER_PIN });
    expect(login.reply).toEqual({ ok: true });

    for (const line of ['b1 10', 'b2 10', 'deal', 'AS', 'fix KH'])
      expect((await marta.request('keyIn', { line })).reply, line).toEqual({ ok: true });
    expect((await marta.request('keyIn', { line: 'b3 10' })).reply).toMatchObject({ ok: false });

    const keyed = fixture.table.service.store
      .readFrom(1)
      .filter((event) => event.metadata.source === 'keyboard')
      .map((event) => [event.type, event.metadata.operator]);
    expect(keyed).toEqual([
      ['BetPlaced', 'marta'],
      ['BetPlaced', 'marta'],
      ['BetsClosed', 'marta'],
      ['CardDrawn', 'marta'],
      ['CardCorrected', 'marta'],
    ]);
    const refusals = fixture.table.service.journal.readFrom(1).filter((entry) => entry.kind === 'refusal');
    expect(refusals.map((entry) => entry.operator)).toEqual(['marta']);
  });
});
