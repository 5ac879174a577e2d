import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, type KeyOf, type Language, type Params, translatorFor } from '../../app/i18n/index.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { type Browser, openChromium } from './browser.js';
import { croupierScreen } from './croupier-screen.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { ROOT, startServe } from './serve-process.js';

/**
 * The pit review in English, French and Russian, each in a browser whose locale is that language:
 * a home-1d table (the dealer's second card dealt face down) where a round is played to its
 * settlement and the next one stops with the players to act. The review lists both with their
 * start, croupier and nets, says every fact of the settled round in words, says the round in play
 * is not settled yet and offers no correction of its hole card. The screenshots at 1280×800 go to
 * test-results/e2e/, and with SABOT_DOCS_SCREENSHOT=1 to docs/screenshots/ for the README.
 */
const running = e2eSession();
const LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', fr: 'fr-FR', ru: 'ru-RU' };
const VIEWPORT = { width: 1280, height: 800 };
const browsers: Browser[] = [];
const BETTORS = ['ann', 'bob', 'marie-christine', 'konstantin', 'bartholomew', 'zoe'] as const;

/** A settled round, then a round stopped with the hole card down: returns the round in play's number. */
async function playTwoRounds(page: Page): Promise<number> {
  const table = croupierScreen(page);
  // Six players, some with long names: the list must show every net in full.
  for (const [box, player] of BETTORS.entries()) await table.keyIn(`b${box + 1} 2 ${player}`);
  await table.keyIn('deal');
  await table.playToSettlement();
  // The next round, dealt until the players act (a peeked natural would end it: deal another).
  for (let round = 2; round < 8; round++) {
    await table.keyIn('b1 2 ann');
    await table.keyIn('deal');
    for (let step = 0; step < 10 && ['dealing', 'insurance'].includes(await table.phase()); step++)
      if ((await table.phase()) === 'insurance') await table.press('n');
      else await table.pull();
    if ((await table.phase()) === 'players') return round;
    await table.playToSettlement();
  }
  throw new Error('no round stopped with the players to act');
}

async function shot(page: Page, name: string, forDocs = true): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
  if (forDocs && process.env.SABOT_DOCS_SCREENSHOT === '1')
    await page.screenshot({ path: join(ROOT, 'docs', 'screenshots', `${name}.png`) });
}

describe('the pit review in three languages in Chromium', () => {
  it('says the rounds, every fact and the rulings in the language of the browser', {
    timeout: 180_000,
  }, async () => {
    const dir = tempDir();
    running.serve = await startServe(dir, [
      '--db',
      join(dir, 'table.db'),
      '--profile',
      'home-1d',
      '--seed',
      '5',
    ]);
    running.browser = await openChromium(join(dir, 'croupier'), { locale: 'en-US' });
    const croupier = running.browser.page;
    await croupier.goto(running.serve.url);
    await croupier.locator('.croupier[data-phase="betting"]').waitFor(SETTLED);
    const inPlay = await playTwoRounds(croupier);

    try {
      for (const language of ['en', 'fr', 'ru'] as const) {
        const browser = await openChromium(join(dir, language), {
          locale: LOCALES[language],
          viewport: VIEWPORT,
        });
        browsers.push(browser);
        await reviewIn(browser, language, running.serve.url, inPlay);
        expect(browser.problems, language).toEqual([]);
      }
    } finally {
      for (const browser of browsers.splice(0)) await browser.close();
    }
    expect(running.browser.problems).toEqual([]);
  });
});

