import { describe, expect, it } from 'vitest';
import { SocketClient, servedTable } from './server-fixture.js';

const invalidBets = (count: number): string[] =>
  Array.from({ length: count }, (_, i) =>
    JSON.stringify({ id: i, op: 'submitInput', payload: { input: { type: 'bet', box: 1, amount: -i - 1 } } }),
  );

describe('the journal under a flood of refusals from one connection', () => {
  it('journals the first refusals of a kind row by row, then counts them: one row per interval and one at close', async () => {
    const now = { time: Date.now() };
    const fixture = await servedTable({ clock: () => new Date(now.time) });
    const client = await SocketClient.connect(fixture);
    const answers = await client.flood(invalidBets(500));
    expect(answers.every((answer) => answer.ok === false)).toBe(true);
    const { log } = fixture.table.service;
    expect(log.journalFrom(1)).toHaveLength(3);

    // A minute on, the count so far is written while the flood goes on.
    now.time += 61_000;
    await client.flood(invalidBets(1));
    const interval = log.journalFrom(1);
    expect(interval).toHaveLength(4);
    expect(interval[3]).toMatchObject({
      kind: 'refusal',
      source: 'web',
      asked: { repeated: 'request.invalid submitInput', count: 498, connection: 1, address: '127.0.0.1' },
      refusal: { code: 'journal.repeated' },
    });
    expect(interval[3]?.reason).toBe(
      '498 more refusals of request.invalid submitInput from this connection (127.0.0.1)',
    );

    await client.flood(invalidBets(20));
    await client.close(fixture);
    const closed = log.journalFrom(1);
    expect(closed).toHaveLength(5);
    expect(closed[4]?.asked).toMatchObject({ repeated: 'request.invalid submitInput', count: 20 });
  });

  it("counts the table's own refusals of one connection's inputs the same way", async () => {
    const fixture = await servedTable();
    const client = await SocketClient.connect(fixture);
    const frames = Array.from({ length: 200 }, (_, i) =>
      JSON.stringify({ id: i, op: 'keyIn', payload: { line: 'b9 10' } }),
    );
    const answers = await client.flood(frames);
    expect(answers.every((answer) => (answer.reply as { ok: boolean }).ok === false)).toBe(true);
    const { log } = fixture.table.service;
    expect(log.journalFrom(1)).toHaveLength(3);
    expect(log.journalFrom(1)[0]).toMatchObject({
      kind: 'refusal',
      source: 'keyboard',
      refusal: { code: 'bet.no-such-box' },
    });
    await client.close(fixture);
    expect(log.journalFrom(1).at(-1)).toMatchObject({
      source: 'keyboard',
      asked: { repeated: 'table bet.no-such-box', count: 197, connection: 1 },
    });
  });

  it('journals nothing per message before a login, and one summary of the connection when it closes', async () => {
    const fixture = await servedTable({ beyondLoopback: true });
    const stranger = await SocketClient.connect(fixture);
    const frames = [
      ...Array.from({ length: 300 }, (_, i) =>
        JSON.stringify({ id: i, op: 'keyIn', payload: { line: 'deal' } }),
      ),
      ...Array.from({ length: 300 }, (_, i) => JSON.stringify({ id: `v${i}`, op: 'viewTable', payload: {} })),
      ...Array.from({ length: 200 }, () => '{not json'),
      ...Array.from({ length: 100 }, (_, i) =>
        JSON.stringify({
          id: `p${i}`,
          op: 'login',
          payload: { role: 'pit-boss', operator: 'x', nonce: stranger.nonce },
        }),
      ),
    ];
    await stranger.flood(frames);
    const { log } = fixture.table.service;
    expect(log.journalFrom(1)).toEqual([]);
    await stranger.close(fixture);
    const rows = log.journalFrom(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'security',
      source: 'web',
      refusal: { code: 'journal.before-login', params: { count: 900 } },
      asked: {
        beforeLogin: {
          'access.login-first keyIn': 300,
          'access.login-first viewTable': 300,
          'request.not-json': 200,
          'login.pin-needed login': 100,
        },
        connection: 1,
        address: '127.0.0.1',
      },
    });
  });

  it("journals a pit-boss login without a PIN once a connection acts as someone (the croupier's screen on loopback)", async () => {
    const fixture = await servedTable();
    const client = await SocketClient.connect(fixture);
    const refused = await client.request('login', { role: 'pit-boss', operator: 'ana' });
    expect(refused.reply).toEqual({ ok: false, reason: 'the pit-boss logs in with a PIN' });
    expect(fixture.table.service.log.journalFrom(1)).toEqual([
      expect.objectContaining({
        kind: 'security',
        operator: 'ana',
        source: 'web',
        refusal: { code: 'login.pin-needed', params: { role: 'pit-boss' } },
      }),
    ]);
  });
});
