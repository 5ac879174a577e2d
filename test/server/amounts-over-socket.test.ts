import { describe, expect, it } from 'vitest';
import { SocketClient, servedTable } from './server-fixture.js';

describe('amounts the table cannot count, from the dashboard', () => {
  it('given keyed bets of Infinity and of more than 15 digits, then each is refused with a sentence and journaled with its code', async () => {
    const fixture = await servedTable();
    const croupier = await SocketClient.connect(fixture);
    const keyed = async (line: string) => (await croupier.request('keyIn', { line })).reply;

    // A word that is no number is refused by the key-in grammar, with a bet this table takes.
    expect(await keyed('b1 Infinity')).toEqual({
      ok: false,
      reason: '"b1 Infinity": Infinity is not a stake — key a number above 0, such as b1 5',
      refusal: { code: 'keyin.amount', params: { line: 'b1 Infinity', value: 'Infinity', example: 'b1 5' } },
    });
    expect(await keyed('i1 Infinity')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('Infinity'),
    });
    expect(await keyed('b1 123456789012345.67')).toMatchObject({
      ok: false,
      reason: '123456789012345.67 is more than the table counts: an amount is at most 9999999999999.99',
      refusal: { code: 'amount.too-large' },
    });
    expect(await keyed('b1 10')).toEqual({ ok: true });

    const journaled = fixture.table.service.log
      .journalFrom(1)
      .map((entry) => [entry.asked, entry.refusal?.code]);
    expect(journaled).toEqual([
      [{ keyed: 'b1 Infinity' }, 'keyin.amount'],
      [{ keyed: 'i1 Infinity' }, 'keyin.amount'],
      [{ keyed: 'b1 123456789012345.67' }, 'amount.too-large'],
    ]);
  });

  it('given a submitted bet beyond the largest amount, then the request is refused, journaled, and the server answers the next', async () => {
    const fixture = await servedTable();
    const croupier = await SocketClient.connect(fixture);
    const bet = (amount: number) =>
      croupier.request('submitInput', { input: { type: 'bet', box: 1, amount } });

    const refused = await bet(1e308);
    expect(refused).toMatchObject({
      ok: false,
      error: expect.stringContaining('is more than the table counts'),
    });
    expect((await bet(10)).reply).toEqual({ ok: true });
    expect(fixture.table.service.log.journalFrom(1)).toHaveLength(1);
  });
});
