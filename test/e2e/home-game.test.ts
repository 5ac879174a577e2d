import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { verifyLog } from '../../app/core/log/verify.js';
import { type Card, cardValue } from '../../engine/cards/card.js';
import { home1d } from '../../engine/rules/profiles/home-1d.js';
import { cellForHand } from '../../engine/strategy/basic-strategy.js';
import { strategyChartFor } from '../../engine/strategy/chart.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { openChromium } from './browser.js';
import { croupierScreen, paidBy } from './croupier-screen.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { startServe } from './serve-process.js';

/**
 * The home game on the croupier's screen, in Chromium against `sabot serve --profile home-1d`:
 * the chips after each settled round, worked out from the round's own pay/take instructions, and
 * the ranking once the agreed rounds are played, and the bank's chips charted round by round.
 */
const ROUNDS = home1d.session?.rounds ?? 0;
const PLAYERS = ['ann', 'bob'] as const;
const running = e2eSession();

let hintsChecked = 0;

function screen(page: Page) {
  const { phase, keyIn, pull: pullCard, playToSettlement } = croupierScreen(page);
  /**
   * The deck is gathered and reloaded after every round; the reader's numbering runs on, so the
   * table must never take a reload for a restarted reader that may have lost cards.
   */
  const noLostCardsAlarm = async () => {
    expect(await page.getByRole('button', { name: 'No card was lost — go on' }).count()).toBe(0);
  };
  const pull = async () => {
    await noLostCardsAlarm();
    await pullCard();
  };
  /**
   * The learning hint: the chart's best play for the hand on turn that the table allows now (the
   * decisions enabled on screen), as `sabot strategy --profile home-1d` charts it.
   */
  const hintIsBasicStrategy = async () => {
    const hint = page.getByTestId('hint');
    await hint.waitFor(SETTLED);
    const cards = await page
      .locator('.hand.on-turn .card')
      .evaluateAll((faces) => faces.map((face) => face.getAttribute('data-card') ?? ''));
    const up = (await page.locator('.dealer .card').first().getAttribute('data-card')) ?? '';
    const enabled = await page
      .locator('button[data-decision]:enabled')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-decision')));
    const cell = cellForHand(strategyChartFor(home1d), cards as Card[], cardValue(up as Card));
    const expected = cell.ranked.find((choice) => enabled.includes(choice));
    expect(await hint.getAttribute('data-choice'), `${cards.join(' ')} against ${up}`).toBe(expected);
    expect(await hint.textContent()).toMatch(
      new RegExp(`^Hint basic strategy: ${expected} — .+ against an? `),
    );
    hintsChecked++;
  };
  /** Chips as the home panel shows them: each player's and the bank's. */
  const chips = async () => {
    const rows = page.getByTestId('home-chips').locator('tr[data-player]');
    const shown: Record<string, number> = {};
    for (const row of await rows.all())
      shown[(await row.getAttribute('data-player')) ?? ''] = Number(await row.getAttribute('data-chips'));
    return shown;
  };
  /** One round: both players bet two chips, hit below 17, stand otherwise; returns each net. */
  const playRound = async (): Promise<Record<string, number>> => {
    for (const [index, player] of PLAYERS.entries()) await keyIn(`b${index + 1} 2 ${player}`);
    await keyIn('deal');
    await playToSettlement({ pullCard: pull, beforeDecision: hintIsBasicStrategy });
    // The round's own instructions on the boxes: "hand: pay ann 2", "hand: take 2 from bob", "hand: ann keeps 2".
    const net: Record<string, number> = Object.fromEntries(PLAYERS.map((player) => [player, 0]));
    for (const line of await croupierScreen(page).settlement()) {
      const paid = paidBy(line);
      if (paid) net[paid.bettor] = (net[paid.bettor] ?? 0) + paid.net;
    }
    return net;
  };
  return { phase, keyIn, chips, playRound };
}

