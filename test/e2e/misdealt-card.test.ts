import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { verifyLog } from '../../app/core/log/verify.js';
import { runSabot } from '../support/run-cli.js';
import { croupierScreen } from './croupier-screen.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import {
  dealFromShoe,
  EXPECTED_NET,
  EXPECTED_SETTLEMENT,
  MISDEALT_CARD,
  openMisdealtTable,
} from './misdealt-round.js';

/**
 * A misdealt card at classic-6d on the croupier's screen, in Chromium against `sabot serve`
 * whose shoe reader is the simulator with a scripted shoe (the round is worked out by hand in
 * misdealt-round.ts): the offer goes box by box from the hand on turn, every box passes, and the
 * card becomes the dealer's second card; the round then settles on screen and in the log.
 */
const running = e2eSession();

describe('a misdealt card on the croupier view in Chromium', () => {
  it("is offered box by box from the hand on turn and, when every box passes, becomes the dealer's second card", {
    timeout: 60_000,
  }, async () => {
    const { db, page, reader, serve, browser } = await openMisdealtTable(running);
    const table = croupierScreen(page);
    const cardsOf = (where: string) =>
      page
        .locator(`${where} .card`)
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card')));
    const onTurn = () => page.getByTestId('on-turn').locator('h2').textContent();
    const offer = page.getByRole('region', { name: 'Misdealt card on offer' });

    // Given three boxes with their bets, the initial deal from the shoe, and box 1 standing on 20.
    await table.keyIn('b1 10');
    await table.keyIn('b2 25 ann');
    await table.keyIn('b3 10 bob');
    await page.getByRole('button', { name: 'Deal' }).click();
    await expect.poll(table.phase, SETTLED).toBe('dealing');
    for (let card = 0; card < 7; card++) await dealFromShoe(page, reader);
    expect(await table.phase()).toBe('players');
    await table.endTurn('s');
    expect(await onTurn()).toBe('box 2: hard 16');

    // When a card nobody asked for comes out: it lands on the hand on turn, busting it…
    expect(await dealFromShoe(page, reader)).toBe(MISDEALT_CARD);
    await expect.poll(() => cardsOf('.box[data-box="2"]'), SETTLED).toEqual(['9H', '7C', '8S']);
    // …and the croupier marks it drawn by mistake: the bust is undone and the card goes on offer.
    await table.keyIn('x');
    await expect.poll(table.phase, SETTLED).toBe('offer');
    expect(await cardsOf('.box[data-box="2"]')).toEqual(['9H', '7C']);
    await expect(offer.textContent()).resolves.toContain('8♠ is offered to box 2');
    const offeredTo = [await offer.getAttribute('data-box')];
    await page.screenshot({ path: join(SHOTS, 'misdealt-card-1-offer.png') });

    // Then, from the hand on turn in seat order (box 1 has stood: not asked), box 2 passes with
    // N keyed in the key-in field (the key its button shows) and box 3 with the button…
    await table.keyIn('n');
    await expect.poll(() => offer.getAttribute('data-box'), SETTLED).toBe('3');
    offeredTo.push(await offer.getAttribute('data-box'));
    await offer.getByRole('button', { name: 'Pass' }).click();
    // …and the dealer, holding one card, takes it as the second card, face up.
    await expect.poll(table.phase, SETTLED).toBe('players');
    expect(offeredTo).toEqual(['2', '3']);
    expect(await cardsOf('.dealer')).toEqual(['6D', '8S']);
    expect(await page.locator('.dealer .card[data-card="hidden"]').count()).toBe(0);
    await expect.poll(() => page.getByTestId('dealer-banner').textContent()).toBe('dealer shows 6 8 (14)');
    expect(await onTurn()).toBe('box 2: hard 16');
    await page.screenshot({ path: join(SHOTS, 'misdealt-card-2-dealer-second-card.png') });

    // The round goes on: box 2 stands on 16, box 3 doubles on 11 and draws 21, the dealer draws to 19.
    await table.endTurn('s');
    expect(await onTurn()).toBe('box 3: hard 11');
    await table.press('d');
    await dealFromShoe(page, reader);
    await dealFromShoe(page, reader);
    await expect.poll(table.phase, SETTLED).toBe('settled');
    expect(await cardsOf('.dealer')).toEqual(['6D', '8S', '5C']);
    // By hand, against the dealer's 19: box 1's 20 wins 10; box 2's 16 loses ann's 25; box 3's
    // doubled 21 wins bob's 10 + 10.
    expect(await table.settlement()).toEqual(EXPECTED_SETTLEMENT);
    await expect(table.nets()).resolves.toEqual(['box1 +10', 'ann −25', 'bob +20']);
    await page.screenshot({ path: join(SHOTS, 'misdealt-card-3-settled.png') });
    expect(browser.problems).toEqual([]);

    expect(await serve.stop()).toBe(0);
    running.serve = undefined;
    expect(verifyLog(db)).toMatchObject({ ok: true });
    // The log holds each step as a fact: the cards in the shoe reader's name, the rest keyed.
    const shoe = (cards: string[]) => cards.map((card) => `CardDrawn ${card} (shoe)`);
    expect(roundFacts(db)).toEqual([
      ...['BetPlaced (keyboard)', 'BetPlaced (keyboard)', 'BetPlaced (keyboard)', 'BetsClosed (keyboard)'],
      ...shoe(['TS', '9H', '3S', '6D', 'QH', '7C', '8C']),
      'HandStood (keyboard)',
      ...shoe([MISDEALT_CARD]),
      ...['MisdealMarked (keyboard)', 'MisdealPassed (keyboard)', 'MisdealPassed (keyboard)'],
      ...['HandStood (keyboard)', 'HandDoubled (keyboard)', ...shoe(['TD', '5C'])],
      // Settled by the card that ended the dealer's hand, so in the shoe's name too.
      'RoundSettled (shoe)',
    ]);
    // The dealer's second card is no fact of its own: it is what the last pass means. Replaying
    // the log folds the same facts again, and must reach it and the same settlement.
    const replayed = await runSabot('replay', '--db', db, '--round', '1', '--json');
    expect(replayed.code).toBe(0);
    const [round] = JSON.parse(replayed.out).rounds;
    expect(round.misdeals).toEqual([
      expect.objectContaining({
        card: MISDEALT_CARD,
        resolution: 'dealer-second-card',
        passedBy: [
          { box: 2, hand: 0 },
          { box: 3, hand: 0 },
        ],
      }),
    ]);
    expect(round.dealer.cards).toEqual(['6D', '8S', '5C']);
    expect(round.net).toEqual(EXPECTED_NET);
  });
});

/** Round 1's facts in log order: each with its card, if any, and where it came from. */
function roundFacts(db: string): string[] {
  const log = new Database(db, { readonly: true });
  try {
    return log
      .prepare<[], { type: string; card: string | null; source: string }>(
        "SELECT type, json_extract(data, '$.card') AS card, json_extract(metadata, '$.source') AS source FROM events WHERE stream = 'round-1' ORDER BY position",
      )
      .all()
      .map(({ type, card, source }) => `${type}${card === null ? '' : ` ${card}`} (${source})`);
  } finally {
    log.close();
  }
}
