import type { Page } from '@playwright/test';
import { expect } from 'vitest';
import { SETTLED } from './e2e-session.js';

/** What the croupier sees and does on the screen, read back and acted on as a person would. */
export function croupierScreen(page: Page) {
  const phase = async () => (await page.locator('.croupier').getAttribute('data-phase')) ?? '';
  const cardsOut = async () => Number((await page.getByTestId('shoe-status').textContent())?.split(' ')[0]);
  /** Everything on screen: any accepted or refused action changes it. */
  const moment = async () => `${await phase()}|${await page.locator('.croupier').textContent()}`;
  /** The croupier pulls the next card out of the simulated shoe and it lands on the table. */
  const pull = async () => {
    const before = await cardsOut();
    await page.getByRole('button', { name: 'Pull a card' }).click();
    await expect.poll(cardsOut, SETTLED).toBe(before + 1);
  };
  /** A shortcut key; the key-in field keeps the focus after a keyed line, so Esc leaves it first. */
  const press = async (key: string) => {
    const before = await moment();
    await page.keyboard.press('Escape');
    await page.keyboard.press(key);
    await expect.poll(moment, SETTLED).not.toBe(before);
  };
  const keyIn = async (line: string) => {
    const before = await moment();
    await page.getByLabel('Key in').fill(line);
    await page.getByLabel('Key in').press('Enter');
    await expect.poll(moment, SETTLED).not.toBe(before);
  };
  return { phase, cardsOut, moment, pull, press, keyIn };
}
