import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from 'vitest';
import type { Card } from '../../engine/cards/card.js';
import { croupierScreen } from './croupier-screen.js';
import { SETTLED } from './e2e-session.js';
import { dealFromShoe } from './misdealt-round.js';
import type { ScriptedReader } from './scripted-reader.js';
import { ROOT } from './serve-process.js';

/**
 * A shoe whose first round, keyed by `keyInBustRound`, is: ann 25 at box 1, bob 10 at box 2:
 * 10♠ 5♥ · dealer 6♦ · 9♣ 6♣; ann stands on 19, bob doubles on 11 and draws 10♦; the dealer draws
 * 10♥ and 9♠ and busts: ann +25, bob +20. The rest is never dealt (an empty shoe raises its alarm).
 */
export const BUST_ROUND_SHOE = [
  'TS',
  '5H',
  '6D',
  '9C',
  '6C',
  'TD',
  'TH',
  '9S',
  'KC',
  '3D',
  '8D',
  '4H',
] as Card[];

/** The round of `BUST_ROUND_SHOE` keyed on the croupier's screen and dealt to its settlement. */
export async function keyInBustRound(page: Page, reader: ScriptedReader): Promise<void> {
  const table = croupierScreen(page);
  for (const line of ['b1 25 ann', 'b2 10 bob', 'deal']) await table.keyIn(line);
  for (let card = 0; card < 5; card++) await dealFromShoe(page, reader);
  await table.keyIn('s');
  await table.keyIn('d');
  for (let card = 0; card < 3; card++) await dealFromShoe(page, reader);
  await expect.poll(table.phase, SETTLED).toBe('settled');
}

/** `sabot pin set` on the table's log (the pit boss's PIN, or with `croupier` the croupier's), as a manager types it. */
export function setPin(db: string, pin: string, role?: 'croupier'): void {
  const sabot = join(ROOT, 'bin', 'sabot.js');
  const who = ['--operator', 'manager', ...(role ? ['--role', role] : [])];
  const argv = [sabot, 'pin', 'set', '--db', db, ...who];
  const result = spawnSync(process.execPath, argv, { input: `${pin}\n`, encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
}

export interface Signing {
  readonly supervisor: string;
  readonly supervisorPin: string;
  /** Typed only while the table has no croupier on duty. */
  readonly croupier?: string;
  /** Left out for a change of the table, which the pit boss alone signs. */
  readonly croupierPin?: string;
  readonly cashier?: string;
  readonly runner?: string;
}

/** The pit boss's Books tab, filled in and read back as a person would, in English. */
export function booksScreen(page: Page) {
  const form = () => page.locator('form.books-form');
  const choose = async (record: string) => {
    await page.locator(`.books-choice button[data-record="${record}"]`).click();
    await form().waitFor(SETTLED);
  };
  /** Chip value (table units, as text) → chips, typed into the count form's lines. */
  const count = async (inventory: Readonly<Record<string, number>>) => {
    for (const [chip, chips] of Object.entries(inventory))
      await form().locator(`tr[data-chip="${chip}"] input`).fill(String(chips));
  };
  const sign = async (signing: Signing) => {
    const fields: [string, string | undefined][] = [
      ['Cashier (cage)', signing.cashier],
      ['Runner', signing.runner],
      ['Supervisor (pit boss)', signing.supervisor],
      ['Pit boss PIN', signing.supervisorPin],
      ['Croupier', signing.croupier],
      ['Croupier PIN', signing.croupierPin],
    ];
    for (const [label, value] of fields)
      if (value !== undefined) await form().getByLabel(label, { exact: true }).fill(value);
  };
  /** Sends the form and waits for the table's answer: returns it and whether it was a refusal. */
  const submit = async (): Promise<{ readonly done: boolean; readonly text: string }> => {
    const answer = form().locator('[data-testid="books-done"], [data-testid="books-refusal"]');
    const answers = async () => Number(await form().getAttribute('data-answers'));
    const before = await answers();
    await form().locator('button[type="submit"]').click();
    await expect.poll(answers, SETTLED).toBe(before + 1);
    return {
      done: (await answer.getAttribute('data-testid')) === 'books-done',
      text: (await answer.textContent()) ?? '',
    };
  };
  const figure = async (name: string) =>
    Number(await page.getByTestId(`figure-${name}`).getAttribute('data-value'));
  const status = () => page.getByTestId('books-status').textContent();
  return { form, choose, count, sign, submit, figure, status };
}
