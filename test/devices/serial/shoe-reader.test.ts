import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { reasonOf, sentenceOf } from '../../../app/core/sentences.js';
import { ShoeReader, type ShoeReaderOptions } from '../../../devices/serial/shoe-reader.js';
import type { PtyPair } from '../../../devices/simulator/pty-pair.js';
import { ShoeSimulator, type ShoeSimulatorOptions } from '../../../devices/simulator/shoe-simulator.js';
import { FULL_DECK } from '../../../engine/cards/card.js';
import { DriverRecorder, ptyPair } from '../../support/pty.js';

/** Everything a test opened, closed in reverse whatever happened. */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function table(options: Partial<ShoeReaderOptions> = {}): Promise<{
  pair: PtyPair;
  reader: ShoeReader;
  seen: DriverRecorder;
}> {
  const pair = await ptyPair();
  cleanups.push(() => pair.close());
  const reader = ShoeReader.open({ path: pair.hostPath, ...options });
  cleanups.push(() => reader.close());
  const seen = new DriverRecorder(reader);
  await seen.waitFor('opened');
  return { pair, reader, seen };
}

function simulator(pair: PtyPair, options: Partial<ShoeSimulatorOptions> = {}): ShoeSimulator {
  const created = ShoeSimulator.create({ pty: pair, profileId: 'home-1d', seed: 1, paceMs: 0, ...options });
  if (!created.ok) throw new Error(reasonOf(created));
  cleanups.push(() => created.value.close());
  return created.value;
}

