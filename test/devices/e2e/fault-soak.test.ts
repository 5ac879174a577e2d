import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { runFaultSoak } from '../../bench/fault-soak.js';

/**
 * The short fault soak (the long one: `node scripts/fault-soak.mjs FRAMES`, after `npm run build`).
 * 10,000 frames from a simulated reader on a real pty pair, 1 % corrupted, 0.5 % dropped, 0.5 %
 * sent twice, and the pair unplugged and plugged back in twice, through the real driver and link
 * into a classic-6d table service that an auto table keeps playing (test/bench/fault-soak.ts says
 * how the croupier's part is played and what is checked).
 *
 * The log goes on a RAM disk where there is one: what is under test here is the line, the driver
 * and the link, not the disk's fsync (the benchmarks measure that), and the run stays well under
 * half a minute on a busy machine. The seed fixes the fault pattern, which is the same in every
 * run as long as no heartbeat is due (the table asks for a card within milliseconds of the last).
 */
const SEED = 7;
const FRAMES = 10_000;

describe('fault soak: a faulty line through the real driver and link into a logged table', () => {
  it(`${FRAMES.toLocaleString('en')} frames, 1 % corrupted, 0.5 % dropped, 0.5 % duplicated, two unplugs`, {
    timeout: 120_000,
  }, async () => {
    const report = await runFaultSoak({
      frames: FRAMES,
      seed: SEED,
      profileId: 'classic-6d',
      corruptRate: 0.01,
      dropRate: 0.005,
      duplicateRate: 0.005,
      disconnects: 2,
      dir: existsSync('/dev/shm') ? '/dev/shm' : tmpdir(),
    });
    const { simulator, journal, driver, tableCards, gaps, alarms, reconnections } = report;
    const context = JSON.stringify({ ...report, gaps: { ...gaps, expected: gaps.expected.length } });

    // The line really was as faulty as asked (about 100, 50 and 50 frames of 10,000).
    expect(simulator.frames).toBeGreaterThanOrEqual(FRAMES);
    expect(simulator.corrupted).toBeGreaterThan(50);
    expect(simulator.dropped).toBeGreaterThan(20);
    expect(simulator.duplicated).toBeGreaterThan(20);
    expect(simulator.disconnects).toBe(2);
    expect(simulator.notSent).toBe(0);
    expect(report.rounds.settled).toBeGreaterThan(500);

    // No wrong card reached a hand: the log's cards are exactly the intact card frames, in order.
    expect(tableCards.all).toBe(tableCards.fromSimulator);
    expect(tableCards.fromSimulator).toBe(simulator.intactCards);
    expect(simulator.intactCards).toBeLessThan(simulator.cardsDealt);

    // The journal holds every frame the driver reported, which is every frame on the line.
    expect(journal.rows).toBe(driver.decoded + driver.refused);
    expect(journal.rows).toBe(simulator.onLine);
    expect(journal.rejected).toBe(simulator.corrupted);
    // A garbled-frame alarm stands until acknowledged; each refused frame is in the journal.
    expect(alarms['bad-frame']).toBeGreaterThan(0);
    expect(alarms['bad-frame']).toBeLessThanOrEqual(simulator.corrupted);

    // Every gap raised its alarm, naming how many frames were lost.
    // (A corrupted frame is a lost number to the link too: only an intact frame is taken.)
    const lost = [...gaps.expected, ...gaps.maskedByHello].reduce((sum, run) => sum + run, gaps.unrevealed);
    expect(lost).toBe(simulator.dropped + simulator.corrupted);
    expect(gaps.alarmed).toEqual(gaps.expected);
    expect(gaps.maskedByHello).toEqual([]);
    expect(alarms['frames-lost']).toBe(gaps.expected.length);
    expect(alarms.conflict ?? 0).toBe(0);
    expect(alarms['card-refused'] ?? 0).toBe(0);

    // Both times the port came back, the driver was on it again within a second.
    expect(alarms.disconnected).toBe(2);
    expect(reconnections).toHaveLength(2);
    for (const back of reconnections) expect(back.backAfterMs).toBeLessThan(1000);

    // The log replays to what was recorded, and the harness's own checks found nothing.
    expect(report.rounds.replayMatches).toBe(true);
    expect(report.problems, context).toEqual([]);
  });
});
