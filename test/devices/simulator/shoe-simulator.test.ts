import { describe, expect, it } from 'vitest';
import { reasonOf, sentenceOf } from '../../../app/core/sentences.js';
import type { Decoded, ShoeFrame } from '../../../devices/protocol/frame.js';
import { Sbt1Codec } from '../../../devices/protocol/sbt1-codec.js';
import { SequenceTracker } from '../../../devices/protocol/sequence-tracker.js';
import { ShoeSimulator, type ShoeSimulatorOptions } from '../../../devices/simulator/shoe-simulator.js';
import { printLine, type SimulatorLine } from '../../../devices/simulator/simulator-line.js';
import type { SentFrame } from '../../../devices/simulator/simulator-tally.js';
import { FULL_DECK } from '../../../engine/cards/card.js';
import { say } from '../../../engine/refusals/message.js';
import { refuse } from '../../../engine/result.js';
import { inEnglish } from '../../support/in-english.js';

/** A simulator printing into a string, and the decoder's view of everything it printed. */
function printed(options: Partial<ShoeSimulatorOptions> = {}) {
  let text = '';
  const sent: SentFrame[] = [];
  const created = ShoeSimulator.create({
    line: printLine((chunk) => {
      text += chunk;
    }),
    paceMs: 0,
    heartbeatMs: 0,
    onSent: (frame) => sent.push(frame),
    ...options,
  });
  if (!created.ok) throw new Error(reasonOf(created));
  return {
    simulator: created.value,
    sent,
    text: () => text,
    decoded: (): Decoded[] => new Sbt1Codec().decode(Buffer.from(text, 'latin1')),
  };
}

const framesOf = (decoded: Decoded[]): ShoeFrame[] =>
  decoded.flatMap((result) => (result.ok ? [result.frame] : []));

