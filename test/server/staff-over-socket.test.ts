import { describe, expect, it } from 'vitest';
import { journalText } from '../support/journal-text.js';
import { CROUPIER_PIN, SocketClient, servedTable } from './server-fixture.js';

const MARIE = { operator: '7', pin: '482913' };

describe("the manager's operations over the socket", () => {
  it('given a table without a register, then the first manager sets it up, enrols a croupier behind her PIN, and reads the register and what she did; a role the register does not know and a wrong PIN are refused, journaled, nothing stored', async () => {
    const fixture = await servedTable();
    const client = await SocketClient.connect(fixture);
    const first = await client.request('changeStaff', {
      act: 'enrol',
      badge: '7',
      name: 'marie',
      roles: ['manager', 'supervisor'],
      newPin: MARIE.pin,
    });
    expect(first.reply).toEqual({ ok: true });
    const enrolled = await client.request('changeStaff', {
      act: 'enrol',
      badge: '1042',
      name: 'paul',
      roles: ['croupier'],
      newPin: '135790',
      by: MARIE,
    });
    expect(enrolled.reply).toEqual({ ok: true });
    expect((await client.request('staffRegister', {})).reply).toEqual({
      people: [
        { badge: '7', name: 'marie', roles: ['supervisor', 'manager'], active: true, pinSet: true },
        { badge: '1042', name: 'paul', roles: ['croupier'], active: true, pinSet: true },
      ],
      followsCenter: false,
    });

    const facts = fixture.table.service.log.lastPosition();
    const journal = fixture.table.service.log.journalFrom(1).length;
    const unknownRole = await client.request('changeStaff', {
      act: 'roles',
      badge: '1042',
      roles: ['dealer'],
      by: MARIE,
    });
    expect(unknownRole).toMatchObject({ ok: false, error: expect.stringContaining('roles') });
    const wrongPin = await client.request('changeStaff', {
      act: 'disable',
      badge: '1042',
      reason: 'left',
      by: { operator: '7', pin: '000000' },
    });
    expect(wrongPin.reply).toMatchObject({ ok: false, refusal: { code: 'pin.wrong-badge' } });
    expect(fixture.table.service.log.lastPosition()).toBe(facts);
    const since = fixture.table.service.log.journalFrom(1).slice(journal);
    expect(since.map((entry) => entry.kind)).toEqual(['refusal', 'security']);
    // Neither the wrong PIN nor the manager's right one, sent with the refused roles, is kept.
    expect(journalText(since)).not.toContain('000000');
    expect(journalText(since)).not.toContain(MARIE.pin);

    const report = await client.request('staffReport', { badge: '7' });
    expect(report.reply).toMatchObject({ badge: '7', name: 'marie', active: true });
    const days = (report.reply as { days: { registerChanges: number; failedPins: number }[] }).days;
    expect(days.reduce((sum, day) => sum + day.registerChanges, 0)).toBe(4);
    expect(days.reduce((sum, day) => sum + day.failedPins, 0)).toBe(1);
  });

  it('given login required, a croupier session may not read the register or what anyone did', async () => {
    const fixture = await servedTable({ beyondLoopback: true });
    const client = await SocketClient.connect(fixture);
    expect(
      (await client.request('login', { role: 'croupier', operator: 'marta', pin: CROUPIER_PIN })).reply,
    ).toEqual({
      ok: true,
    });
    for (const op of ['staffRegister', 'staffReport'] as const) {
      const refused = await client.request(op, op === 'staffReport' ? { badge: '7' } : {});
      expect(refused).toMatchObject({ ok: false, error: expect.stringContaining(op) });
    }
  });
});
