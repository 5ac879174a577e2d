import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Center } from '../../app/core/shipping/center.js';
import type { PitServer } from '../../app/pit/pit-server.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabotWithInput } from '../support/run-cli.js';
import { connectPit, type PitClient } from './pit-client.js';
import { loopbackPitServer, pgClusterForFile } from './pit-fixtures.js';

const cluster = pgClusterForFile();
let center: Center;
let server: PitServer;
let boss: PitClient;
const lines: string[] = [];

beforeAll(async () => {
  const set = await runSabotWithInput(
    ['4826'],
    ...['pit', 'pin', 'set', '--pg', cluster().url, '--role', 'pit-boss', '--operator', 'manager'],
  );
  expect(set.code).toBe(0);
  center = new Center(cluster().url);
  server = await loopbackPitServer(tempDir(), {
    write: center,
    log: (line) => lines.push(JSON.stringify(line)),
  });
  boss = await connectPit(server.port);
  const login = await boss.request('login', {
    role: 'pit-boss',
    operator: 'manager',
    pin: '4826',
    nonce: boss.nonce,
  });
  expect(login.ok).toBe(true);
}, 60_000);

afterAll(async () => {
  boss?.close();
  await server?.close();
  await center?.close();
});

/** Whether the pit answered a search: rounds, or a sentence that names the control character. */
const answered = (frame: { ok: boolean; reply?: unknown; error?: string }) =>
  frame.ok ? Array.isArray(frame.reply) : /control character \(U\+[0-9A-F]{4}\)/.test(frame.error ?? '');

describe('text typed into a pit search', () => {
  it('given a bettor with a NUL, then the search is refused with a sentence, not an internal error', async () => {
    const search = await boss.request('searchRounds', { bettor: 'ann\u0000' });
    expect(search.ok).toBe(false);
    expect(search.error).toContain('holds a control character (U+0000)');
    expect(lines.join('\n')).not.toMatch(/internal|stack/i);
  });

  it('property: whatever a searched name or table holds, the pit answers it and keeps answering', async () => {
    const text = fc.oneof(
      fc.constantFrom('\u0000', '\ud800', 'a\udfff', '\u001b', '\u007f', '\u0085', '\t'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
    );
    await fc.assert(
      fc.asyncProperty(text, fc.constantFrom('bettor', 'table'), async (value, field) => {
        expect(answered(await boss.request('searchRounds', { [field]: value }))).toBe(true);
      }),
      { numRuns: 60 },
    );
    expect((await boss.request('searchRounds', { flag: 'alarm' })).ok).toBe(true);
  }, 60_000);
});