describe('the simulated shoe reader', () => {
  it('deals a shuffled six-deck shoe with hello, SHOE_IN, the cut card at 75 % and EMPTY', async () => {
    const run = printed({ profileId: 'classic-6d', seed: 3 });
    expect((await run.simulator.start()).ok).toBe(true);
    const frames = framesOf(run.decoded());
    expect(run.decoded().every((result) => result.ok)).toBe(true);
    expect(frames.map((frame) => frame.seq)).toEqual(frames.map((_, index) => index));
    expect(frames[0]).toMatchObject({ kind: 'hello', vendor: 'Sabot' });
    expect(frames[1]).toMatchObject({ kind: 'status', status: 'SHOE_IN' });
    const cut = frames.findIndex((frame) => frame.kind === 'status' && frame.status === 'CUT_CARD');
    expect(frames.slice(2, cut).filter((frame) => frame.kind === 'card')).toHaveLength(234);
    expect(frames.at(-1)).toMatchObject({ kind: 'status', status: 'EMPTY' });
    const cards = frames.flatMap((frame) => (frame.kind === 'card' ? [frame.card] : []));
    expect(cards.sort()).toEqual(FULL_DECK.flatMap((card) => Array<string>(6).fill(card)).sort());
  });

  it('repeats the same bytes for a seed, and deals another order for another seed', async () => {
    const [first, again, other] = [printed({ seed: 7 }), printed({ seed: 7 }), printed({ seed: 8 })];
    for (const run of [first, again, other]) await run.simulator.start();
    expect(again.text()).toBe(first.text());
    expect(other.text()).not.toBe(first.text());
  });

  it('deals a scripted order exactly, with no cut card in a deck gathered every round', async () => {
    const run = printed({ profileId: 'home-1d', cards: ['AS', 'TH', '2C'] });
    await run.simulator.start();
    const frames = framesOf(run.decoded());
    expect(frames.flatMap((frame) => (frame.kind === 'card' ? [frame.card] : []))).toEqual([
      'AS',
      'TH',
      '2C',
    ]);
    expect(frames.some((frame) => frame.kind === 'status' && frame.status === 'CUT_CARD')).toBe(false);
  });

  it('injects faults the sequence tracker sees exactly, and only intact cards are taken', async () => {
    const run = printed({
      profileId: 'classic-6d',
      seed: 11,
      faults: { corruptRate: 0.05, dropRate: 0.05, duplicateRate: 0.05, garbageRate: 0.05 },
    });
    await run.simulator.start();
    const tally = run.simulator.tally;
    for (const count of [tally.corrupted, tally.dropped, tally.duplicated, tally.garbageBytes])
      expect(count).toBeGreaterThan(5);

    const tracker = new SequenceTracker();
    const taken: { seq: number; card: string }[] = [];
    let duplicates = 0;
    let missing = 0;
    for (const frame of framesOf(run.decoded())) {
      const verdict = tracker.check(frame);
      if (verdict.kind === 'duplicate') duplicates++;
      if (verdict.kind === 'gap') missing += verdict.missing;
      if (frame.kind === 'card' && (verdict.kind === 'in-order' || verdict.kind === 'gap'))
        taken.push({ seq: frame.seq, card: frame.card });
    }
    expect(taken).toEqual(tally.intactCards);
    expect(duplicates).toBe(tally.duplicated);
    const lastSeq = run.sent.filter((sent) => sent.fate === 'intact').at(-1)?.frame.seq ?? 0;
    expect(missing).toBe(
      run.sent.filter((sent) => sent.fate !== 'intact' && sent.frame.seq < lastSeq).length,
    );
    const refused = run.decoded().filter((result) => !result.ok);
    expect(
      refused.filter((result) => !result.ok && sentenceOf(result.said).startsWith('bad checksum')),
    ).toHaveLength(tally.corrupted);
  });

  it('heartbeats when idle, and holds everything during a silence period', async () => {
    const times: { kind: string; at: number }[] = [];
    const run = printed({
      heartbeatMs: 40,
      faults: { silenceEveryMs: 150, silenceForMs: 400 },
      onSent: (sent) => times.push({ kind: sent.frame.kind, at: performance.now() }),
    });
    await run.simulator.open();
    await expect.poll(() => run.simulator.tally.silences, { timeout: 5000 }).toBe(1);
    await expect.poll(() => times.length, { timeout: 5000 }).toBeGreaterThan(times.length);
    run.simulator.stop();
    const gaps = times.slice(1).map((time, index) => time.at - (times[index]?.at ?? 0));
    expect(times.filter((time) => time.kind === 'heartbeat').length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...gaps)).toBeGreaterThanOrEqual(380);
  });

  it('reports a line that is not there as frames not sent, never as an exception', async () => {
    const deadLine: SimulatorLine = {
      ...printLine(() => {}),
      write: async () => refuse(say('simulator.not-open', { path: 'gone' })),
    };
    const run = printed({ line: deadLine, cards: ['AS', 'KD'] });
    await run.simulator.start();
    expect(run.sent.every((sent) => sent.fate === 'not-sent')).toBe(true);
    expect(run.sent[0]?.problem).toEqual(say('simulator.not-open', { path: 'gone' }));
    expect(run.simulator.tally).toMatchObject({ notSent: 5, intactCards: [], cardsDealt: ['AS', 'KD'] });
  });

  it('refuses an unknown table or an impossible fault rate with a sentence', () => {
    const line = printLine(() => {});
    expect(inEnglish(ShoeSimulator.create({ line, profileId: 'baccarat' }))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('there is no rule profile "baccarat"'),
    });
    expect(inEnglish(ShoeSimulator.create({ line, faults: { dropRate: 1.5 } }))).toMatchObject({
      ok: false,
      reason: 'dropRate is a share of frames from 0 to 1, not 1.5',
      refusal: { code: 'simulator.fault-share', params: { name: 'dropRate', rate: 1.5 } },
    });
  });
});