describe('the home game on the croupier view in Chromium', () => {
  it(`shows each player's chips and the bank's after every settled round, then ranks the players after ${ROUNDS} rounds`, {
    timeout: 180_000,
  }, async () => {
    const dir = tempDir();
    const db = join(dir, 'table.db');
    running.serve = await startServe(dir, ['--db', db, '--profile', 'home-1d', '--seed', '5']);
    running.browser = await openChromium(dir);
    const { page, problems } = running.browser;
    await page.goto(running.serve.url);
    await page.locator('.croupier[data-phase="betting"]').waitFor();
    const table = screen(page);

    const start = home1d.session;
    expect(start).not.toBeNull();
    const expected: Record<string, number> = { bank: start?.bankChips ?? 0 };
    for (const player of PLAYERS) expected[player] = start?.playerChips ?? 0;
    await expect(page.getByTestId('session-progress').textContent()).resolves.toBe(`round 1 of ${ROUNDS}`);
    await expect(table.chips()).resolves.toEqual({ bank: expected.bank });
    await expect(page.getByTestId('session-over').count()).resolves.toBe(0);

    for (let round = 1; round <= ROUNDS; round++) {
      const net = await table.playRound();
      for (const player of PLAYERS) {
        expected[player] = (expected[player] ?? 0) + (net[player] ?? 0);
        expected.bank = (expected.bank ?? 0) - (net[player] ?? 0);
      }
      await expect(table.chips()).resolves.toEqual(expected);
      // The bank's chart: the chips at the start, then one point per round, ending on the bank's chips.
      const bankChart = page.getByTestId('bank-chart');
      await expect.poll(() => bankChart.getAttribute('data-points'), SETTLED).toBe(String(round + 1));
      await expect(bankChart.getAttribute('data-last')).resolves.toBe(String(expected.bank));
      await expect(page.getByTestId('home-chips').locator('caption').textContent()).resolves.toBe(
        `Chips after round ${round}`,
      );
      if (round === 1) {
        await expect(page.getByTestId('session-progress').textContent()).resolves.toBe(
          `round 1 of ${ROUNDS}`,
        );
        await expect(page.getByText('no fictitious top-ups').count()).resolves.toBe(1);
        await page.screenshot({ path: join(SHOTS, 'home-game-1-settled.png') });
      }
      if (round < ROUNDS) await expect(page.getByTestId('session-over').count()).resolves.toBe(0);
    }

    // Every decision of the session was taken with the hint on screen (a natural takes none).
    expect(hintsChecked).toBeGreaterThanOrEqual(ROUNDS);
    const over = page.getByTestId('session-over');
    await expect(over.locator('h2').textContent()).resolves.toBe(`Session over — ${ROUNDS} rounds played`);
    const ranking = await over
      .locator('li')
      .evaluateAll((items) =>
        items.map((item) => [item.getAttribute('data-player'), Number(item.getAttribute('data-chips'))]),
      );
    const byChips = PLAYERS.map((player) => [player, expected[player]]).sort(
      (a, b) => Number(b[1]) - Number(a[1]) || String(a[0]).localeCompare(String(b[0])),
    );
    expect(ranking).toEqual(byChips);
    await expect(over.locator('.bank').textContent()).resolves.toBe(`Bank ${expected.bank} chips`);
    await expect(
      page.getByRole('img', { name: /^The bank's chips over/ }).getAttribute('aria-label'),
    ).resolves.toBe(
      `The bank's chips over rounds 1 to ${ROUNDS}: ${expected.bank} after round ${ROUNDS}, from ${start?.bankChips} at the start; no fictitious chips added.`,
    );
    await page.screenshot({ path: join(SHOTS, 'home-game-2-session-over.png') });
    expect(problems).toEqual([]);

    expect(await running.serve.stop()).toBe(0);
    running.serve = undefined;
    expect(verifyLog(db)).toMatchObject({ ok: true });
  });
});
