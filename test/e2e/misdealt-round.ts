import type { Page } from '@playwright/test';
import { expect } from 'vitest';
import type { Card } from '../../engine/cards/card.js';
import { croupierScreen } from './croupier-screen.js';
import { type e2eSession, SETTLED } from './e2e-session.js';
import type { ScriptedReader } from './scripted-reader.js';
import { openScriptedTable } from './scripted-table.js';

/**
 * A classic-6d round with a misdealt card that every box still drawing passes, so it becomes the
 * dealer's second card (RULES.md, "Misdealt-card handling"), worked out by hand:
 *
 *   bets    box 1: 10 (box1) · box 2: 25 (ann) · box 3: 10 (bob)
 *   deal    box 1 10♠, box 2 9♥, box 3 3♠, dealer 6♦, box 1 Q♥, box 2 7♣, box 3 8♣
 *           → box 1 hard 20, box 2 hard 16, box 3 hard 11
 *   box 1   stands on 20
 *   8♠      comes out of the shoe unasked: it lands on box 2, the hand on turn (24, bust); the
 *           croupier marks it drawn by mistake, so box 2 is 16 again and on turn
 *   offer   in seat order from the hand on turn, to the hands that may still draw: box 2 (16)
 *           passes, box 3 (11) passes; box 1 has stood and is not asked. The dealer holds one
 *           card: 8♠ is the dealer's second card, 6♦ 8♠ = 14
 *   box 2   stands on 16
 *   box 3   doubles on 11 (bob's stake 10 + 10) and draws 10♦ = 21
 *   dealer  14 draws 5♣ = 19, stands
 *   settle  box 1: 20 > 19, wins 10 → "hand: pay box1 10"; box 2: 16 < 19, loses 25 → "hand: take
 *           25 from ann"; box 3: 21 > 19, wins the doubled 20 → "hand: pay bob 20"
 */
export const MISDEALT_ROUND_SHOE: readonly Card[] = [
  ...['TS', '9H', '3S', '6D', 'QH', '7C', '8C'],
  '8S',
  ...['TD', '5C'],
  // The rest of the shoe, never dealt: an empty shoe would raise its own alarm on screen.
  ...['KC', '3D', '8D', '4H'],
] as Card[];
export const MISDEALT_CARD = '8S';
export const EXPECTED_SETTLEMENT = ['hand: pay box1 10', 'hand: take 25 from ann', 'hand: pay bob 20'];
export const EXPECTED_NET = { box1: 10, ann: -25, bob: 20 };

/** `sabot serve` at a new classic-6d table whose reader is the scripted shoe, and its screen in Chromium. */
export const openMisdealtTable = (running: ReturnType<typeof e2eSession>) =>
  openScriptedTable(running, MISDEALT_ROUND_SHOE);

/** The next scripted card leaves the shoe; resolves once the screen counts it out. */
export async function dealFromShoe(page: Page, reader: ScriptedReader): Promise<Card> {
  const { cardsOut } = croupierScreen(page);
  const before = await cardsOut();
  const card = await reader.deal();
  await expect.poll(cardsOut, SETTLED).toBe(before + 1);
  return card;
}

/** The same round keyed in the terminal's grammar, as a croupier without the mouse would. */
export async function keyInMisdealtRound(page: Page, reader: ScriptedReader): Promise<void> {
  const { keyIn, phase, settlement } = croupierScreen(page);
  for (const line of ['b1 10', 'b2 25 ann', 'b3 10 bob', 'deal']) await keyIn(line);
  for (let card = 0; card < 7; card++) await dealFromShoe(page, reader);
  await keyIn('s');
  await dealFromShoe(page, reader);
  for (const line of ['x', 'pass', 'pass', 's', 'd']) await keyIn(line);
  for (let card = 0; card < 2; card++) await dealFromShoe(page, reader);
  await expect.poll(phase, SETTLED).toBe('settled');
  await expect(settlement()).resolves.toEqual(EXPECTED_SETTLEMENT);
}