describe('the shoe-reader driver on a real pseudo-terminal', () => {
  it('decodes every card the reader sends, in the order they left the shoe', async () => {
    const { pair, seen } = await table();
    const shoe = simulator(pair);
    await shoe.start();
    await seen.waitFor('frame', ({ frame }) => frame.kind === 'status' && frame.status === 'EMPTY');

    const frames = seen.of('frame').map((event) => event.frame);
    expect(frames.slice(0, 2).map((frame) => frame.kind)).toEqual(['hello', 'status']);
    const cards = frames.flatMap((frame) => (frame.kind === 'card' ? [frame.card] : []));
    expect(cards).toEqual(shoe.tally.cardsDealt);
    expect([...cards].sort()).toEqual([...FULL_DECK].sort());
    expect(frames.map((frame) => frame.seq)).toEqual(frames.map((_, index) => index));
    expect(seen.of('refused')).toEqual([]);
    // Each report carries the exact bytes the frame came in.
    const first = seen.of('frame')[0];
    expect(Buffer.from(first?.raw ?? []).toString('ascii')).toMatch(
      /^\$SBT1,0,V,Sabot,ShoeSim,1\.0\.0\*[0-9A-F]{4}\r\n$/,
    );
  });

  it('refuses corrupted frames with the checksum reason and lets no damaged card through', async () => {
    const { pair, seen } = await table();
    const shoe = simulator(pair, { faults: { corruptRate: 0.2, garbageRate: 0.1 } });
    await shoe.start();
    await seen.waitFor('frame', ({ frame }) => frame.kind === 'status' && frame.status === 'EMPTY');

    const tally = shoe.tally;
    expect(tally.corrupted).toBeGreaterThan(3);
    const reasons = seen.of('refused').map((event) => sentenceOf(event.said));
    expect(reasons.filter((reason) => reason.startsWith('bad checksum'))).toHaveLength(tally.corrupted);
    expect(reasons.filter((reason) => reason.includes('outside a frame')).length).toBeGreaterThan(0);
    const cards = seen
      .of('frame')
      .flatMap(({ frame }) => (frame.kind === 'card' ? [{ seq: frame.seq, card: frame.card }] : []));
    expect(cards).toEqual(tally.intactCards);
    expect(cards.length).toBeLessThan(52);
  });

  it('reports the port going away, and is back within 1 s of its return', async () => {
    const { pair, reader, seen } = await table();
    const shoe = simulator(pair, { heartbeatMs: 0 });
    expect((await shoe.open()).ok).toBe(true);
    await seen.waitForCount('frame', 2);

    await shoe.unplug();
    const down = await seen.waitFor('disconnected');
    expect(sentenceOf(down.said)).toMatch(/went off the line/);
    // Four tries failed (after 0.1, 0.2, 0.4 and 0.8 s): the backoff alone would now wait 1.6 s.
    await expect
      .poll(() => reader.attemptsWhileDown, { timeout: 20_000, interval: 20 })
      .toBeGreaterThanOrEqual(4);
    expect((await shoe.plugIn()).ok).toBe(true);
    // The port is back once its links are there again (socat's start is not the reader's to time).
    const returnedAt = performance.now();
    await seen.waitFor('reconnected');
    const backAfterMs = performance.now() - returnedAt;
    expect(backAfterMs).toBeLessThan(1000);

    const kinds = seen.events.map((event) => event.kind).filter((kind) => kind !== 'frame');
    expect(kinds.slice(kinds.indexOf('disconnected'))).toEqual(['disconnected', 'opened', 'reconnected']);
    expect(seen.of('reconnected')[0]?.downForMs).toBeGreaterThanOrEqual(1500);
    // The line works again: a card dealt now arrives.
    const [sent] = await shoe.sendNext();
    await seen.waitFor('frame', ({ frame }) => frame.seq === sent?.frame.seq);
  });

  it('follows a simulator that unplugs itself on a schedule: hello again, then the cards go on', async () => {
    const { pair, seen } = await table();
    const shoe = simulator(pair, {
      profileId: 'classic-6d',
      paceMs: 15,
      heartbeatMs: 0,
      faults: { disconnectEveryMs: 250, disconnectForMs: 400 },
    });
    const dealing = shoe.start();
    await seen.waitFor('reconnected');
    const helloAgain = await seen.waitFor('frame', ({ frame }) => frame.kind === 'hello' && frame.seq > 0);
    const cardAfter = await seen.waitFor(
      'frame',
      ({ frame }) => frame.kind === 'card' && frame.seq > helloAgain.frame.seq,
    );
    shoe.stop();
    await dealing;
    expect(shoe.tally.disconnects).toBeGreaterThanOrEqual(1);
    expect(cardAfter.at).toBeGreaterThan(helloAgain.at - 1);
    // Every card the table heard was put on the line intact, in the order the shoe dealt them.
    const heard = seen.of('frame').flatMap(({ frame }) => (frame.kind === 'card' ? [frame.seq] : []));
    const intact = shoe.tally.intactCards.map((card) => card.seq);
    expect(heard.every((seq) => intact.includes(seq))).toBe(true);
    expect(heard).toEqual([...heard].sort((a, b) => a - b));
  });

  it('notices a port that vanishes right after opening, which serialport alone often misses', async () => {
    // When the line hangs up between two reads, serialport retries 0-byte reads for ever without a
    // close; here that happens about one time in two, so eight rounds all but always meet it.
    for (let round = 0; round < 8; round++) {
      const pair = await ptyPair();
      const reader = ShoeReader.open({ path: pair.hostPath });
      const seen = new DriverRecorder(reader);
      try {
        await seen.waitFor('opened');
        const unpluggedAt = performance.now();
        await pair.unplug();
        await seen.waitFor('disconnected', () => true, 3000);
        expect(performance.now() - unpluggedAt).toBeLessThan(1000);
      } finally {
        await reader.close();
        await pair.close();
      }
    }
  });

  it('reports a silence once after silenceMs, and the voice when frames return', async () => {
    const { pair, seen } = await table({ silenceMs: 400 });
    const shoe = simulator(pair, { heartbeatMs: 0 });
    await shoe.open();
    await seen.waitForCount('frame', 2);
    const lastFrameAt = seen.of('frame').at(-1)?.at ?? 0;

    const silence = await seen.waitFor('silence');
    expect(silence.at - lastFrameAt).toBeGreaterThanOrEqual(390);
    expect(sentenceOf(silence.said)).toMatch(/silent for 0\.[4-9] s/);
    // The reader stays quiet past a second period, in which a second report would come…
    await expect.poll(() => Date.now() - silence.at, { timeout: 20_000, interval: 20 }).toBeGreaterThan(450);
    await shoe.sendNext();
    const voice = await seen.waitFor('voice');
    // …as the driver's own measure of the silence shows: two periods, one report.
    expect(voice.silentForMs).toBeGreaterThanOrEqual(800);
    expect(seen.of('silence')).toHaveLength(1);
  });

  it('waits for a port that is not there yet, says so, and opens it when it appears', async () => {
    const dir = `/tmp/sabot-late-${process.pid}-${Date.now()}`;
    const reader = ShoeReader.open({ path: `${dir}/host` });
    cleanups.push(() => reader.close());
    const seen = new DriverRecorder(reader);
    const down = await seen.waitFor('disconnected');
    expect(down.said).toEqual({ code: 'reader.port-missing', params: { path: `${dir}/host` } });
    expect(sentenceOf(down.said)).toBe(
      `the shoe reader's port ${dir}/host is not there (reader unplugged or switched off?); still trying`,
    );

    const { mkdirSync, rmSync } = await import('node:fs');
    mkdirSync(dir);
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const pair = await ptyPair(dir);
    cleanups.push(() => pair.close());
    const back = await seen.waitFor('reconnected', () => true, 3000);
    expect(back.attempts).toBeGreaterThan(1);
    expect(reader.isOpen).toBe(true);
  });
});
