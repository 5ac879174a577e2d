import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FloorLine } from '../../app/contract/pit-floor.js';
import type { LiveTable } from '../../app/core/devices/live-table.js';
import { Center } from '../../app/core/shipping/center.js';
import { StaffDesk } from '../../app/core/table/staff-desk.js';
import type { PitServer } from '../../app/pit/pit-server.js';
import { memberOf } from '../../engine/staff/register.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabotWithInput } from '../support/run-cli.js';
import type { Enrolled } from '../support/staff-register.js';
import { connectPit } from './pit-client.js';
import {
  central,
  loopbackPitServer,
  pgClusterForFile,
  rowsOf,
  shippingTable,
  until,
  untilShipped,
} from './pit-fixtures.js';

// The pit's register at its center: marie (101) manages it and is a pit boss; paul (1042) and
// sofia (1043) deal; vera (9) watches from surveillance; hugo (7) is a pit boss who leaves.
const MARIE: Enrolled = { badge: '101', name: 'marie', roles: 'manager,supervisor', pin: '482913' };
const PAUL: Enrolled = { badge: '1042', name: 'paul', roles: 'croupier', pin: '135790' };
const SOFIA: Enrolled = { badge: '1043', name: 'sofia', roles: 'croupier', pin: '246801' };
const VERA: Enrolled = { badge: '9', name: 'vera', roles: 'surveillance', pin: '550127' };
const HUGO: Enrolled = { badge: '7', name: 'hugo', roles: 'supervisor', pin: '771204' };

const pgCluster = pgClusterForFile();
const url = () => pgCluster().url;
const atCenter = (pins: readonly string[], ...argv: string[]) =>
  runSabotWithInput([...pins], 'staff', ...argv, '--pg', url());
const person = (who: Enrolled) => ['--badge', who.badge, '--name', who.name, '--role', who.roles];

// One folder for the file's two tables, kept across its tests (a test's own temporary folders are not).
const dir = mkdtempSync(join(tmpdir(), 'sabot-center-register-'));
let first: { table: LiveTable; db: string };
let second: { table: LiveTable; db: string };

/** Waits until the table's copy of the pit's register has `badge` as `holds` says. */
const untilTableKnows = (table: LiveTable, badge: string, holds: (active: boolean | undefined) => boolean) =>
  until(
    `badge ${badge} at ${table.shipping?.table}`,
    () => memberOf(table.service.register, badge)?.active,
    holds,
    30_000,
  );

/** A pit server on the file's center for the work, closed after it. */
async function withPitServer(work: (server: PitServer) => Promise<void>): Promise<void> {
  const center = new Center(url(), { max: 4 });
  const server = await loopbackPitServer(tempDir(), {
    write: center,
    checkEveryMs: 200,
    log: () => undefined,
  });
  try {
    await work(server);
  } finally {
    await server.close();
    await center.close();
  }
}

beforeAll(async () => {
  const answers = [await atCenter([MARIE.pin], 'add', ...person(MARIE))];
  for (const who of [PAUL, SOFIA, VERA, HUGO])
    answers.push(await atCenter([MARIE.pin, who.pin], 'add', ...person(who), '--by', MARIE.badge));
  for (const answer of answers) expect(answer, answer.err).toMatchObject({ code: 0 });
  first = await shippingTable(url(), 'bj-a', {}, dir);
  second = await shippingTable(url(), 'bj-b', {}, dir);
}, 120_000);

