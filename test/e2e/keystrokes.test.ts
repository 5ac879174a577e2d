import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../engine/cards/card.js';
import { croupierScreen } from './croupier-screen.js';
import { e2eSession, SETTLED } from './e2e-session.js';
import { dealFromShoe } from './misdealt-round.js';
import { openScriptedTable } from './scripted-table.js';

/**
 * What a croupier's round costs in keystrokes, keyboard first: two boxes bet, dealt, decided and
 * settled at classic-6d, the cards from a scripted shoe (the shoe's work is not the croupier's
 * keyboard). The round, worked out by hand:
 *
 *   bets    box 1: 25 (ann) · box 2: 10 (bob)
 *   deal    box 1 10♠, box 2 5♥, dealer 6♦, box 1 9♣, box 2 6♣ → 19 and 11
 *   box 1   stands on 19 (s); box 2 doubles on 11 (d) and draws 10♦ = 21
 *   dealer  6♦ draws 10♥ = 16, draws 9♠ = 25: bust
 *   settle  ann +25, bob +20, with no key pressed: the settlement is on screen
 *
 * The ceiling is what the screen took before its redesign (the README quotes it): a change that
 * costs the croupier more keys fails here.
 */
const KEYS_BEFORE_REDESIGN = 28;
const CLICKS_BEFORE_REDESIGN = 1;
const SHOE = ['TS', '5H', '6D', '9C', '6C', 'TD', 'TH', '9S', 'KC', '3D', '8D', '4H'] as Card[];
const running = e2eSession();

/** The croupier's hands on the keyboard, counted. */
function countedKeyboard(page: Page) {
  const count = { keys: 0, clicks: 0 };
  return {
    count,
    click: async (selector: string) => {
      count.clicks += 1;
      await page.locator(selector).click();
    },
    type: async (text: string) => {
      count.keys += text.length;
      await page.keyboard.type(text);
    },
    press: async (key: string) => {
      count.keys += 1;
      await page.keyboard.press(key);
    },
  };
}

