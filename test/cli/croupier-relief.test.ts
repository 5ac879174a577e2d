import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { onLogFile } from '../support/log-file.js';
import { runSabot, runSabotWithInput } from '../support/run-cli.js';

/** Worked by hand in its comments: paul deals rounds 1-3, sofia relieves him and deals 4-5. */
const SCRIPT = 'test/scenarios/open-6d/croupier-relief.jsonl';
const BOSS_PIN = '4829';

interface ListedRound {
  readonly round: number;
  readonly croupier: { readonly badge: string | null; readonly name: string };
}

interface CroupierLine {
  readonly croupier: string;
  readonly rounds: number;
  readonly counts: { readonly corrections: number; readonly mismatches: number };
}

describe('whose round it is, in the log', () => {
  it("given paul's round 2 corrected after sofia came on, then the rounds and the correction are paul's", async () => {
    const db = join(tempDir(), 'table.db');
    const played = await runSabot('play', '--script', SCRIPT, '--db', db, '--json');
    // Refused lines exit 3: the three the script expects (a supervisor signing in, two duties out of turn).
    expect(played.code).toBe(3);
    expect(JSON.parse(played.out).rejected.map((line: { line: number }) => line.line)).toEqual([14, 59, 60]);

    // The pit boss, after sofia came on, corrects paul's ten of diamonds of round 2 to a jack.
    // marie (badge 7), enrolled by the script without a PIN, sets her first one: the register is
    // still being set up (no manager has a PIN). The table's one pit-boss PIN is no more.
    const pinned = await runSabotWithInput([BOSS_PIN], 'staff', 'pin', '--db', db, '--badge', '7');
    expect(pinned.err).toBe('');
    expect(pinned.out).toContain('the PIN of badge 7 is set');
    const rolePin = await runSabotWithInput([BOSS_PIN], 'pin', 'set', '--db', db, '--operator', '7');
    expect(rolePin.code).toBe(3);
    expect(rolePin.err).toContain('each person has a PIN of their own');
    const position = onLogFile(db, (file) =>
      file
        .prepare<[], number>(
          "SELECT position FROM events WHERE stream = 'round-2' AND type = 'CardDrawn' AND json_extract(data, '$.card') = 'TD'",
        )
        .pluck()
        .get(),
    );
    expect(position).toBeGreaterThan(0);
    const ruled = await runSabotWithInput(
      [BOSS_PIN],
      ...['ruling', 'card', '--db', db, '--position', String(position), '--to', 'JD'],
      ...['--reason', 'the reader misread the card', '--operator', '7'],
    );
    expect(ruled.err).toBe('');
    // Said in the pit boss's words: the round and the card, no fact type, no place in the log.
    expect(ruled.out).toContain('round 2: the card is corrected to J♦');
    expect(ruled.out).not.toMatch(/CardCorrected|position/);
    expect(ruled.code).toBe(0);

    const listed = await runSabot('rounds', '--db', db, '--json');
    expect(listed.code).toBe(0);
    const rounds: ListedRound[] = JSON.parse(listed.out).rounds;
    const paul = { badge: '1042', name: 'paul' };
    const sofia = { badge: '1043', name: 'sofia' };
    expect(rounds.map(({ round, croupier }) => [round, croupier])).toEqual([
      [5, sofia],
      [4, sofia],
      [3, paul],
      [2, paul],
      [1, paul],
    ]);

    // Who did what: the ruling is the pit boss's, the rounds each croupier's.
    const reportOf = async (badge: string) => {
      const read = await runSabot('staff', 'report', '--db', db, '--badge', badge, '--json');
      expect(read.err).toBe('');
      return JSON.parse(read.out) as {
        name: string;
        days: { roundsDealt: number; rulings: { type: string; round: number }[] }[];
      };
    };
    const sum = (days: { roundsDealt: number }[]) => days.reduce((total, day) => total + day.roundsDealt, 0);
    const marie = await reportOf('7');
    expect(marie.name).toBe('marie');
    expect(marie.days.flatMap((day) => day.rulings).map(({ type, round }) => [type, round])).toEqual([
      ['CardCorrected', 2],
    ]);
    expect(sum(marie.days)).toBe(0);
    expect(sum((await reportOf('1042')).days)).toBe(3);
    const sofiaReport = await reportOf('1043');
    expect(sum(sofiaReport.days)).toBe(2);
    expect(sofiaReport.days.flatMap((day) => day.rulings)).toEqual([]);
    const text = await runSabot('staff', 'report', '--db', db, '--badge', '7');
    expect(text.out).toMatch(/^badge 7 \(marie\): supervisor, manager, active\n/);
    expect(text.out).toMatch(/ruled CardCorrected on round 2/);

    // The shift report charges each round, and its correction, to the croupier who dealt it.
    const shift = await runSabot('report', 'shift', '--db', db, '--json');
    expect(shift.err).toBe('');
    const shiftLines = (
      JSON.parse(shift.out) as { croupiers: { name: string; rounds: number; corrections: number }[] }
    ).croupiers;
    expect(shiftLines.map(({ name, rounds, corrections }) => [name, rounds, corrections])).toEqual([
      ['paul', 3, 1],
      ['sofia', 2, 0],
    ]);

    const protection = await runSabot('protection', '--db', db, '--json');
    expect(protection.err).toBe('');
    expect(protection.code).toBe(0);
    const lines: CroupierLine[] = JSON.parse(protection.out).croupiers;
    expect(
      lines.map(({ croupier, rounds, counts }) => [croupier, rounds, counts.corrections, counts.mismatches]),
    ).toEqual([
      ['paul', 3, 1, 0],
      ['sofia', 2, 0, 0],
    ]);
  });

  it('given no croupier signed in at a table with open books, then the bet is journaled refused and no fact is written', async () => {
    const db = join(tempDir(), 'table.db');
    const played = await runSabot(
      'play',
      '--script',
      'test/scenarios/open-6d/no-croupier-no-bet.jsonl',
      '--db',
      db,
      '--json',
    );
    expect(played.code).toBe(3);
    const { refused, bets } = onLogFile(db, (file) => ({
      refused: file
        .prepare<[], string>("SELECT code FROM journal WHERE kind = 'refusal' ORDER BY position")
        .pluck()
        .all(),
      bets: file.prepare<[], number>("SELECT count(*) FROM events WHERE type = 'BetPlaced'").pluck().get(),
    }));
    expect(refused).toEqual([
      'staff.unknown-badge',
      'staff.last-manager',
      'staff.no-croupier',
      'staff.disabled',
      'staff.no-croupier',
      'staff.sign-in-instead',
    ]);
    // The one bet taken is lea's round's.
    expect(bets).toBe(1);
  });
});
