import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { AlarmBoard } from '../../../app/core/devices/alarms.js';
import { connectReader } from '../../../app/core/devices/live-table.js';
import { ShoeLink } from '../../../app/core/devices/shoe-link.js';
import { DeviceJournal } from '../../../app/core/log/device-journal.js';
import { TableService } from '../../../app/core/table/table-service.js';
import { translatorFor } from '../../../app/i18n/index.js';
import type { ShoeFrame } from '../../../devices/protocol/frame.js';
import { Sbt1Codec } from '../../../devices/protocol/sbt1-codec.js';
import { ShoeReader } from '../../../devices/serial/shoe-reader.js';
import { say } from '../../../engine/refusals/message.js';
import { contextOf } from '../../../engine/round/table.js';
import { open6d } from '../../../engine/rules/profiles/open-6d.js';
import { logConnection } from '../../support/log-connections.js';
import { onLogFile } from '../../support/log-file.js';
import { tempDir } from '../log/log-fixtures.js';

const clock = () => new Date('2026-11-29T22:00:00Z');

/** A table with one box bet and dealt, and a link fed with SBT1 bytes as a reader would send them. */
function linkedTable() {
  const service = TableService.open({ dbPath: join(tempDir(), 't.db'), profile: open6d, clock });
  for (const input of [{ type: 'bet', box: 1, amount: 10 }, { type: 'deal' }] as const) {
    expect(service.submit(input, { source: 'keyboard', operator: 'croupier-1' }).ok).toBe(true);
  }
  const journal = service.openDeviceJournal();
  const alarms = new AlarmBoard();
  const link = new ShoeLink(service, journal, alarms, {
    device: '/dev/ttyUSB0',
    operator: 'croupier-1',
    clock,
  });
  const codec = new Sbt1Codec();
  const reader = new Sbt1Codec();
  const send = (frame: ShoeFrame, mangle?: (bytes: Uint8Array) => void) => {
    const bytes = Buffer.from(codec.encode(frame));
    mangle?.(bytes);
    for (const decoded of reader.decode(bytes)) link.receive(decoded);
  };
  const card = (seq: number, code: string): ShoeFrame => ({ kind: 'card', seq, card: code as never });
  return { service, journal, alarms, link, send, card };
}

const cardsOnTable = (service: TableService) => {
  const round = contextOf(service.snapshot).round;
  return [...round.boxes.flatMap((box) => box.hands.flatMap((hand) => hand.cards)), ...round.dealer];
};

