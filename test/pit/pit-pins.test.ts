import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Center } from '../../app/core/shipping/center.js';
import { PIN_CHANGES_PER_TEN_MINUTES } from '../../app/pit/pit-pins.js';
import type { PitServer } from '../../app/pit/pit-server.js';
import { runSabotWithInput } from '../support/run-cli.js';
import { connectPit } from './pit-client.js';
import { central, loopbackPitServer, pgClusterForFile } from './pit-fixtures.js';

/**
 * The pit's PINs as the attack found them: anyone with the center's URL replaced the pit boss's
 * PIN with `sabot pit pin set`, and the review role took the pit boss's PIN. Every change now needs
 * the current PIN (or the pit boss's, who manages both), a role's PIN never opens the other, and
 * wrong PINs and changes are counted at the center. The tests of this file follow one center in
 * order: the PINs set by one are those the next one changes.
 */
const cluster = pgClusterForFile();
const dir = mkdtempSync(join(tmpdir(), 'sabot-pit-pins-'));
let center: Center;
let server: PitServer;

const BOSS = '4826';
const REVIEW = '7391';

const pinSet = (lines: string[], role: string, ...more: string[]) =>
  runSabotWithInput(
    lines,
    'pit',
    'pin',
    'set',
    '--pg',
    cluster().url,
    '--role',
    role,
    '--operator',
    'someone',
    ...more,
  );

/** A login at the pit server, as the floor's screen makes it: true when the PIN opened the role. */
async function opens(role: 'pit-boss' | 'review', pin: string): Promise<boolean> {
  const client = await connectPit(server.port);
  try {
    const answer = await client.request('login', { role, operator: 'tester', pin, nonce: client.nonce });
    return answer.ok && (answer.reply as { ok?: boolean } | undefined)?.ok === true;
  } finally {
    client.close();
  }
}

const journaled = async (role: string, action: string) =>
  (
    await central<{ n: number }>(
      cluster().url,
      'SELECT count(*)::int AS n FROM pit_center_journal WHERE role = $1 AND action = $2',
      [role, action],
    )
  )[0]?.n ?? 0;

beforeAll(async () => {
  center = new Center(cluster().url, { max: 4 });
  server = await loopbackPitServer(dir, { write: center, log: () => {} });
});

afterAll(async () => {
  await server?.close();
  await center?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('sabot pit pin set', () => {
  it('given a new center, then the first pit boss PIN is set without a current one, and opens the pit boss role', async () => {
    expect(await pinSet([BOSS], 'pit-boss')).toMatchObject({ code: 0 });
    expect(await opens('pit-boss', BOSS)).toBe(true);
  });

  it('given the pit boss PIN is set, then a new one without the current PIN is refused and the real PIN still opens', async () => {
    const attacker = await pinSet(['000000', '135790'], 'pit-boss');
    expect(attacker.code).toBe(3);
    expect(attacker.err).toContain('wrong pit-boss PIN');
    expect(await opens('pit-boss', '135790')).toBe(false);
    expect(await opens('pit-boss', BOSS)).toBe(true);
    expect(await journaled('pit-boss', 'wrong-pin')).toBeGreaterThanOrEqual(1);
    const rows = await central<{ n: number }>(cluster().url, 'SELECT count(*)::int AS n FROM pit_pins');
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('given a pit boss PIN, then the first review PIN needs the pit boss PIN, the review role may not change the pit boss PIN, and a PIN equal to the pit boss PIN is refused', async () => {
    const unproven = await pinSet(['1111', REVIEW], 'review');
    expect(unproven).toMatchObject({ code: 3, err: expect.stringContaining('wrong pit-boss PIN') });
    expect(await pinSet([BOSS, REVIEW], 'review')).toMatchObject({ code: 0 });
    expect(await opens('review', REVIEW)).toBe(true);

    const upward = await pinSet([REVIEW, '555555'], 'pit-boss', '--by', 'review');
    expect(upward).toMatchObject({ code: 3, err: expect.stringContaining('changes only its own PIN') });
    expect(await opens('pit-boss', BOSS)).toBe(true);

    const same = await pinSet([REVIEW, BOSS], 'review');
    expect(same).toMatchObject({
      code: 3,
      err: expect.stringContaining('already opens the pit pit-boss role'),
    });
    expect(await opens('review', BOSS)).toBe(false);
    expect(await opens('review', REVIEW)).toBe(true);
    expect(await journaled('review', 'pin-same-as-other')).toBe(1);
  });

  it('given the pit boss manages both, then the pit boss PIN changes the review PIN, and a review PIN of the wrong form is refused', async () => {
    expect(await pinSet([BOSS, '8402'], 'review', '--by', 'pit-boss')).toMatchObject({ code: 0 });
    expect(await opens('review', '8402')).toBe(true);
    expect(await opens('review', REVIEW)).toBe(false);
    const form = await pinSet(['8402', '12ab'], 'review');
    expect(form.code).toBe(3);
    expect(form.err).toContain('PIN');
  });

  it(`given ${PIN_CHANGES_PER_TEN_MINUTES} changes or refused candidates of a role within ten minutes, then the next change is refused`, async () => {
    let pin = '8402';
    for (let change = 0; change < PIN_CHANGES_PER_TEN_MINUTES + 2; change++) {
      const next = String(9000 + change);
      const answer = await pinSet([pin, next], 'review');
      if (answer.code !== 0) {
        expect(answer.err).toContain('in the last ten minutes');
        break;
      }
      pin = next;
    }
    const counted = await central<{ n: number }>(
      cluster().url,
      `SELECT count(*)::int AS n FROM pit_center_journal
       WHERE role = 'review' AND action IN ('pin-set', 'pin-same-as-other')`,
    );
    expect(counted).toEqual([{ n: PIN_CHANGES_PER_TEN_MINUTES }]);
    expect(await opens('review', pin)).toBe(true);
  });

  it('given five wrong current PINs from the command line, then even the right one is refused for a while: each command reads the count back from the center journal', async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await pinSet([`99${attempt}99`, '246810'], 'pit-boss')).code).toBe(3);
    const locked = await pinSet([BOSS, '246810'], 'pit-boss');
    expect(locked).toMatchObject({ code: 3, err: expect.stringContaining('locked') });
    expect(await opens('pit-boss', BOSS)).toBe(true);
    expect(await opens('pit-boss', '246810')).toBe(false);
  });
});
