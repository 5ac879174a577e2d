import { describe, expect, it } from 'vitest';
import { PitBossDesk } from '../../app/core/table/pit-boss-desk.js';
import { StaffDesk } from '../../app/core/table/staff-desk.js';
import { journalText } from '../support/journal-text.js';
import { CROUPIER_PIN, connectionOutcome, REVIEW_PIN, SocketClient, servedTable } from './server-fixture.js';

const BOSS_PIN = '482913';

describe('who may talk to the table', () => {
  it("refuses a socket from another origin, without an origin, or under another host's name", async () => {
    const fixture = await servedTable();
    const { port } = fixture.server;
    expect(await connectionOutcome(port, { Origin: fixture.origin })).toBe('open');
    expect(await connectionOutcome(port, { Origin: `http://localhost:${port}` })).toBe('open');
    expect(await connectionOutcome(port, { Origin: 'http://evil.example' })).toBe(403);
    expect(await connectionOutcome(port, { Origin: `https://127.0.0.1:${port}` })).toBe(403);
    expect(await connectionOutcome(port, {})).toBe(403);
    // A hostile page that rebinds its own name to 127.0.0.1 sends its own name as Host and Origin.
    expect(
      await connectionOutcome(port, { Host: `evil.example:${port}`, Origin: `http://evil.example:${port}` }),
    ).toBe(403);
  });

  it('on loopback opens as the croupier; a review login keeps the connection to reading', async () => {
    const fixture = await servedTable();
    const client = await SocketClient.connect(fixture);
    expect((await client.request('keyIn', { line: 'b1 10' })).reply).toEqual({ ok: true });

    const login = await client.request('login', { role: 'review', operator: 'auditor-li' });
    expect(login.reply).toEqual({ ok: true });
    expect((await client.request('viewTable', {})).ok).toBe(true);
    expect((await client.request('listRounds', {})).ok).toBe(true);
    expect((await client.request('verifyLog', {})).reply).toMatchObject({ ok: true });
    for (const [op, payload] of [
      ['submitInput', { input: { type: 'deal' } }],
      ['keyIn', { line: 'deal' }],
      ['pullSimulatedCard', {}],
      ['recordRuling', { round: 1, text: 'fine', operator: 'auditor-li', pin: '1234' }],
    ] as const) {
      const refused = await client.request(op, payload);
      expect(refused).toMatchObject({
        ok: false,
        error: `the review role only reads the table and its log: ${op} is not open to it`,
      });
    }
    expect(fixture.table.service.log.readFrom(1).map((event) => event.type)).toEqual([
      'TableOpened',
      'BetPlaced',
    ]);
    const security = fixture.table.service.log.journalFrom(1).filter((entry) => entry.kind === 'security');
    expect(security).toHaveLength(4);
    expect(security[3]).toMatchObject({
      operator: 'auditor-li',
      source: 'web',
      asked: { op: 'recordRuling', payload: { pin: '(withheld)' } },
    });
  });

  it('beyond loopback needs a login first, checks each role with its PIN, and journals wrong PINs', async () => {
    const fixture = await servedTable({ beyondLoopback: true });
    new PitBossDesk(fixture.table.service).guard.setPin('pit-boss', BOSS_PIN, { operator: 'manager' });
    const client = await SocketClient.connect(fixture);
    expect(await client.request('viewTable', {})).toMatchObject({
      ok: false,
      error: 'log in first: croupier, pit boss or review',
    });
    expect(client.pushes).toEqual([]);

    const wrong = await client.request('login', { role: 'croupier', operator: 'marta', pin: '9999' });
    expect(wrong.reply).toEqual({ ok: false, reason: 'wrong croupier PIN: login refused' });
    const noPin = await client.request('login', { role: 'review', operator: 'li' });
    expect(noPin.reply).toEqual({ ok: false, reason: 'the review logs in with a PIN' });
    const bossWrong = await client.request('login', { role: 'pit-boss', operator: 'ana', pin: '000000' });
    expect(bossWrong.reply).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^wrong pit-boss PIN/),
    });
    // A login without a PIN guesses nothing: before a login it is only counted (see the flood tests).
    const journaled = fixture.table.service.log.journalFrom(1);
    // The pit-boss PIN's setting first (journaled with who set it), then the wrong PINs.
    expect(journaled.map((entry) => [entry.kind, entry.operator])).toEqual([
      ['security', 'manager'],
      ['security', 'marta'],
      ['security', 'ana'],
    ]);
    expect(journalText(journaled)).not.toContain('9999');

    expect(
      (await client.request('login', { role: 'croupier', operator: 'marta', pin: CROUPIER_PIN })).reply,
    ).toEqual({
      ok: true,
    });
    expect((await client.request('keyIn', { line: 'b2 10' })).reply).toEqual({ ok: true });
    await client.pushed((message) => message.view.round.boxes.length === 1);

    const reviewer = await SocketClient.connect(fixture);
    expect(
      (await reviewer.request('login', { role: 'review', operator: 'li', pin: REVIEW_PIN })).reply,
    ).toEqual({
      ok: true,
    });
    expect((await reviewer.request('keyIn', { line: 'deal' })).ok).toBe(false);
    const boss = await SocketClient.connect(fixture);
    expect((await boss.request('login', { role: 'pit-boss', operator: 'ana', pin: BOSS_PIN })).reply).toEqual(
      {
        ok: true,
      },
    );
    expect((await boss.request('keyIn', { line: 'deal' })).ok).toBe(true);
  });

  it('locks a role after five wrong PINs in a row', async () => {
    const fixture = await servedTable({ beyondLoopback: true });
    const client = await SocketClient.connect(fixture);
    for (let attempt = 0; attempt < 5; attempt++)
      await client.request('login', { role: 'croupier', operator: 'mallory', pin: `000${attempt}` });
    const locked = await client.request('login', { role: 'croupier', operator: 'marta', pin: CROUPIER_PIN });
    expect(locked.reply).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^croupier PINs from this connection \(127\.0\.0\.1\) are locked until/),
    });
  });

  it("at a table whose staff register is on, each logs in as a person: the review with a surveillance officer's badge and PIN, the croupier with a croupier's; another's badge, a disabled badge, a session PIN are refused, and journaled", async () => {
    const fixture = await servedTable({ beyondLoopback: true });
    const desk = new StaffDesk(fixture.table.service);
    const marie = { operator: '101', pin: BOSS_PIN };
    expect(
      desk.enrolFirstManager({ badge: '101', name: 'marie', roles: ['manager', 'supervisor'] }, BOSS_PIN),
    ).toMatchObject({ ok: true });
    for (const [badge, name, role, pin] of [
      ['9', 'vera', 'surveillance', '550127'],
      ['8', 'ivo', 'surveillance', '660238'],
      ['1042', 'paul', 'croupier', '135790'],
    ] as const)
      expect(desk.enrol({ badge, name, roles: [role] }, pin, marie)).toMatchObject({ ok: true });
    expect(desk.disable('8', 'moved to another property', marie)).toMatchObject({ ok: true });
    const login = async (role: 'croupier' | 'review', operator: string, pin: string) => {
      const client = await SocketClient.connect(fixture);
      return (await client.request('login', { role, operator, pin })).reply;
    };
    expect(await login('review', '9', '550127')).toEqual({ ok: true });
    expect(await login('croupier', '1042', '135790')).toEqual({ ok: true });
    expect(await login('review', '1042', '135790')).toEqual({
      ok: false,
      reason: 'badge 1042 (paul) is not a surveillance officer',
    });
    expect(await login('review', '8', '660238')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('badge 8 (ivo) is disabled'),
    });
    expect(await login('review', 'li', REVIEW_PIN)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('badge li'),
    });
    const refused = fixture.table.service.log
      .journalFrom(1)
      .filter(
        (entry) => entry.kind === 'security' && (entry.asked as { check?: string }).check === 'pin-signer',
      );
    expect(refused.map((entry) => entry.operator)).toEqual(['1042', '8', 'li']);
  });
});
