import { expect } from 'vitest';
import { onLogFile } from './log-file.js';
import { runSabotWithInput } from './run-cli.js';
import { scriptedLog } from './scripted-log.js';

/*
 * One gaming day worked by hand (test/scenarios/classic-6d/shift-reopened.jsonl, whose comments
 * give each step), then the pit boss corrects round 3's 8♣ to 5♦ after lea paid it:
 *
 *   round 1, before any opener: the house -25 (in the house's result and the rounds, in no session)
 *   session 1, 17:12-17:43: opener 6,500; buy-ins 200 cash + 500 marker (buy-in 3, 2,000, void);
 *     fill 500; rounds 2 (+30) and 3 (-300 as paid, +300 once corrected); closer 6,030
 *     = 6,500 + 500 - 700 + 30 - 300, what the tray held after the payment.
 *     expected closer = 6,500 + 500 - 0 - 700 + (30 + 300) = 6,630: discrepancy -600, the 600
 *     lea paid on a dealer's bust that was a 21
 *   session 2, 17:44-17:59, opened again on the 6,030: buy-in 300; round 4 (+100); credit 500;
 *     closer 5,330 = 6,030 - 300 + 100 - 500 = its expected closer
 *
 *   opener  = 6,500 + 6,030 = 12,530          closer = 6,030 + 5,330 = 11,360
 *   fills 500, credits 500, drop = 700 + 300 = 1,000, markers 500, chips sold 1,000
 *   win     = 11,360 - 12,530 + 500 - 500 + 1,000 = -170;  hold = -170 ÷ 1,000 = -0.17 (-17.0 %)
 *   house result = -25 + 30 + 300 + 100 = 405
 *   expected closer = 6,630 + 5,330 = 11,960;  discrepancy = 11,360 - 11,960 = -600
 *   rounds 4 over the sessions' 31 + 15 = 46 minutes (a lone round without books spans none):
 *   4 ÷ 46/60 = 5.2 an hour
 */
export const FIGURES = {
  opener: 12530,
  closer: 11360,
  fills: 500,
  credits: 500,
  drop: 1000,
  markers: 500,
  chipsSold: 1000,
  win: -170,
  hold: -0.17,
  houseResult: 405,
  expectedCloser: 11960,
  discrepancy: -600,
  rounds: 4,
  roundsPerHour: 5.2,
  stillOpen: false,
};

/** The gaming day of the whole script. */
export const DAY = '2026-11-02';
const BOSS_PIN = '4829';

/** The script played, then round 3's 8♣ corrected to 5♦ behind the pit boss's PIN. */
export async function correctedDay(script = 'shift-reopened'): Promise<string> {
  const db = await scriptedLog(script);
  const pin = await runSabotWithInput([BOSS_PIN], 'pin', 'set', '--db', db, '--operator', 'pat');
  expect(pin.code, pin.err).toBe(0);
  const position = onLogFile(db, (log) =>
    log
      .prepare<[], number>(
        "SELECT position FROM events WHERE stream = 'round-3' AND type = 'CardDrawn' AND json_extract(data, '$.card') = '8C'",
      )
      .pluck()
      .get(),
  );
  const ruled = await runSabotWithInput(
    [BOSS_PIN],
    ...['ruling', 'card', '--db', db, '--position', String(position), '--to', '5D'],
    ...['--reason', 'seen on camera', '--operator', 'pat'],
  );
  expect(ruled.code, ruled.err).toBe(0);
  return db;
}
