import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../app/core/sentences.js';
import { exactEdge } from '../../engine/economics/exact-edge.js';
import { findProfile } from '../../engine/rules/profiles.js';
import { e2eSession, SHOTS } from './e2e-session.js';
import { openScriptedTable } from './scripted-table.js';

const running = e2eSession();

const houseEdgeOf = (id: string): number => {
  const found = findProfile(id);
  if (!found.ok) throw new Error(reasonOf(found));
  return -exactEdge(found.value, 'basic').ev;
};

describe('the pit boss’s rule economics in Chromium', () => {
  it("draws the table's exact edge by up-card and a chosen profile's beside it, in the table's figures", {
    timeout: 120_000,
  }, async () => {
    const { page } = await openScriptedTable(running, [], {
      browser: { viewport: { width: 1280, height: 800 } },
    });
    await page.getByRole('tab', { name: 'Rule economics', exact: true }).click();
    const bars = page.getByTestId('edge-bars');
    await expect.poll(() => bars.getAttribute('data-series'), { timeout: 60_000 }).toBe('1');
    await expect(page.locator('.edge-bars rect.bar.table').count()).resolves.toBe(10);
    const edge = new Intl.NumberFormat('en', {
      style: 'percent',
      minimumFractionDigits: 3,
      maximumFractionDigits: 3,
    });
    await expect(page.getByTestId('table-edge').textContent()).resolves.toContain(
      `exact house edge ${edge.format(houseEdgeOf('classic-6d'))}`,
    );

    await page.getByLabel('Compare with').selectOption('open-6d');
    await expect.poll(() => bars.getAttribute('data-series'), { timeout: 60_000 }).toBe('2');
    await expect(page.locator('.edge-bars rect.bar.vs').count()).resolves.toBe(10);
    await expect(page.getByTestId('vs-edge').textContent()).resolves.toContain(
      `open-6d: exact house edge ${edge.format(houseEdgeOf('open-6d'))}`,
    );
    await page.screenshot({ path: join(SHOTS, 'rule-economics.png') });
  });
});
