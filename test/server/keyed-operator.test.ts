import { describe, expect, it } from 'vitest';
import { CROUPIER_PIN, SocketClient, servedTable } from './server-fixture.js';

/** A table served beyond loopback, and marta logged in at its screen as the croupier. */
async function martaLoggedIn() {
  const fixture = await servedTable({ beyondLoopback: true });
  const marta = await SocketClient.connect(fixture);
  const login = await marta.request('login', { role: 'croupier', operator: 'marta', pin: CROUPIER_PIN });
  expect(login.reply).toEqual({ ok: true });
  return { fixture, marta };
}

describe('who keyed it, beyond loopback', () => {
  it('given marta logged in as the croupier, when she keys lines and a fix, then every fact and refusal names her', async () => {
    const { fixture, marta } = await martaLoggedIn();

    for (const line of ['b1 10', 'b2 10', 'deal', 'AS', 'fix KH'])
      expect((await marta.request('keyIn', { line })).reply, line).toEqual({ ok: true });
    expect((await marta.request('keyIn', { line: 'b3 10' })).reply).toMatchObject({ ok: false });

    const keyed = fixture.table.service.log
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
    const refusals = fixture.table.service.log.journalFrom(1).filter((entry) => entry.kind === 'refusal');
    expect(refusals.map((entry) => entry.operator)).toEqual(['marta']);
  });
});

describe('who dealt it, beyond loopback', () => {
  it('given marta logged in as the croupier, when she pulls cards from the simulated shoe, then each card names her', async () => {
    const { fixture, marta } = await martaLoggedIn();
    // The shoe reader has no keyboard: what it reports from now on is dealt by the croupier logged in.
    expect(fixture.table.link.croupierOnDuty).toBe('marta');
    for (const line of ['b1 10', 'b2 10', 'deal'])
      expect((await marta.request('keyIn', { line })).reply, line).toEqual({ ok: true });

    // One card by the dashboard's button, one by an empty line keyed.
    expect((await marta.request('pullSimulatedCard', {})).reply).toEqual({ ok: true });
    expect((await marta.request('keyIn', { line: '' })).reply).toEqual({ ok: true });
    const dealt = () => fixture.table.service.log.readFrom(1).filter((event) => event.type === 'CardDrawn');
    for (let waited = 0; dealt().length < 2; waited += 10) {
      if (waited > 5000) throw new Error('the pulled cards never reached the table');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(dealt().map((event) => [event.metadata.source, event.metadata.operator])).toEqual([
      ['simulator', 'marta'],
      ['simulator', 'marta'],
    ]);
  });
});