describe('the shoe link', () => {
  it('given cards in sequence, then each is the next card out of the shoe, with its frame number', () => {
    const { service, send, card, journal } = linkedTable();
    send(card(1, 'TS'));
    send(card(2, '6H'));
    expect(cardsOnTable(service)).toEqual(['TS', '6H']);
    const drawn = service.log.readFrom(1).filter((event) => event.type === 'CardDrawn');
    expect(drawn.map((event) => event.metadata)).toMatchObject([
      { source: 'shoe', deviceSeq: 1, operator: 'croupier-1' },
      { source: 'shoe', deviceSeq: 2 },
    ]);
    expect(journal.readFrom(1).map((frame) => frame.verdict)).toEqual(['decoded', 'decoded']);
  });

  it('given another croupier takes the table, then the cards the shoe reports next are recorded in their name', () => {
    const { service, send, card, link } = linkedTable();
    send(card(1, 'TS'));
    link.takeDuty('marta');
    send(card(2, '6H'));
    const drawn = service.log.readFrom(1).filter((event) => event.type === 'CardDrawn');
    expect(drawn.map((event) => event.metadata.operator)).toEqual(['croupier-1', 'marta']);
  });

  it("journals a card's frame in the very commit of its fact or its refusal, any other frame on its own", () => {
    const { service, send, card, journal } = linkedTable();
    const inCommitOfFact: Record<string, boolean> = {};
    // Every device journal row, the link's own and those the service writes in a card's commit.
    const append = DeviceJournal.prototype.append;
    const watched = vi.spyOn(DeviceJournal.prototype, 'append').mockImplementation(function (
      this: DeviceJournal,
      frame,
    ) {
      const seq = (frame.decoded as ShoeFrame).seq;
      inCommitOfFact[seq] = logConnection(service.log.path).inTransaction;
      return append.call(this, frame);
    });
    send(card(1, 'TS'));
    send({ kind: 'status', seq: 2, status: 'OK' });
    // Seven aces of spades in a six-deck shoe: the table refuses the seventh, with the frame.
    for (let seq = 3; seq <= 9; seq++) send(card(seq, 'AS'));
    expect(inCommitOfFact).toEqual({
      1: true,
      2: false,
      3: true,
      4: true,
      5: true,
      6: true,
      7: true,
      8: true,
      9: true,
    });
    expect(service.log.journalFrom(1).filter((entry) => entry.kind === 'refusal')).toHaveLength(1);
    expect(journal.readFrom(1)).toHaveLength(9);
    watched.mockRestore();
  });

  it('given a card whose fact cannot be written, then its frame is still journaled, alone, and no card is assumed', () => {
    const { service, send, card, journal } = linkedTable();
    // The frame's row and the fact share one commit; a failing fact rolls both back, and the
    // frame is then journaled on its own: the reader's word is never lost.
    onLogFile(service.log.path, (db) =>
      db.exec(
        "CREATE TRIGGER no_cards BEFORE INSERT ON events WHEN NEW.type = 'CardDrawn' BEGIN SELECT RAISE(ABORT, 'the disk refused the write'); END",
      ),
    );
    expect(() => send(card(1, 'TS'))).toThrow('the disk refused the write');
    expect(journal.readFrom(1)).toMatchObject([
      { verdict: 'decoded', decoded: { kind: 'card', seq: 1, card: 'TS' } },
    ]);
    expect(cardsOnTable(service)).toEqual([]);
    expect(service.log.readFrom(1).some((event) => event.type === 'CardDrawn')).toBe(false);

    onLogFile(service.log.path, (db) => db.exec('DROP TRIGGER no_cards'));
    send(card(2, '6H'));
    expect(journal.readFrom(1).map((frame) => (frame.decoded as ShoeFrame).seq)).toEqual([1, 2]);
    expect(cardsOnTable(service)).toEqual(['6H']);
  });

  it('given a garbled frame, then it is journaled raw with its reason, an alarm is raised, and no card is assumed', () => {
    const { service, send, card, journal, alarms } = linkedTable();
    send(card(1, 'TS'), (bytes) => {
      bytes[10] = (bytes[10] ?? 0) ^ 0x01;
    });
    expect(cardsOnTable(service)).toEqual([]);
    const [frame] = journal.readFrom(1);
    expect(frame).toMatchObject({ verdict: 'rejected', device: '/dev/ttyUSB0' });
    expect(frame?.reason).toContain('bad checksum');
    expect(Buffer.from(frame?.raw ?? []).toString()).toContain('$SBT1,1,C,');
    expect(alarms.active().map((alarm) => alarm.kind)).toEqual(['bad-frame']);
    const [alarm] = alarms.active();
    expect(alarm?.params.detail).toMatchObject({ code: 'frame.bad-checksum' });
    const french = translatorFor('fr').say(alarm as NonNullable<typeof alarm>);
    expect(french).toMatch(
      /^une trame illisible du lecteur du sabot a été refusée \(somme de contrôle \w{4} fausse/,
    );
    expect(translatorFor('ru').say(alarm as NonNullable<typeof alarm>)).toContain(
      'неверная контрольная сумма',
    );
  });

  it('given a retransmitted frame, then the card is taken once', () => {
    const { service, send, card, journal } = linkedTable();
    send(card(1, 'TS'));
    send(card(1, 'TS'));
    send(card(2, '4C'));
    expect(cardsOnTable(service)).toEqual(['TS', '4C']);
    expect(journal.readFrom(1)[1]?.reason).toContain('retransmission');
  });

  it('given lost frames, then cards are held until the croupier keys the missing one and confirms', () => {
    const { service, send, card, alarms, link } = linkedTable();
    send(card(1, 'TS'));
    send(card(3, '9D')); // frame 2 (the 5♣) never arrived
    expect(link.paused).toBe(true);
    expect(link.heldCards).toEqual(['9D']);
    expect(cardsOnTable(service)).toEqual(['TS']);
    expect(alarms.active()[0]?.sentence).toContain('1 frame was lost');
    // The croupier sees the 5♣ on the dealer's spot and keys it, then confirms.
    expect(
      service.submit({ type: 'card', card: '5C' }, { source: 'keyboard', operator: 'croupier-1' }).ok,
    ).toBe(true);
    link.confirmNoCardLost();
    expect(cardsOnTable(service)).toEqual(['TS', '9D', '5C']);
    expect(link.paused).toBe(false);
    expect(alarms.active()).toEqual([]);
  });

  it('raises status, silence and disconnection alarms until they clear', () => {
    const { send, alarms, link } = linkedTable();
    send({ kind: 'status', seq: 1, status: 'JAM' });
    link.silent();
    link.silent();
    link.disconnected('the port closed');
    expect(alarms.active().map((alarm) => alarm.kind)).toEqual(['jam', 'silent', 'disconnected']);
    send({ kind: 'status', seq: 2, status: 'OK' });
    link.heard();
    link.reconnected();
    expect(alarms.active()).toEqual([]);
    expect(alarms.all()).toHaveLength(3);
  });

  it("given a reader whose port is not there, then the alarm keeps the driver's code and each language says it", async () => {
    const { alarms, link } = linkedTable();
    const path = join(tempDir(), 'no-such-dir', 'host');
    const reader = ShoeReader.open({ path });
    const off = connectReader(reader, link);
    await reader.next('disconnected');
    off();
    await reader.close();
    const [alarm] = alarms.active();
    expect(alarm).toMatchObject({
      code: 'alarm.disconnected',
      params: { detail: { code: 'reader.port-missing', params: { path } } },
      sentence: `the shoe reader is disconnected (the shoe reader's port ${path} is not there (reader unplugged or switched off?); still trying); reconnecting`,
    });
    expect(translatorFor('fr').say(alarm as NonNullable<typeof alarm>)).toBe(
      `le lecteur du sabot est déconnecté (le port ${path} du lecteur du sabot est absent (lecteur débranché ou éteint ?) ; nouvel essai en cours) ; reconnexion en cours`,
    );
    expect(translatorFor('ru').say(alarm as NonNullable<typeof alarm>)).toContain(
      `порта ${path} считывателя шуза нет`,
    );
  });

  it('given an alarm of an older table whose detail is an English sentence, then it is still said', () => {
    const older = say('alarm.disconnected', { detail: 'the port closed' });
    expect(translatorFor('fr').say(older)).toBe(
      'le lecteur du sabot est déconnecté (the port closed) ; reconnexion en cours',
    );
  });

  it('raises an alarm when the table refuses a card the shoe cannot hold', () => {
    const { send, card, alarms } = linkedTable();
    for (let seq = 1; seq <= 7; seq++) send(card(seq, 'AS'));
    expect(alarms.active().map((alarm) => alarm.kind)).toEqual(['card-refused']);
    expect(alarms.active()[0]?.sentence).toContain('the shoe reported A♠ but the table refused it');
    expect(alarms.active()[0]).toMatchObject({
      code: 'alarm.card-refused',
      params: { card: 'A♠', refusal: { code: 'card.not-in-shoe', params: { card: 'A♠', count: 6 } } },
    });
  });

  it('given the reader restarts mid-round, then cards are held: what it read just before may be lost', () => {
    const { service, send, card, alarms, link } = linkedTable();
    send({ kind: 'hello', seq: 0, vendor: 'Acme', model: 'S6', firmware: '1' });
    send(card(1, 'TS'));
    // The 5♣ (frame 2) is lost on the line; the reader restarts and numbers afresh.
    send({ kind: 'hello', seq: 0, vendor: 'Acme', model: 'S6', firmware: '1' });
    send(card(1, '9D'));
    expect(cardsOnTable(service)).toEqual(['TS']);
    expect(link.paused).toBe(true);
    expect(alarms.active()[0]?.sentence).toContain('the shoe reader restarted');
    link.confirmNoCardLost();
    expect(cardsOnTable(service)).toEqual(['TS', '9D']);
  });

  it('lets the croupier acknowledge alarms about single frames, and shows one garbled-frame alarm at a time', () => {
    const { send, card, alarms, link } = linkedTable();
    const garble = (bytes: Uint8Array) => {
      bytes[10] = (bytes[10] ?? 0) ^ 0x01;
    };
    send(card(1, 'TS'), garble);
    send(card(2, 'TD'), garble);
    expect(alarms.active().map((alarm) => alarm.kind)).toEqual(['bad-frame']);
    link.confirmNoCardLost();
    expect(alarms.active()).toEqual([]);
  });
});
