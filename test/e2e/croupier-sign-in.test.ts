import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { onLogFile } from '../support/log-file.js';
import { enrolAtCommandLine, freshTable } from '../support/staff-register.js';
import { openChromium } from './browser.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { LOCALES, wordsOf } from './home-table-languages.js';
import { startServe } from './serve-process.js';

const PIN = { marie: '7007', paul: '104210', sofia: '104310' } as const;
const running = e2eSession();

/**
 * A table of the open-6d profile whose register marie (badge 7, the manager) set up at the command
 * line, enrolling paul (1042) and sofia (1043) as croupiers with the PINs she handed them.
 */
async function staffedLog(): Promise<{ dir: string; db: string }> {
  const { dir, db, played } = await freshTable();
  expect(played.code).toBe(0);
  const answers = await enrolAtCommandLine(
    db,
    { badge: '7', name: 'marie', roles: 'manager,supervisor', pin: PIN.marie },
    [
      { badge: '1042', name: 'paul', roles: 'croupier', pin: PIN.paul },
      { badge: '1043', name: 'sofia', roles: 'croupier', pin: PIN.sofia },
    ],
  );
  expect(answers.map(({ err }) => err)).toEqual(['', '', '']);
  return { dir, db };
}

describe("signing in at the croupier's screen", () => {
  for (const [language, locale] of LOCALES)
    it(`given a register, then paul signs in by keying his badge, sofia relieves him and signs out, in ${language}`, {
      timeout: 120_000,
    }, async () => {
      const words = wordsOf(language);
      const { dir, db } = await staffedLog();
      running.serve = await startServe(dir, ['--db', db, '--profile', 'open-6d', '--seed', '5']);
      running.browser = await openChromium(dir, { locale, viewport: { width: 1280, height: 800 } });
      const { page, problems } = running.browser;
      await page.goto(running.serve.url);
      const header = page.getByTestId('croupier');
      const onDuty = page.getByTestId('on-duty');
      const badgeOnDuty = () => onDuty.getAttribute('data-badge');
      await expect.poll(() => header.textContent(), SETTLED).toBe(words.screen('duty.nobody'));

      // Keyed: `sign 1042` on the key-in line puts the badge in the sign-in and asks for the PIN
      // in the masked field; the line never holds the PIN.
      await page.locator('#key-in-line').fill('sign 1042');
      await page.locator('#key-in-line').press('Enter');
      await expect.poll(() => page.locator('#duty-badge').inputValue(), SETTLED).toBe('1042');
      await expect.poll(() => page.locator('#duty-pin:focus').count(), SETTLED).toBe(1);
      await expect(page.locator('#duty-pin').getAttribute('type')).resolves.toBe('password');
      await page.keyboard.type(PIN.paul);
      await page.keyboard.press('Enter');
      await expect.poll(badgeOnDuty, SETTLED).toBe('1042');
      await expect(header.textContent()).resolves.toBe(
        words.screen('header.person', { name: 'paul', badge: '1042' }),
      );
      await expect(page.locator('#duty-pin').inputValue()).resolves.toBe('');
      await page.screenshot({ path: join(SHOTS, `croupier-sign-in-1-paul-${language}.png`) });

      // sofia relieves him with her badge and PIN, through the fields.
      await page.locator('#duty-badge').fill('1043');
      await page.locator('#duty-pin').fill(PIN.sofia);
      await page.locator('button.sign-in').click();
      await expect.poll(badgeOnDuty, SETTLED).toBe('1043');
      await expect(header.textContent()).resolves.toBe(
        words.screen('header.person', { name: 'sofia', badge: '1043' }),
      );

      // A wrong PIN signs nobody out: refused on screen, in the screen's language.
      await page.locator('#duty-pin').fill('999999');
      await page.locator('button.sign-out').click();
      await expect.poll(() => page.getByTestId('refusal').count(), SETTLED).toBe(1);
      await expect(page.getByTestId('refusal').getAttribute('data-code')).resolves.toBe('pin.wrong-badge');
      await expect(page.getByTestId('refusal').textContent()).resolves.toContain(
        words.say('pin.wrong-badge', { badge: '1043', action: words.say('staff.action-sign-out') }),
      );
      await expect(badgeOnDuty()).resolves.toBe('1043');
      await page.screenshot({ path: join(SHOTS, `croupier-sign-in-2-refused-${language}.png`) });

      await page.locator('#duty-pin').fill(PIN.sofia);
      await page.locator('button.sign-out').click();
      await expect.poll(badgeOnDuty, SETTLED).toBe('');
      await expect(header.textContent()).resolves.toBe(words.screen('duty.nobody'));
      await page.screenshot({ path: join(SHOTS, `croupier-sign-in-3-signed-out-${language}.png`) });

      // The log holds each duty as a fact by its person, and the wrong PIN in the journal.
      const { duty, wrong } = onLogFile(db, (file) => ({
        duty: file
          .prepare<[], { type: string; badge: string; operator: string }>(
            "SELECT type, json_extract(data, '$.badge') AS badge, json_extract(metadata, '$.operator') AS operator FROM events WHERE type IN ('CroupierSignedIn', 'CroupierSignedOut') ORDER BY position",
          )
          .all(),
        wrong: file
          .prepare<[], string>(
            "SELECT operator FROM journal WHERE kind = 'security' AND code = 'pin.wrong-badge'",
          )
          .pluck()
          .all(),
      }));
      expect(duty).toEqual([
        { type: 'CroupierSignedIn', badge: '1042', operator: '1042' },
        { type: 'CroupierSignedIn', badge: '1043', operator: '1043' },
        { type: 'CroupierSignedOut', badge: '1043', operator: '1043' },
      ]);
      expect(wrong).toEqual(['1043']);
      expect(problems).toEqual([]);
    });
});