afterAll(async () => {
  await first?.table.close();
  await second?.table.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the pit's staff register at its center", () => {
  it('given the register at the center, then a second set-up, a change named at both places, and a change at a table that follows it are each refused with a sentence', async () => {
    const again = await atCenter(['111111'], 'add', '--badge', '5', '--name', 'eve', '--role', 'manager');
    expect(again.code).toBe(3);
    expect(again.err).toContain('the pit already has a staff register at its center');
    const both = await runSabotWithInput(
      ['1'],
      'staff',
      'disable',
      '--badge',
      '1042',
      '--reason',
      'x',
      '--by',
      '101',
      '--db',
      first.db,
      '--pg',
      url(),
    );
    expect(both.code).toBe(2);
    expect(both.err).toContain("a table's log with --db FILE, or the pit's center with --pg URL");
    await untilTableKnows(first.table, PAUL.badge, (active) => active === true);
    const local = new StaffDesk(first.table.service).disable(PAUL.badge, 'left', {
      operator: MARIE.badge,
      pin: MARIE.pin,
    });
    expect(local).toMatchObject({ ok: false, refusal: { code: 'staff.follows-center' } });
  }, 60_000);

  it("given two live tables following it, then each signs in its croupier with their own PIN; a badge disabled at the center leaves its table and is refused at both within 5 s of the center's change", async () => {
    for (const { table } of [first, second]) {
      await untilTableKnows(table, PAUL.badge, (active) => active === true);
      await untilTableKnows(table, SOFIA.badge, (active) => active === true);
    }
    const deskA = new StaffDesk(first.table.service);
    const deskB = new StaffDesk(second.table.service);
    expect(deskA.signIn(PAUL.badge, PAUL.pin)).toMatchObject({ ok: true });
    expect(deskB.signIn(SOFIA.badge, SOFIA.pin)).toMatchObject({ ok: true });
    // A PIN the center set is the one the table checks: another's is refused.
    expect(deskB.signIn(PAUL.badge, SOFIA.pin)).toMatchObject({
      ok: false,
      refusal: { code: 'pin.wrong-badge' },
    });

    const disabled = await atCenter(
      [MARIE.pin],
      'disable',
      '--badge',
      PAUL.badge,
      '--reason',
      'left the casino',
      '--by',
      MARIE.badge,
    );
    expect(disabled, disabled.err).toMatchObject({ code: 0 });
    const [stored] = await central<{ at: string }>(
      url(),
      "SELECT to_json(at)#>>'{}' AS at FROM center_staff WHERE fact->>'type' = 'StaffDisabled' AND fact->>'badge' = $1",
      [PAUL.badge],
    );
    for (const { table, db } of [first, second]) {
      await untilTableKnows(table, PAUL.badge, (active) => active === false);
      // When the table took the disablement, by its own clock, against when the center stored it.
      const [copied] = rowsOf(
        db,
        "SELECT json_extract(metadata, '$.time') AS time, json_extract(metadata, '$.center') AS center FROM events WHERE type = 'StaffDisabled'",
      ) as { time: string; center: number }[];
      const lag = Date.parse(copied?.time ?? '') - Date.parse(stored?.at ?? '');
      expect(lag).toBeLessThan(5000);
      expect(copied?.center).toBeGreaterThan(0);
      expect(new StaffDesk(table.service).signIn(PAUL.badge, PAUL.pin)).toMatchObject({
        ok: false,
        refusal: { code: 'staff.disabled' },
      });
    }
    // The copies ship back to the center with the rest of each table's log: facts like any other.
    await untilShipped(url(), first.table, first.db);
    await untilShipped(url(), second.table, second.db);
    // Paul was dealing at the first table: the disablement took him off it.
    expect(first.table.service.signedInCroupier).toBeNull();
    expect(second.table.service.signedInCroupier).toBe(SOFIA.badge);
  }, 90_000);

  it('given the pit server, then each logs in with their own badge and PIN in the role the register gives them; a disabled badge and a badge without the role are refused and journaled at the center; the floor names who deals at each table by name and badge', async () => {
    await withPitServer(async (server) => {
      const login = async (role: 'pit-boss' | 'review', who: Enrolled, pin = who.pin) => {
        const client = await connectPit(server.port);
        const answer = await client.request('login', { role, operator: who.badge, pin, nonce: client.nonce });
        client.close();
        return answer.reply;
      };
      expect(await login('pit-boss', MARIE)).toEqual({ ok: true });
      // The floor names who deals at each table: sofia at the second, nobody at the first since
      // paul's badge was disabled.
      const floor = await connectPit(server.port);
      await floor.request('login', {
        role: 'pit-boss',
        operator: MARIE.badge,
        pin: MARIE.pin,
        nonce: floor.nonce,
      });
      const croupiers = await until(
        'both tables on the floor',
        async () => {
          const seen = await floor.request('viewFloor', {});
          const lines = (seen.reply as { lines: FloorLine[] } | undefined)?.lines ?? [];
          return Object.fromEntries(lines.map((line) => [line.table, line.croupier]));
        },
        (seen) => 'bj-a' in seen && seen['bj-b'] === 'sofia (1043)',
        30_000,
      );
      floor.close();
      expect(croupiers).toEqual({ 'bj-a': null, 'bj-b': 'sofia (1043)' });
      expect(await login('review', VERA)).toEqual({ ok: true });
      expect(await login('pit-boss', VERA)).toMatchObject({
        ok: false,
        refusal: { code: 'staff.lacks-role' },
      });
      expect(await login('pit-boss', MARIE, HUGO.pin)).toMatchObject({
        ok: false,
        refusal: { code: 'pin.wrong-badge' },
      });
      const gone = await atCenter(
        [MARIE.pin],
        'disable',
        '--badge',
        HUGO.badge,
        '--reason',
        'moved to another property',
        '--by',
        MARIE.badge,
      );
      expect(gone, gone.err).toMatchObject({ code: 0 });
      expect(await login('pit-boss', HUGO)).toMatchObject({ ok: false, refusal: { code: 'staff.disabled' } });
      const journal = await until(
        'the refused logins in the center journal',
        () =>
          central<{ operator: string; code: string }>(
            url(),
            "SELECT operator, detail->>'code' AS code FROM pit_center_journal WHERE action = 'refused' ORDER BY id",
          ),
        (rows) => rows.length >= 2,
        30_000,
      );
      expect(journal).toEqual(
        expect.arrayContaining([
          { operator: VERA.badge, code: 'staff.lacks-role' },
          { operator: HUGO.badge, code: 'staff.disabled' },
        ]),
      );
    });
  }, 90_000);

  it("given the pit server, then the pit boss manages the pit's register on its socket behind her own PIN; a table follows; a wrong PIN and the review role are refused, journaled without any PIN", async () => {
    await withPitServer(async (server) => {
      const as = async (role: 'pit-boss' | 'review', who: Enrolled) => {
        const client = await connectPit(server.port);
        const login = await client.request('login', {
          role,
          operator: who.badge,
          pin: who.pin,
          nonce: client.nonce,
        });
        expect(login.reply).toEqual({ ok: true });
        return client;
      };
      const boss = await as('pit-boss', MARIE);
      const listed = (await boss.request('staffRegister', {})).reply as { people: { badge: string }[] };
      expect(listed.people.map((person) => person.badge)).toEqual(['7', '9', '101', '1042', '1043']);
      const enrol = {
        act: 'enrol',
        badge: '1044',
        name: 'ines',
        roles: ['croupier'],
        newPin: '357913',
      } as const;
      const wrong = await boss.request('changeStaff', {
        ...enrol,
        by: { operator: MARIE.badge, pin: '000000' },
      });
      expect(wrong.reply).toMatchObject({ ok: false, refusal: { code: 'pin.wrong-badge' } });
      const done = await boss.request('changeStaff', {
        ...enrol,
        by: { operator: MARIE.badge, pin: MARIE.pin },
      });
      expect(done.reply).toEqual({ ok: true });
      await untilTableKnows(first.table, '1044', (active) => active === true);
      const watcher = await as('review', VERA);
      const refused = await watcher.request('changeStaff', {
        act: 'disable',
        badge: '1044',
        reason: 'no',
        by: { operator: VERA.badge, pin: VERA.pin },
      });
      expect(refused).toMatchObject({ ok: false });
      boss.close();
      watcher.close();
      const journal = await central<{ detail: string }>(
        url(),
        'SELECT detail::text AS detail FROM pit_center_journal',
      );
      const text = journal.map((row) => row.detail).join('\n');
      for (const pin of ['000000', MARIE.pin, VERA.pin, '357913']) expect(text).not.toContain(pin);
      expect(text).toContain('changeStaff');
    });
  }, 90_000);

  it('given the center stopped, then a table still signs in a croupier it knew with their PIN and refuses a badge it never heard of', async () => {
    await untilTableKnows(first.table, SOFIA.badge, (active) => active === true);
    const desk = new StaffDesk(first.table.service);
    await pgCluster().halt();
    try {
      expect(desk.signIn(SOFIA.badge, SOFIA.pin)).toMatchObject({ ok: true });
      expect(first.table.service.signedInCroupier).toBe(SOFIA.badge);
      expect(desk.signIn('7777', '123456')).toMatchObject({
        ok: false,
        refusal: { code: 'staff.unknown-badge' },
      });
    } finally {
      await pgCluster().start();
    }
  }, 90_000);
});
