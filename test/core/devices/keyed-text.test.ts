import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LiveTable } from '../../../app/core/devices/live-table.js';
import { verifyLog } from '../../../app/core/log/verify.js';
import { reasonOf } from '../../../app/core/sentences.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { controlIn } from '../../../engine/text/typed-text.js';
import { tempDir } from '../log/log-fixtures.js';

async function openTable(dbPath: string): Promise<LiveTable> {
  const opened = await LiveTable.open({
    dbPath,
    profile: classic6d,
    device: 'sim',
    operator: 'croupier-1',
    seed: 3,
  });
  if (!opened.ok) throw new Error(reasonOf(opened));
  return opened.value;
}

describe("lines keyed at the table's own terminal", () => {
  it('given a NUL, an escape and a lone surrogate keyed, then each is refused with a clean sentence, the log verifies and the table takes a bet after it opens again', async () => {
    const dbPath = join(tempDir(), 'table.db');
    const table = await openTable(dbPath);
    try {
      const nul = await table.key('b1 10\u0000');
      expect(nul).toMatchObject({ ok: false });
      expect(nul.ok ? '' : reasonOf(nul)).toBe(
        'the keyed line holds a control character (U+0000), which the log does not keep: key it again without it',
      );
      expect(await table.key('\u001b[A')).toMatchObject({ ok: false });
      expect(await table.key('b1 \ud800')).toMatchObject({ ok: false });
      const journal = table.service.log.journalFrom(1);
      expect(journal.map((entry) => entry.asked)).toContainEqual({ keyed: 'b1 10\u0000' });
      for (const entry of journal) expect(controlIn(entry.reason)).toBeNull();
    } finally {
      await table.close();
    }

    expect(verifyLog(dbPath)).toMatchObject({ ok: true });
    const reopened = await openTable(dbPath);
    try {
      expect(await reopened.key('b1 10')).toMatchObject({ ok: true });
    } finally {
      await reopened.close();
    }
  });
});