async function reviewIn(browser: Browser, language: Language, url: string, inPlay: number): Promise<void> {
  const { page } = browser;
  const words = translatorFor(language);
  const t = (key: KeyOf<'review'>, params?: Params) => words.text('review', key, params);
  await page.goto(url);
  await page.getByRole('tab', { name: CATALOGUES[language].screen['tabs.review'] as string }).click();
  await expect(page.locator('html').getAttribute('lang')).resolves.toBe(language);
  await expect(page.locator('.review-header h1').textContent()).resolves.toBe(t('review.title'));
  await expect.poll(() => page.getByTestId('verify-status').getAttribute('data-ok'), SETTLED).toBe('true');
  // The bank's chart above the list (a home game: the bank's chips) speaks the language too.
  await expect
    .poll(() => page.getByTestId('bank-chart').locator('figcaption').textContent(), SETTLED)
    .toContain(t('review.chart.bank'));

  // The round list: when each round began (the language's time format), its croupier, every net in full.
  const settled = page.locator('.round-row[data-round="1"]');
  await settled.waitFor(SETTLED);
  const time = (await settled.locator('.round-time').textContent()) ?? '';
  expect(time).toMatch(/^\d{1,2}[:.h]\d{2}/);
  if (language === 'en') expect(time).toMatch(/[AP]M$/);
  else expect(time).not.toMatch(/[AP]M/);
  await expect(settled.locator('.round-croupier').textContent()).resolves.toBe(
    t('review.list.croupier', { croupier: 'croupier' }),
  );
  const nets = settled.getByTestId('round-net');
  const row = await settled.boundingBox();
  for (const bettor of BETTORS) {
    const net = nets.locator(`[data-bettor="${bettor}"]`);
    await expect(net.textContent()).resolves.toMatch(new RegExp(`^${bettor} [+−]?\\d`));
    // Inside the row, whole: wrapped to another line rather than cut at its edge.
    const box = await net.boundingBox();
    expect(box && row && box.x >= row.x && box.x + box.width <= row.x + row.width + 0.5, bettor).toBe(true);
  }
  expect(await nets.textContent()).not.toContain('…');
  expect(await nets.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  const current = page.locator(`.round-row[data-round="${inPlay}"]`);
  await expect(current.textContent()).resolves.toContain(t('review.list.in-play'));
  await shot(page, `pit-review-${language}-list`);

  // The settled round, fact by fact: each in words of this language, its data behind a disclosure.
  await settled.click();
  const stepLabel = page.getByTestId('replay-step-number');
  await expect.poll(() => stepLabel.textContent(), SETTLED).toMatch(/\d+/);
  const total =
    Number((await page.getByLabel(t('review.scrubber.step'), { exact: true }).getAttribute('max')) ?? 0) + 1;
  expect(total).toBeGreaterThan(8);
  const sentences = new Set<string>();
  for (let step = 0; step < total; step++) {
    await expect
      .poll(() => stepLabel.textContent(), SETTLED)
      .toBe(t('review.scrubber.position', { index: step + 1, count: total }));
    const sentence = (await page.getByTestId('fact-sentence').textContent()) ?? '';
    expect(sentence).not.toMatch(/review\.|\{\{|undefined|\?/);
    expect(sentence.length).toBeGreaterThan(5);
    expect(await page.locator('.step-fact details summary').count()).toBe(1);
    sentences.add(sentence);
    if (step === total - 1) await shot(page, `pit-review-${language}-round`);
    if (step < total - 1) await page.getByRole('button', { name: t('review.scrubber.next') }).click();
  }
  expect(sentences.size).toBeGreaterThan(total / 2);
  await expect(page.getByTestId('settlement-verdict').textContent()).resolves.toBe(t('review.audit.match'));

  // One "Ruling…" action; nothing open until it is asked for, then the one form chosen.
  await expect(page.getByRole('form').count()).resolves.toBe(0);
  await page.getByRole('button', { name: t('review.rulings.open') }).click();
  await page.getByRole('button', { name: t('review.note.choice') }).click();
  await expect(page.getByRole('form').count()).resolves.toBe(1);
  await expect(page.getByRole('form', { name: t('review.note.label') }).count()).resolves.toBe(1);
  await page.getByRole('button', { name: t('review.rulings.cancel') }).click();
  await expect(page.getByRole('form').count()).resolves.toBe(0);

  // The round in play: not settled yet, and its hole card, face down, offers no correction.
  await current.click();
  await expect
    .poll(() => page.getByTestId('settlement-verdict').textContent(), SETTLED)
    .toBe(t('review.audit.not-settled'));
  const hole = t('review.say.card-hole-down');
  for (let step = 0; step < 12 && (await page.getByTestId('fact-sentence').textContent()) !== hole; step++)
    await page.getByRole('button', { name: t('review.scrubber.next') }).click();
  await expect(page.getByTestId('fact-sentence').textContent()).resolves.toBe(hole);
  await page.getByRole('button', { name: t('review.rulings.open') }).click();
  await page.getByRole('button', { name: t('review.correct.choice') }).click();
  const form = page.getByRole('form', { name: t('review.correct.label') });
  await expect(form.getByTestId('correct-why-not').textContent()).resolves.toBe(
    t('review.correct.hole-down'),
  );
  // The card is chosen by hand and place; the dealer's hand offers its up-card alone.
  await form.getByLabel(t('review.correct.hand')).selectOption({ label: t('review.correct.hand-dealer') });
  await expect(form.getByLabel(t('review.correct.which')).locator('option').count()).resolves.toBe(1);
  await shot(page, `pit-review-${language}-in-play`, false);
}
