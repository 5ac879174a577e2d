import type { Page } from '@playwright/test';
import { expect } from 'vitest';
import { SETTLED } from './e2e-session.js';

/** What the croupier sees and does on the screen, read back and acted on as a person would. */
export function croupierScreen(page: Page) {
  const phase = async () => (await page.locator('.croupier').getAttribute('data-phase')) ?? '';
  const cardsOut = async () => Number((await page.getByTestId('shoe-status').textContent())?.split(' ')[0]);
  /**
   * The table on screen, without the header: any accepted or refused action changes it (a refusal
   * goes to the history, with its time). Not the header, whose clock ticks every second: a wait on
   * it returned before the action landed, and the next keyed line could be sent into a field the
   * last one's answer then emptied.
   */
  const moment = async () => `${await phase()}|${await page.locator('.croupier .layout').textContent()}`;
  /** The croupier pulls the next card out of the simulated shoe and it lands on the table. */
  const pull = async () => {
    const before = await cardsOut();
    // By its place, not its words: the screen may be in any of its languages.
    await page.locator('button.pull').click();
    await expect.poll(cardsOut, SETTLED).toBe(before + 1);
  };
  /** A shortcut key; the key-in field keeps the focus after a keyed line, so Esc leaves it first. */
  const press = async (key: string) => {
    const before = await moment();
    await page.keyboard.press('Escape');
    await page.keyboard.press(key);
    await expect.poll(moment, SETTLED).not.toBe(before);
  };
  /**
   * Which hand is on turn, and in what phase: a decision that lands moves the turn on (the next
   * hand, or the dealer), so it is awaited on this and not on any change of the screen (the
   * screen may change for another reason before the decision lands).
   */
  const turn = () =>
    // Read in the page in one step: no wait of its own, which a loaded machine would miss.
    page
      .locator('.croupier')
      .evaluate(
        (root) =>
          `${root.getAttribute('data-phase')}|${root.querySelector('[data-testid="on-turn"]')?.getAttribute('data-hand') ?? ''}`,
      );
  /** A decision that ends the hand on turn (stand), keyed by its shortcut. */
  const endTurn = async (key: string) => {
    const before = await turn();
    await page.keyboard.press('Escape');
    await page.keyboard.press(key);
    await expect.poll(turn, SETTLED).not.toBe(before);
  };
  const keyIn = async (line: string) => {
    const before = await moment();
    await page.locator('#key-in-line').fill(line);
    await page.locator('#key-in-line').press('Enter');
    await expect.poll(moment, SETTLED).not.toBe(before);
  };
  /**
   * The round dealt, played to its settlement: hit below 17 where a hit is open, else stand.
   * `pullCard` may add a check before each card the simulated shoe deals, `beforeDecision` one
   * before each decision.
   */
  const playToSettlement = async ({
    pullCard = pull,
    beforeDecision = async () => {},
  }: {
    pullCard?: () => Promise<void>;
    beforeDecision?: () => Promise<void>;
  } = {}) => {
    // Called once the deal is keyed: the screen may not have left the bets yet.
    await expect.poll(phase, SETTLED).not.toBe('betting');
    // One read of the phase a step: read twice, the screen may settle between the reads.
    for (let step = 0; step < 60; step++) {
      const now = await phase();
      if (now === 'settled') break;
      if (now === 'dealing' || now === 'dealer') await pullCard();
      else if (now === 'insurance') await press('n');
      else if (now === 'players') {
        await beforeDecision();
        const total = Number(await page.getByTestId('on-turn').getAttribute('data-total'));
        const mayHit = await page.locator('button[data-decision="hit"]').isEnabled();
        if (total < 17 && mayHit) {
          // Asking for a card changes nothing on screen until the card lands.
          await page.keyboard.press('Escape');
          await page.keyboard.press('h');
          await pullCard();
        } else await endTurn('s');
      } else throw new Error(`the round stopped in phase ${now}`);
    }
    expect(await phase()).toBe('settled');
  };
  /** The settled round's pay/take lines, box by box from box 1, as each box shows its own. */
  const settlement = () => page.getByTestId('box-settlement').locator('li').allTextContents();
  /** Each bettor's net for the round, as the settlement panel sums it up: "ann −25". */
  const nets = () => page.getByTestId('nets').locator('li').allTextContents();
  return { phase, cardsOut, moment, pull, press, endTurn, keyIn, playToSettlement, settlement, nets };
}

/** An English box line read back as money: "hand: pay ann 15" +15 for ann, "hand: take 10 from bob" −10. */
export function paidBy(line: string): { readonly bettor: string; readonly net: number } | null {
  const paid = /^[^:]+: pay (\S+) ([\d.]+)$/.exec(line);
  if (paid?.[1] !== undefined) return { bettor: paid[1], net: Number(paid[2]) };
  const taken = /^[^:]+: take ([\d.]+) from (\S+)$/.exec(line);
  if (taken?.[2] !== undefined) return { bettor: taken[2], net: -Number(taken[1]) };
  return null;
}
