import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../app/i18n/index.js';
import { onLogFile } from '../support/log-file.js';
import { freshTable } from '../support/staff-register.js';
import { openChromium } from './browser.js';
import { e2eSession, SETTLED, SHOTS } from './e2e-session.js';
import { LOCALES } from './home-table-languages.js';
import { startServe } from './serve-process.js';

const PIN = { marie: '482913', paul: '135790' } as const;
const running = e2eSession();

describe("the manager's screen", () => {
  for (const [language, locale] of LOCALES)
    it(`given a table without a register, then marie sets it up, enrols paul, is refused with a wrong PIN, disables paul and reads what she did, in ${language}`, {
      timeout: 120_000,
    }, async () => {
      const words = translatorFor(language);
      const t = (key: Parameters<typeof words.text<'review'>>[1], params?: Record<string, string>) =>
        words.text('review', key, params);
      const { dir, db, played } = await freshTable();
      expect(played.code).toBe(0);
      running.serve = await startServe(dir, ['--db', db, '--profile', 'open-6d', '--seed', '5']);
      running.browser = await openChromium(dir, { locale, viewport: { width: 1280, height: 800 } });
      const { page, problems } = running.browser;
      await page.goto(running.serve.url);
      await page.getByRole('tab', { name: words.text('screen', 'tabs.staff') }).click();
      await expect.poll(() => page.getByText(t('review.staff.none')).count(), SETTLED).toBe(1);
      const form = (key: Parameters<typeof t>[0]) => page.getByRole('form', { name: t(key), exact: true });
      const field = (key: Parameters<typeof t>[0], within: ReturnType<typeof form>) =>
        within.getByLabel(t(key), { exact: true });
      const rows = () =>
        page
          .getByTestId('staff-register')
          .locator('tbody tr')
          .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));

      // The set-up: marie, the first manager, enrols herself with the PIN she will sign with.
      const first = form('review.staff.enrol-first');
      await field('review.staff.badge', first).fill('7');
      await field('review.staff.name', first).fill('marie');
      await field('review.staff.handed-pin', first).fill(PIN.marie);
      await page.screenshot({ path: join(SHOTS, `staff-1-set-up-${language}.png`) });
      await first.getByRole('button').click();
      await expect
        .poll(rows, SETTLED)
        .toEqual([
          [
            '7',
            'marie',
            `${words.say({ code: 'signer.supervisor', params: {} })}, ${words.say({ code: 'signer.manager', params: {} })}`,
            t('review.staff.active'),
            t('review.staff.pin-set'),
          ],
        ]);

      // She enrols paul as a croupier with the PIN she hands him; a wrong PIN of hers first.
      const enrol = form('review.staff.enrol');
      await field('review.staff.badge', enrol).fill('1042');
      await field('review.staff.name', enrol).fill('paul');
      await field('review.staff.handed-pin', enrol).fill(PIN.paul);
      await field('review.staff.manager', enrol).fill('7');
      await field('review.staff.asking-pin', enrol).fill('000000');
      await enrol.getByRole('button').click();
      await expect.poll(() => enrol.getByTestId('books-refusal').count(), SETTLED).toBe(1);
      await expect(enrol.getByTestId('books-refusal').textContent()).resolves.toBe(
        words.say({
          code: 'pin.wrong-badge',
          params: {
            badge: '7',
            action: words.say({ code: 'staff.action-enrol', params: { badge: '1042' } }),
          },
        }),
      );
      await field('review.staff.handed-pin', enrol).fill(PIN.paul);
      await field('review.staff.asking-pin', enrol).fill(PIN.marie);
      await enrol.getByRole('button').click();
      await expect
        .poll(async () => (await rows()).map((row) => row.slice(0, 3)), SETTLED)
        .toEqual([
          ['7', 'marie', expect.any(String)],
          ['1042', 'paul', words.say({ code: 'signer.croupier', params: {} })],
        ]);

      // paul leaves the casino: his badge is disabled, and stays listed.
      const disable = form('review.staff.disable');
      await field('review.staff.badge', disable).fill('1042');
      await field('review.staff.reason', disable).fill('left the casino');
      await field('review.staff.manager', disable).fill('7');
      await field('review.staff.asking-pin', disable).fill(PIN.marie);
      await disable.getByRole('button').click();
      await expect.poll(async () => (await rows())[1]?.[3], SETTLED).toBe(t('review.staff.disabled'));
      await page.screenshot({ path: join(SHOTS, `staff-2-register-${language}.png`), fullPage: true });

      // Who did what: marie's register changes of the day (paul's enrolment with its PIN, his disablement).
      const report = page.getByRole('region', { name: t('review.staff.report') });
      await report.getByLabel(t('review.staff.badge'), { exact: true }).fill('7');
      await report.getByRole('button').click();
      await expect.poll(() => page.getByTestId('staff-report').count(), SETTLED).toBe(1);
      const changes = await page
        .getByTestId('staff-report')
        .locator('tbody tr td:nth-child(6)')
        .allTextContents();
      const recorded = onLogFile(db, (file) =>
        file
          .prepare<[], number>(
            "SELECT count(*) FROM events WHERE type IN ('StaffEnrolled', 'StaffRolesChanged', 'StaffPinChanged', 'StaffDisabled') AND json_extract(data, '$.author') = '7'",
          )
          .pluck()
          .get(),
      );
      expect(changes.reduce((sum, cell) => sum + Number(cell), 0)).toBe(recorded);
      expect(recorded).toBe(5);
      await page.screenshot({ path: join(SHOTS, `staff-3-report-${language}.png`), fullPage: true });
      expect(problems).toEqual([]);
    });
});
