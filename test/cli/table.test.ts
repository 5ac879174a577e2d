import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { keyTable } from '../support/key-table.js';

// ann bets two chips on box 1; 9♠ to ann, 5♥ up to the dealer, 8♦ to ann, 7♣ face down to the
// dealer. Ann stands on 17; the dealer turns the 7♣ (12), draws the K♦ and busts.
const UNTIL_HOLE_CARD = ['b1 2 ann', 'deal', '9S', '5H', '8D', '7C'];

describe('sabot table at a peek table', () => {
  it("prints no hole card, no dealer total of it and no banner before the dealer's turn, and the card after", async () => {
    const db = join(tempDir(), 'home.db');
    const before = await keyTable(
      ['--db', db, '--profile', 'home-1d', '--seed', '3'],
      [...UNTIL_HOLE_CARD, 'quit'],
    );
    expect(before.code).toBe(0);
    expect(before.out).toContain('Sabot table on home-1d (simulated shoe, seed 3)');
    expect(before.out).toContain('Round 1 · players');
    expect(before.out).toMatch(/dealer {3}5♥ ▒▒ +hole card face down/);
    expect(before.out).not.toContain('7♣');
    expect(before.out).not.toContain('12 — DRAW');

    const after = await keyTable(['--db', db, '--seed', '3'], ['s', 'KD', 'quit']);
    expect(after.code).toBe(0);
    const turned = after.out.slice(after.out.indexOf('Round 1 · dealer'));
    expect(after.out.slice(0, after.out.indexOf('Round 1 · dealer'))).not.toContain('7♣');
    expect(turned).toMatch(/dealer {3}5♥ 7♣ +12 — DRAW/);
    expect(turned).toMatch(/dealer {3}5♥ 7♣ K♦ +22 — BUST/);
  });
});

describe('sabot table at the end of a home session', () => {
  // One round of ann's, the same cards each time (the home deck is gathered after every round).
  const ROUND = [...UNTIL_HOLE_CARD, 's', 'KD'];
  const rounds = (count: number): string[] => Array.from({ length: count }, () => ROUND).flat();
  const SESSION_OVER = 'REFUSED the session is over: its 10 rounds are played';

  it('given the ten agreed rounds played over two runs, then a bet and the deal are refused until a new session starts', async () => {
    const db = join(tempDir(), 'home.db');
    const first = await keyTable(['--db', db, '--profile', 'home-1d', '--seed', '3'], [...rounds(6), 'quit']);
    expect(first.code).toBe(0);
    expect(first.out).not.toContain('REFUSED');

    const second = await keyTable(
      ['--db', db, '--seed', '3'],
      [...rounds(4), 'b1 2 ann', 'deal', 'new session', 'b1 2 ann', 'quit'],
    );
    expect(second.code).toBe(0);
    const afterTen = second.out.slice(second.out.lastIndexOf('Round 10 · settled'));
    expect(afterTen.split(SESSION_OVER)).toHaveLength(3);
    // The new session's first round takes the bet; nothing of round 11 was dealt before it.
    expect(afterTen).toMatch(/Round 11 · betting[\s\S]*box 1 +bets +ann 2/);
    expect(second.out).not.toContain('Round 11 · dealing');
  });
});

describe('sabot table given amounts no table counts', () => {
  it('refuses Infinity and an amount of more than 15 digits with a sentence, and goes on', async () => {
    const db = join(tempDir(), 'table.db');
    const keyed = await keyTable(
      ['--db', db, '--profile', 'classic-6d', '--seed', '3'],
      ['b1 Infinity', 'i1 Infinity', 'b1 1e308', 'b1 123456789012345.67', 'b1 10', 'quit'],
    );
    expect(keyed.code).toBe(0);
    expect(keyed.out).not.toContain('internal error');
    // One sentence each, with a bet this table takes (its minimum is 5).
    expect(keyed.out).toContain(
      'REFUSED "b1 Infinity": Infinity is not a stake — key a number above 0, such as b1 5\n',
    );
    expect(keyed.out).toContain('REFUSED "b1 1e308": 1e308 is not a stake');
    expect(keyed.out).toContain(
      'REFUSED 123456789012345.67 is more than the table counts: an amount is at most 9999999999999.99',
    );
    expect(keyed.out).toMatch(/box 1 +bets +box1 10/);
  });
});
