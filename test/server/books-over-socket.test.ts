import { describe, expect, it } from 'vitest';
import type { ShiftReport, TableMessage } from '../../app/contract.js';
import { PitBossDesk } from '../../app/core/table/pit-boss-desk.js';
import { journalText } from '../support/journal-text.js';
import { CROUPIER_PIN, type ServedFixture, SocketClient, servedTable } from './server-fixture.js';

const BOSS = { operator: 'pat', pin: '482913' };
const CROUPIERS_OWN_PIN = '135790';
const PINS = { supervisor: BOSS.operator, supervisorPin: BOSS.pin, croupierPin: CROUPIERS_OWN_PIN };
const OPENER = { '25': 80, '100': 40 };

/** The table served, with the pit boss's and the croupier's PINs in its log. */
async function bookedServer(beyondLoopback = false): Promise<ServedFixture> {
  const fixture = await servedTable({ beyondLoopback });
  const { guard } = new PitBossDesk(fixture.table.service);
  expect(guard.setPin('pit-boss', BOSS.pin, { operator: 'manager' })).toBeNull();
  expect(guard.setPin('croupier', CROUPIERS_OWN_PIN, { operator: 'manager' })).toBeNull();
  return fixture;
}

/** The log's tail and the journal's length, to prove a refusal stored nothing and journaled something. */
const marks = (fixture: ServedFixture) => ({
  facts: fixture.table.service.log.lastPosition(),
  journal: fixture.table.service.log.journalFrom(1).length,
});
const journaledSince = (fixture: ServedFixture, mark: { journal: number }) =>
  fixture.table.service.log.journalFrom(1).slice(mark.journal);
/** Nothing stored since the mark, and the journal holds these rows since. */
function onlyJournaled(fixture: ServedFixture, mark: ReturnType<typeof marks>, rows: object[]): void {
  expect(fixture.table.service.log.lastPosition()).toBe(mark.facts);
  expect(journaledSince(fixture, mark)).toMatchObject(rows);
}

describe('the books over the dashboard socket', () => {
  it("given the PINs, the pit boss names the croupier, opens, fills and reads the shift report; the croupier's header shows it", async () => {
    const fixture = await bookedServer();
    const client = await SocketClient.connect(fixture);
    expect(
      (await client.request('changeTable', { input: { type: 'croupier', name: 'lea' }, ...BOSS })).reply,
    ).toEqual({ ok: true });
    expect(
      (await client.request('recordBooks', { input: { type: 'table-open', inventory: OPENER }, ...PINS }))
        .reply,
    ).toEqual({ ok: true });
    const fill = { type: 'fill', slip: 'F-0001', inventory: { '100': 10 } };
    expect(
      (await client.request('recordBooks', { input: fill, ...PINS, cashier: 'cid', runner: 'rob' })).reply,
    ).toEqual({ ok: true });
    const seen = (await client.request('viewTable', {})).reply as TableMessage;
    expect(seen.books).toMatchObject({
      status: 'open',
      croupier: 'lea',
      openerDiffers: null,
      nextSlip: { fill: 'F-0002', credit: null },
    });
    const report = (await client.request('shiftReport', {})).reply as ShiftReport;
    expect(report).toMatchObject({ opener: 6000, fills: 1000, stillOpen: true });
    expect(report.slips).toMatchObject([
      {
        slip: 'F-0001',
        kind: 'fill',
        amount: 1000,
        by: ['croupier: lea', 'supervisor: pat', 'cashier: cid', 'runner: rob'],
      },
    ]);
  });

  it("given the croupier's socket, an opener sent as a table input is refused with a sentence, journaled, and nothing stored", async () => {
    const fixture = await bookedServer();
    const client = await SocketClient.connect(fixture);
    const before = marks(fixture);
    const input = { type: 'table-open', inventory: OPENER, by: { croupier: 'lea', supervisor: 'pat' } };
    const answer = await client.request('submitInput', { input });
    expect(answer.reply).toMatchObject({
      ok: false,
      reason:
        "record the opener: the pit boss records it with the PINs (the pit boss's and the croupier's), on the books screen or with sabot books",
      refusal: { code: 'books.needs-pins' },
    });
    onlyJournaled(fixture, before, [
      {
        kind: 'refusal',
        source: 'keyboard',
        asked: { type: 'table-open' },
        refusal: { code: 'books.needs-pins' },
      },
    ]);
  });

  it('given a close without the supervisor PIN, or with a wrong one, it is refused, journaled without any PIN, nothing stored', async () => {
    const fixture = await bookedServer();
    const client = await SocketClient.connect(fixture);
    await client.request('changeTable', { input: { type: 'croupier', name: 'lea' }, ...BOSS });
    await client.request('recordBooks', { input: { type: 'table-open', inventory: OPENER }, ...PINS });
    const close = { type: 'table-close', inventory: OPENER };

    const before = marks(fixture);
    const missing = await client.request('recordBooks', {
      input: close,
      supervisor: 'pat',
      croupierPin: CROUPIERS_OWN_PIN,
    });
    expect(missing).toMatchObject({ ok: false, error: expect.stringContaining('supervisorPin') });
    const wrong = await client.request('recordBooks', { input: close, ...PINS, supervisorPin: '000000' });
    expect(wrong.reply).toMatchObject({ ok: false, reason: 'wrong pit-boss PIN: record the closer refused' });
    expect(fixture.table.service.log.lastPosition()).toBe(before.facts);
    const rows = journaledSince(fixture, before);
    expect(rows).toMatchObject([
      { kind: 'refusal', source: 'web', asked: { op: 'recordBooks' } },
      {
        kind: 'security',
        operator: 'pat',
        asked: { check: 'pin', role: 'pit-boss', action: 'record the closer' },
      },
    ]);
    expect(rows[0]?.reason).toContain('the recordBooks request is not valid');
    expect(journalText(rows)).not.toContain(CROUPIERS_OWN_PIN);
    expect(journalText(rows)).not.toContain('000000');
    expect(((await client.request('viewTable', {})).reply as TableMessage).books.status).toBe('open');
  });

  it('given login required, a croupier session may not record the books; a pit-boss session may', async () => {
    const fixture = await bookedServer(true);
    const croupier = await SocketClient.connect(fixture);
    await croupier.request('login', { role: 'croupier', operator: 'lea', pin: CROUPIER_PIN });
    const before = marks(fixture);
    const refused = await croupier.request('changeTable', {
      input: { type: 'croupier', name: 'lea' },
      ...BOSS,
    });
    expect(refused).toMatchObject({
      ok: false,
      error: 'only a pit boss logged in may use changeTable: log in as pit boss',
    });
    onlyJournaled(fixture, before, [
      {
        kind: 'security',
        operator: 'lea',
        asked: { op: 'changeTable' },
        refusal: { code: 'access.pit-boss-only' },
      },
    ]);
    const boss = await SocketClient.connect(fixture);
    expect((await boss.request('login', { role: 'pit-boss', ...BOSS })).reply).toEqual({ ok: true });
    expect(
      (await boss.request('changeTable', { input: { type: 'croupier', name: 'lea' }, ...BOSS })).reply,
    ).toEqual({
      ok: true,
    });
  });
});
