import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RoundReplay, TABLE_SOCKET_PATH, type TableMessage } from '../../app/contract.js';
import { LiveTable } from '../../app/core/devices/live-table.js';
import { reasonOf } from '../../app/core/sentences.js';
import { translatorFor } from '../../app/i18n/index.js';
import { startWebServer } from '../../app/server/web-server.js';
import { home1d } from '../../engine/rules/profiles/home-1d.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { SocketClient, servedTable } from './server-fixture.js';

/**
 * The dealer's hole card on the wire at a peek table: every text the server sends a page, pushed
 * or answered, is searched for the card itself, before and after the dealer turns it.
 */

// ann bets two chips on box 1; 9♠ to ann, 5♥ up to the dealer, 8♦ to ann, 7♣ face down to the
// dealer. Ann stands on 17; the dealer turns the 7♣ (12), draws the K♦ and busts.
const HOLE_CARD = '7C';
const UNTIL_HOLE_CARD = ['b1 2 ann', 'deal', '9S', '5H', '8D', HOLE_CARD];

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** A home-1d table served on loopback, and a page's socket that keeps every text frame it hears. */
async function homeTableWithPage() {
  const dbPath = join(tempDir(), 'home.db');
  const opened = await LiveTable.open({ dbPath, profile: home1d, device: 'sim', operator: 'bank', seed: 3 });
  if (!opened.ok) throw new Error(reasonOf(opened));
  const table = opened.value;
  const server = await startWebServer({
    table,
    dbPath,
    host: '127.0.0.1',
    port: 0,
    beyondLoopback: false,
    operator: 'bank',
    rendererDir: tempDir(),
    log: () => {},
  });
  stops.push(async () => {
    await server.close();
    await table.close();
  });
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}${TABLE_SOCKET_PATH}`, {
    origin: `http://127.0.0.1:${server.port}`,
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  stops.push(async () => void socket.close());
  const heard: string[] = [];
  let nextId = 1;
  const waiting = new Map<number, (text: string) => void>();
  socket.on('message', (data) => {
    const text = String(data);
    heard.push(text);
    const id = (JSON.parse(text) as { id?: number }).id;
    if (id !== undefined) waiting.get(id)?.(text);
  });
  /** The raw text of the answer, as the page receives it. */
  const ask = (op: string, payload: unknown): Promise<string> => {
    const id = nextId++;
    socket.send(JSON.stringify({ id, op, payload }));
    return new Promise((resolve) => waiting.set(id, resolve));
  };
  const keyIn = async (line: string) =>
    expect(JSON.parse(await ask('keyIn', { line })).reply, line).toEqual({ ok: true });
  return { heard, ask, keyIn };
}

const table = (text: string): TableMessage => JSON.parse(text).reply;

describe("the dealer's hole card on the wire", () => {
  it('is in no message a page receives until the dealer turns it, and in the next one after', async () => {
    const { heard, ask, keyIn } = await homeTableWithPage();
    for (const line of UNTIL_HOLE_CARD) await keyIn(line);

    const viewed = await ask('viewTable', {});
    expect(table(viewed).view.phase).toBe('players');
    expect(table(viewed).holeCard).toBe('down');
    expect(table(viewed).view.round.dealer).toEqual({
      cards: ['5H'],
      total: 5,
      soft: false,
      blackjack: false,
    });
    expect(table(viewed).view.dealerSaid).toBeNull();
    const replayed = await ask('replayRound', { round: 1 });
    const exported = await ask('exportRoundScript', { round: 1 });
    expect(JSON.parse(replayed).reply.steps).toHaveLength(UNTIL_HOLE_CARD.length);
    expect(JSON.parse(exported).reply.script).toContain("# the dealer's hole card: face down");
    const beforeTurn = heard.splice(0);
    expect(beforeTurn.length).toBeGreaterThan(UNTIL_HOLE_CARD.length);
    for (const text of beforeTurn) expect(text).not.toContain(HOLE_CARD);

    await keyIn('s');
    const turned = heard.map((text) => JSON.parse(text)).find((frame) => frame.push)?.message as TableMessage;
    expect(turned.view.phase).toBe('dealer');
    expect(turned.holeCard).toBeNull();
    expect(turned.view.round.dealer.cards).toEqual(['5H', HOLE_CARD]);
    expect(turned.view.dealerSaid && translatorFor('en').say(turned.view.dealerSaid)).toBe('12 — DRAW');

    await keyIn('KD');
    expect(table(await ask('viewTable', {})).view.phase).toBe('settled');
    const settled = JSON.parse(await ask('replayRound', { round: 1 })).reply as RoundReplay;
    const drawn = settled.steps.filter((step) => step.type === 'CardDrawn');
    expect(drawn[3]?.data).toEqual({ card: HOLE_CARD });
    expect(settled.steps.at(-1)?.round.dealer.cards).toEqual(['5H', HOLE_CARD, 'KD']);
    expect(JSON.parse(await ask('exportRoundScript', { round: 1 })).reply.script).toContain(
      `"card":"${HOLE_CARD}"`,
    );
  });

  it("keeps the round in play's review to the up-card: the fact that drew the hole card names no card", async () => {
    const { ask, keyIn } = await homeTableWithPage();
    for (const line of UNTIL_HOLE_CARD) await keyIn(line);
    const replay = JSON.parse(await ask('replayRound', { round: 1 })).reply as RoundReplay;
    const drawn = replay.steps.filter((step) => step.type === 'CardDrawn');
    expect(drawn.map((step) => step.data)).toEqual([
      { card: '9S' },
      { card: '5H' },
      { card: '8D' },
      { card: null, holeCard: 'down' },
    ]);
    expect(replay.steps.map((step) => step.round.dealer.cards)).toContainEqual(['5H']);
    expect(replay.steps.every((step) => step.round.dealer.cards.length <= 1)).toBe(true);
  });

  it('is never down at a table without a hole card', async () => {
    const fixture = await servedTable();
    const client = await SocketClient.connect(fixture);
    for (const line of ['b1 10', 'b2 10', 'deal', '9S', 'TC', '5H', '8D', '6H'])
      expect((await client.request('keyIn', { line })).reply).toEqual({ ok: true });
    const viewed = (await client.request('viewTable', {})).reply as TableMessage;
    expect(viewed.view.phase).toBe('players');
    expect(viewed.holeCard).toBeNull();
    expect(viewed.view.round.dealer.cards).toEqual(['5H']);
  });
});
