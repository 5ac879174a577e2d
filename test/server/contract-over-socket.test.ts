import { describe, expect, it } from 'vitest';
import type { TableMessage } from '../../app/contract.js';
import { type CodedMessage, translatorFor } from '../../app/i18n/index.js';
import { SocketClient, servedTable } from './server-fixture.js';

const boxesOf = (message: TableMessage) => message.view.round.boxes.map((box) => box.box);

describe('the contract over the WebSocket', () => {
  it('answers a request by its id and pushes the table to every dashboard when it changes', async () => {
    const fixture = await servedTable();
    const croupier = await SocketClient.connect(fixture);
    const watcher = await SocketClient.connect(fixture);

    const viewed = await croupier.request('viewTable', {});
    expect(viewed).toMatchObject({ id: 1, ok: true, reply: { paused: false, simulator: true } });
    expect((viewed.reply as TableMessage).view).toMatchObject({ profile: 'classic-6d', phase: 'betting' });
    // What the croupier's header shows: the table (its log's name), its layout and limits, who deals.
    expect((viewed.reply as TableMessage).table).toEqual({ name: 'table', croupier: 'croupier-ws' });
    expect((viewed.reply as TableMessage).view.layout).toEqual({
      name: 'Classic six-deck (no hole card)',
      evenMoney: false,
    });
    expect((viewed.reply as TableMessage).limits).toEqual({ boxes: 7, minStake: 5, maxStake: 500 });

    const bet = await croupier.request('submitInput', { input: { type: 'bet', box: 3, amount: 10 } });
    expect(bet).toEqual({ id: 2, ok: true, reply: { ok: true } });
    for (const client of [croupier, watcher]) {
      const pushed = await client.pushed((message) => boxesOf(message).includes(3));
      expect(pushed.view.round.boxes[0]?.bettors).toEqual([{ bettor: 'box3', stake: 10 }]);
    }
  });

  it('gives an invalid payload a clear error, journals it as a refusal, and keeps serving', async () => {
    const fixture = await servedTable();
    const client = await SocketClient.connect(fixture);

    const invalid = await client.request('submitInput', { input: { type: 'bet', box: 9, amount: -5 } });
    expect(invalid.ok).toBe(false);
    // Box 9 is the table's to refuse (its profile's box count); the amount is wrong in any table.
    expect(invalid.error).toBe(
      'the submitInput request is not valid (input.amount: -5 is not an amount: an amount is a number of table units above 0)',
    );

    const extra = await client.request('keyIn', { line: 'h', sneaky: true });
    expect(extra.error).toMatch(/the keyIn request is not valid .*sneaky/);
    expect((await client.request('viewTable', undefined)).error).toBe(
      'a request is an object with its id, op and payload',
    );
    expect((await client.request('viewTable', null)).error).toMatch(/^the viewTable request is not valid/);
    expect((await client.request('dropTables', {})).error).toBe('there is no operation "dropTables"');
    expect((await client.sendRaw('{not json')).error).toBe(
      'a request is JSON text: an object with its id, op and payload',
    );
    expect((await client.sendRaw('{"op":"viewTable"}')).error).toBe(
      'a request is an object with its id, op and payload',
    );
    // Each carries its code, for the page to say it in its language.
    const notJson = await client.sendRaw('{not json');
    expect(notJson.said).toEqual({ code: 'request.not-json', params: {} });
    expect(translatorFor('fr').say(notJson.said as CodedMessage)).toBe(
      'une requête est du texte JSON : un objet avec ses champs id, op et payload',
    );
    const unknown = await client.request('dropTables', {});
    expect(translatorFor('ru').say(unknown.said as CodedMessage)).toBe('операции «dropTables» нет');
    expect(invalid.said).toMatchObject({ code: 'request.invalid', params: { op: 'submitInput' } });
    expect(translatorFor('fr').say(invalid.said as CodedMessage)).toMatch(
      /^la requête submitInput n’est pas valable \(input\.amount/,
    );

    const refusals = fixture.table.service.log.journalFrom(1);
    expect(refusals).toEqual([
      expect.objectContaining({
        kind: 'refusal',
        source: 'web',
        operator: 'croupier-ws',
        asked: {
          op: 'submitInput',
          payload: { input: { type: 'bet', box: 9, amount: -5 } },
          connection: 1,
          address: '127.0.0.1',
        },
        reason: invalid.error,
      }),
      expect.objectContaining({
        kind: 'refusal',
        asked: { op: 'keyIn', payload: { line: 'h', sneaky: true }, connection: 1, address: '127.0.0.1' },
      }),
    ]);
    expect(fixture.table.service.log.readFrom(1).map((event) => event.type)).toEqual(['TableOpened']);
    expect((await client.request('viewTable', {})).ok).toBe(true);
    expect(fixture.logged).toEqual([]);
  });

  it("answers a refused input with the table's reason, which the service journals", async () => {
    const fixture = await servedTable();
    const client = await SocketClient.connect(fixture);

    const deal = await client.request('submitInput', { input: { type: 'deal' } });
    expect(deal).toMatchObject({ ok: true, reply: { ok: false } });
    const reason = (deal.reply as { reason: string }).reason;
    expect(reason).toMatch(/box/);
    const keyed = await client.request('keyIn', { line: 'b9 10' });
    expect(keyed.reply).toEqual({
      ok: false,
      reason: 'there is no box 9: this table has 7 boxes',
      refusal: { code: 'bet.no-such-box', params: { box: 9, boxes: 7 } },
    });
    const box8 = await client.request('submitInput', { input: { type: 'bet', box: 8, amount: 10 } });
    expect(box8.reply).toMatchObject({
      ok: false,
      reason: 'there is no box 8: this table has 7 boxes',
      refusal: { code: 'bet.no-such-box' },
    });
    const garbled = await client.request('keyIn', { line: 'zz' });
    expect((garbled.reply as { reason: string }).reason).toMatch(/^"zz" is not a command/);
    const confirm = await client.request('confirmNoCardLost', {});
    expect(confirm.reply).toEqual({
      ok: false,
      reason: 'no card is held: there is nothing to confirm',
      refusal: { code: 'held.nothing-to-confirm', params: {} },
    });

    const journaled = fixture.table.service.log.journalFrom(1).map((entry) => entry.reason);
    expect(journaled).toContain(reason);
  });

  it('keys in as at the terminal and pulls cards from the simulated shoe, each pushed as it lands', async () => {
    const fixture = await servedTable();
    const client = await SocketClient.connect(fixture);
    for (const line of ['b1 10', 'b2 20 ann', 'deal'])
      expect((await client.request('keyIn', { line })).reply).toEqual({ ok: true });
    expect((await client.request('pullSimulatedCard', {})).reply).toEqual({ ok: true });
    expect((await client.request('keyIn', { line: '' })).reply).toEqual({ ok: true });
    const dealt = await client.pushed((message) => message.view.shoe.cardsOut === 2);
    expect(dealt.view.phase).toBe('dealing');
    expect(dealt.view.round.boxes.map((box) => box.hands[0]?.cards.length)).toEqual([1, 1]);
    const drawn = fixture.table.service.log.readFrom(1).filter((event) => event.type === 'CardDrawn');
    expect(drawn.map((event) => event.metadata.source)).toEqual(['simulator', 'simulator']);
  });

  it('pushes alarms and the held cards: after lost frames the table waits for the croupier', async () => {
    const fixture = await servedTable();
    const client = await SocketClient.connect(fixture);
    // The reader's next frame comes with a sequence number far ahead: frames were lost on the line.
    fixture.table.link.receive({
      ok: true,
      frame: { kind: 'card', seq: 9000, card: 'AS' },
      raw: new Uint8Array(),
    });
    const held = await client.alarmsPushed((change) => change.paused);
    expect(held.changed.map((alarm) => alarm.kind)).toEqual(['frames-lost']);
    expect(held.changed[0]?.sentence).toMatch(/lost from the shoe reader: check the cards dealt/);
    // The same alarm: the simulated reader's own frames, far behind 9000, may count it up meanwhile.
    const lost = { id: held.changed[0]?.id, kind: 'frames-lost', raisedAt: held.changed[0]?.raisedAt };
    expect((await client.request('viewTable', {})).reply).toMatchObject({
      paused: true,
      alarms: [expect.objectContaining(lost)],
    });

    expect((await client.request('confirmNoCardLost', {})).reply).toEqual({ ok: true });
    // The held card then goes on as the reader's next card: with bets open, it is burned.
    const goneOn = await client.pushed((message) => message.view.round.burned.length > 0);
    expect(goneOn).toMatchObject({ paused: false, alarms: [], view: { round: { burned: ['AS'] } } });
    const cleared = await client.alarmsPushed((change) => !change.paused);
    expect(cleared.changed).toEqual([expect.objectContaining({ ...lost, clearedAt: expect.any(String) })]);
  });
});