describe('the keystrokes of a croupier’s round', () => {
  it(`two boxes from bets to settlement take at most ${KEYS_BEFORE_REDESIGN} keys and ${CLICKS_BEFORE_REDESIGN} click`, {
    timeout: 60_000,
  }, async () => {
    const { db, page, reader } = await openScriptedTable(running, SHOE);
    const { phase } = croupierScreen(page);
    const keyboard = countedKeyboard(page);

    await keyboard.click('#key-in-line');
    for (const line of ['b1 25 ann', 'b2 10 bob', 'deal']) {
      await keyboard.type(line);
      await keyboard.press('Enter');
      await expect.poll(() => page.locator('#key-in-line').inputValue(), SETTLED).toBe('');
    }
    await expect.poll(phase, SETTLED).toBe('dealing');
    for (let card = 0; card < 5; card++) await dealFromShoe(page, reader);
    await expect.poll(phase, SETTLED).toBe('players');
    await keyboard.press('Escape');
    await keyboard.press('s');
    await expect.poll(() => page.getByTestId('on-turn').getAttribute('data-total'), SETTLED).toBe('11');
    await keyboard.press('d');
    for (let card = 0; card < 3; card++) await dealFromShoe(page, reader);
    await expect.poll(phase, SETTLED).toBe('settled');

    // The log agrees the round was played as worked out: the croupier's keys did what they meant.
    const log = new Database(db, { readonly: true });
    const settled = log
      .prepare("SELECT data FROM events WHERE type = 'RoundSettled' ORDER BY position DESC LIMIT 1")
      .pluck()
      .get() as string;
    log.close();
    expect((JSON.parse(settled) as { netByBettor: unknown }).netByBettor).toEqual({ ann: 2500, bob: 2000 });
    process.stdout.write(
      `a croupier's round of two boxes: ${keyboard.count.keys} keys, ${keyboard.count.clicks} click\n`,
    );
    expect(keyboard.count.keys).toBeLessThanOrEqual(KEYS_BEFORE_REDESIGN);
    expect(keyboard.count.clicks).toBeLessThanOrEqual(CLICKS_BEFORE_REDESIGN);
  });

  it('every key a decision button shows, keyed in the focused key-in field, does what its button says', {
    timeout: 90_000,
  }, async () => {
    const { db, page, reader } = await openScriptedTable(running, KEYS_SHOE);
    const { phase } = croupierScreen(page);
    const field = page.locator('#key-in-line');
    const keyed = async (line: string) => {
      await field.fill(line);
      await field.press('Enter');
      await expect.poll(() => field.inputValue(), SETTLED).toBe('');
    };
    const shown = new Set<string>();
    /** The key's button is lit, with the key on it; keyed in the field, the log holds what the button does. */
    const keyAsItsButton = async (key: string) => {
      const lit = await page
        .locator('button:enabled kbd')
        .evaluateAll((keys) => keys.map((kbd) => kbd.textContent ?? ''));
      for (const letter of lit) shown.add(letter);
      expect(lit, `a lit button shows ${key.toUpperCase()}`).toContain(key.toUpperCase());
      const before = factsOf(db).length;
      await field.click();
      await keyed(key);
      await expect.poll(() => factsOf(db).slice(before), SETTLED).toContain(FACT_OF_KEY[key]);
    };

    for (const line of ['b1 10 ann', 'b2 10 bob', 'b3 10 cy', 'deal']) await keyed(line);
    for (let card = 0; card < 7; card++) await dealFromShoe(page, reader);
    await expect.poll(phase, SETTLED).toBe('players');
    await keyAsItsButton('r');
    await keyAsItsButton('d');
    await dealFromShoe(page, reader);
    await keyAsItsButton('p');
    await dealFromShoe(page, reader);
    await keyAsItsButton('s');
    await dealFromShoe(page, reader);
    await keyAsItsButton('h');
    await dealFromShoe(page, reader);
    await keyAsItsButton('s');
    for (let card = 0; card < 2; card++) await dealFromShoe(page, reader);
    await expect.poll(phase, SETTLED).toBe('settled');
    // Every key a lit button showed in the round was keyed in the field and did its button's work.
    expect([...shown].sort()).toEqual(['D', 'H', 'P', 'R', 'S']);
  });
});

/**
 * A round that lights every decision, worked out by hand (classic-6d: surrender of a hard 12
 * without an ace, not against an ace):
 *
 *   bets    box 1: 10 (ann) · box 2: 10 (bob) · box 3: 10 (cy)
 *   deal    box 1 10♠, box 2 5♥, box 3 8♠, dealer 6♦, box 1 2♣, box 2 6♣, box 3 8♦ → 12, 11, 8-8
 *   box 1   surrenders its hard 12 (r)
 *   box 2   doubles on 11 (d) and draws 9♦ = 20
 *   box 3   splits the eights (p): hand 1 takes 10♥ = 18, stands (s); hand 2 takes 3♠ = 11,
 *           hits (h) and draws 7♥ = 18, stands (s)
 *   dealer  6♦ draws 10♣ = 16, draws 5♣ = 21
 */
const KEYS_SHOE = [
  ...['TS', '5H', '8S', '6D', '2C', '6C', '8D'],
  ...['9D', 'TH', '3S', '7H', 'TC', '5C'],
  ...['KC', '3D', '8C', '4H'],
] as Card[];

/** What each key's button does, as the log records it. */
const FACT_OF_KEY: Readonly<Record<string, string>> = {
  h: 'HitAsked',
  s: 'HandStood',
  d: 'HandDoubled',
  p: 'HandSplit',
  r: 'HandSurrendered',
};

function factsOf(db: string): string[] {
  const log = new Database(db, { readonly: true });
  try {
    return log.prepare<[], string>('SELECT type FROM events ORDER BY position').pluck().all() as string[];
  } finally {
    log.close();
  }
}
