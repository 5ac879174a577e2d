import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabotWithInput } from '../support/run-cli.js';

/** `sabot table` reads the terminal itself: the compiled command, with the keyed lines piped in. */
const bin = fileURLToPath(new URL('../../bin/sabot.js', import.meta.url));

/** Round 1 at classic-6d: box 1 18, box 2 19, the dealer 7 then T (17): both boxes paid 10. */
const round1 = ['b1 10', 'b2 10', 'deal', 'TS', '9S', '7D', '8S', 'TH', 's', 's', 'TC'];

async function keyed(lines: string[]): Promise<{ out: string; db: string }> {
  const db = join(tempDir(), 'fx.db');
  const table = spawnSync(process.execPath, [bin, 'table', '--db', db, '--profile', 'classic-6d'], {
    input: `${[...lines, 'quit'].join('\n')}\n`,
    encoding: 'utf8',
  });
  expect(table.status).toBe(0);
  return { out: table.stdout + table.stderr, db };
}

async function audit(db: string) {
  const replayed = await runSabotWithInput([], 'replay', '--db', db, '--json');
  return JSON.parse(replayed.out).audit.rounds as { round: number; recorded: unknown; matches: boolean }[];
}

describe("the croupier's fix at the terminal", () => {
  it('given a settled round and the next bet, when the croupier fixes the last card, then it is refused for a pit boss and the paid round stands', async () => {
    const { out, db } = await keyed([...round1, 'b1 10', 'fix 5C']);
    expect(out).toContain("a pit boss's ruling (with the PIN) corrects it");
    const rounds = await audit(db);
    expect(rounds[0]).toMatchObject({ round: 1, recorded: { box1: 10, box2: 10 }, matches: true });
    const replayed = await runSabotWithInput([], 'replay', '--db', db);
    expect(replayed.code).toBe(0);
    expect(replayed.err).not.toContain('replay differs');
    expect(replayed.out).toContain('settle   pay box1 10; pay box2 10');
  });

  it('given the round just settled by the last card, when the croupier fixes it, then it is refused', async () => {
    const { out, db } = await keyed([...round1, 'fix 5C']);
    expect(out).toContain(
      "round 1 is settled: the croupier can no longer fix its cards — a pit boss's ruling",
    );
    expect((await audit(db))[0]).toMatchObject({ matches: true });
  });

  it('given a later decision on the card, when the croupier fixes it, then it is refused', async () => {
    const { out } = await keyed([...round1.slice(0, 9), 'fix 9H']);
    expect(out).toContain('the last card can no longer be fixed: the table went on after it');
  });

  it('given the last keyed card of the round in play, when the croupier fixes it, then the hand holds the corrected card', async () => {
    const { out, db } = await keyed([...round1.slice(0, 8), 'fix 9H', 's', 's', 'TC']);
    expect(out).not.toContain('REFUSED');
    const replayed = JSON.parse((await runSabotWithInput([], 'replay', '--db', db, '--json')).out);
    expect(replayed.rounds[0].boxes[1].hands[0].cards).toEqual(['9S', '9H']);
    expect(replayed.audit.rounds[0]).toMatchObject({ matches: true });
  });
});
