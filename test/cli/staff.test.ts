import { describe, expect, it } from 'vitest';
import { onLogFile } from '../support/log-file.js';
import { runSabot, runSabotWithInput } from '../support/run-cli.js';
import { enrolAtCommandLine, freshTable, staff } from '../support/staff-register.js';

/** Each person's PIN, as they were handed them. */
const PIN = { marie: '7007', paul: '1042', sofia: '1043' } as const;

/** The log's facts of one type, their data. */
const factsOf = (db: string, type: string) =>
  onLogFile(db, (file) =>
    file
      .prepare<[string], string>('SELECT data FROM events WHERE type = ? ORDER BY position')
      .pluck()
      .all(type)
      .map((data) => JSON.parse(data) as Record<string, unknown>),
  );

/** The journal's entries since `after`: kind, operator, check (a security entry's) and refusal code. */
const journalSince = (db: string, after: number) =>
  onLogFile(db, (file) =>
    file
      .prepare<[number], { kind: string; operator: string; check: string | null; code: string | null }>(
        'SELECT kind, operator, json_extract(asked, \'$.check\') AS "check", code FROM journal WHERE position > ? ORDER BY position',
      )
      .all(after),
  );
const journalTail = (db: string) =>
  onLogFile(
    db,
    (file) => file.prepare<[], number>('SELECT coalesce(max(position), 0) FROM journal').pluck().get() ?? 0,
  );

/** marie sets the register up, enrols paul and sofia with the PINs she hands them, and paul signs in. */
async function staffedTable(): Promise<string> {
  const { db, played } = await freshTable();
  expect(played.code).toBe(0);
  const [first, ...added] = await enrolAtCommandLine(
    db,
    { badge: '7', name: 'marie', roles: 'manager,supervisor', pin: PIN.marie },
    [
      { badge: '1042', name: 'paul', roles: 'croupier', pin: PIN.paul },
      { badge: '1043', name: 'sofia', roles: 'croupier,supervisor', pin: PIN.sofia },
    ],
  );
  expect(first?.err).toBe('');
  expect(first?.out).toBe('badge 7 (marie) is enrolled: manager, supervisor\n');
  for (const answer of added) {
    expect(answer.err).toBe('');
    expect(answer.code).toBe(0);
  }
  const signedIn = await staff(db, [PIN.paul], 'sign-in', '--badge', '1042');
  expect(signedIn.err).toBe('');
  expect(signedIn.out).toBe('badge 1042 is the croupier on duty\n');
  return db;
}

describe('the staff register, each person with their own PIN', () => {
  it('given a register set up at the command line, then each change is a fact by its manager and no PIN or hash is in a fact', async () => {
    const db = await staffedTable();
    expect(factsOf(db, 'StaffEnrolled').map(({ badge, author }) => [badge, author])).toEqual([
      ['7', '7'],
      ['1042', '7'],
      ['1043', '7'],
    ]);
    expect(factsOf(db, 'StaffPinChanged').map(({ badge, author }) => [badge, author])).toEqual([
      ['7', '7'],
      ['1042', '7'],
      ['1043', '7'],
    ]);
    expect(factsOf(db, 'CroupierSignedIn')).toEqual([{ badge: '1042', name: 'paul' }]);
    // Each person's PIN is a sealed row of its own, its hash nowhere in the facts.
    const { keys, events } = onLogFile(db, (file) => ({
      keys: file.prepare<[], string>('SELECT role FROM pins ORDER BY position').pluck().all(),
      events: file.prepare<[], string>('SELECT data FROM events').pluck().all().join('\n'),
    }));
    expect(keys).toEqual(['badge:7', 'badge:1042', 'badge:1043']);
    expect(events).not.toMatch(/scrypt|7007/);
    // The table's one role PIN is gone for good: `sabot pin set` says where PINs are set now.
    const rolePin = await runSabotWithInput([PIN.marie], 'pin', 'set', '--db', db, '--operator', '7');
    expect(rolePin.code).toBe(3);
    expect(rolePin.err).toContain('each person has a PIN of their own');
    expect((await runSabot('verify', '--db', db)).code).toBe(0);
  });

  it('given a wrong manager PIN, a disabled badge and a badge without the role, then each is refused, journaled and leaves no fact', async () => {
    const db = await staffedTable();
    const before = journalTail(db);
    const facts = () => onLogFile(db, (file) => file.prepare('SELECT count(*) FROM events').pluck().get());
    const factsBefore = facts();

    const wrongManager = await staff(
      db,
      ['0000', '5555'],
      'add',
      '--badge',
      '1044',
      '--name',
      'zoe',
      '--role',
      'croupier',
      '--by',
      '7',
    );
    expect(wrongManager.code).toBe(3);
    expect(wrongManager.err).toContain('wrong PIN for badge 7: enrol badge 1044 refused');
    // sofia is no manager, with her right PIN.
    const notManager = await staff(
      db,
      [PIN.sofia, '5555'],
      'add',
      '--badge',
      '1044',
      '--name',
      'zoe',
      '--role',
      'croupier',
      '--by',
      '1043',
    );
    expect(notManager.err).toContain('badge 1043 (sofia) is not a manager');
    // marie is no croupier: she cannot take the table.
    const notCroupier = await staff(db, [PIN.marie], 'sign-in', '--badge', '7');
    expect(notCroupier.err).toContain('badge 7 (marie) is not a croupier');

    const disabled = await staff(
      db,
      [PIN.marie],
      'disable',
      '--badge',
      '1042',
      '--reason',
      'left the casino',
      '--by',
      '7',
    );
    expect(disabled.out).toBe('badge 1042 is disabled\n');
    const afterDisable = facts();
    const signsIn = await staff(db, [PIN.paul], 'sign-in', '--badge', '1042');
    expect(signsIn.code).toBe(3);
    expect(signsIn.err).toContain('badge 1042 (paul) is disabled: it signs nothing and signs in nowhere');

    expect(afterDisable).toBe(Number(factsBefore) + 1);
    expect(facts()).toBe(afterDisable);
    expect(journalSince(db, before).filter(({ kind }) => kind === 'security')).toEqual([
      { kind: 'security', operator: '7', check: 'pin', code: 'pin.wrong-badge' },
      { kind: 'security', operator: '1043', check: 'pin-signer', code: 'staff.lacks-role' },
      { kind: 'security', operator: '7', check: 'pin-signer', code: 'staff.lacks-role' },
      { kind: 'security', operator: '1042', check: 'pin-signer', code: 'staff.disabled' },
    ]);
  });

  it("given the books, then a closer signed with paul's PIN by another badge, and one person in two roles, are refused", async () => {
    const db = await staffedTable();
    const opened = await runSabotWithInput(
      [PIN.marie, PIN.paul],
      ...['books', 'open', '--db', db, '--operator', '7', '--count', '5=100'],
    );
    expect(opened.err).toBe('');
    // The croupier on duty (paul) co-signs when none is named: the opener names both badges.
    expect(factsOf(db, 'OpenerCounted').map(({ by }) => by)).toEqual([{ croupier: '1042', supervisor: '7' }]);
    const before = journalTail(db);

    // sofia's badge named as the croupier, paul's PIN keyed: sofia did not sign.
    const otherBadge = await runSabotWithInput(
      [PIN.marie, PIN.paul],
      ...['books', 'close', '--db', db, '--operator', '7', '--croupier', '1043', '--count', '5=100'],
    );
    expect(otherBadge.code).toBe(3);
    expect(otherBadge.err).toContain('wrong PIN for badge 1043: record the closer refused');
    // sofia holds both roles and keys her own PIN twice: one person signs once.
    const twoRoles = await runSabotWithInput(
      [PIN.sofia, PIN.sofia],
      ...['books', 'close', '--db', db, '--operator', '1043', '--croupier', '1043', '--count', '5=100'],
    );
    expect(twoRoles.code).toBe(3);
    expect(twoRoles.err).toContain('badge 1043 cannot sign as croupier and as supervisor');

    expect(factsOf(db, 'CloserCounted')).toEqual([]);
    expect(journalSince(db, before).map(({ operator, code }) => [operator, code])).toEqual([
      ['1043', 'pin.wrong-badge'],
      ['1043', 'staff.one-person-two-roles'],
    ]);

    // Signed by the two of them, each with their own PIN, the closer stands.
    const closed = await runSabotWithInput(
      [PIN.marie, PIN.paul],
      ...['books', 'close', '--db', db, '--operator', '7', '--count', '5=100'],
    );
    expect(closed.err).toBe('');
    expect(factsOf(db, 'CloserCounted').map(({ by }) => by)).toEqual([{ croupier: '1042', supervisor: '7' }]);

    // Who did what: paul signed both records as croupier; sofia's badge carries the PIN refused
    // under her name and the record refused as hers.
    const report = async (badge: string) =>
      JSON.parse((await runSabot('staff', 'report', '--db', db, '--badge', badge, '--json')).out) as {
        days: { slipsSigned: { type: string; role: string }[]; refusals: number; failedPins: number }[];
      };
    const paul = await report('1042');
    expect(paul.days.flatMap((day) => day.slipsSigned).map(({ type, role }) => [type, role])).toEqual([
      ['OpenerCounted', 'croupier'],
      ['CloserCounted', 'croupier'],
    ]);
    const sofia = await report('1043');
    expect(sofia.days.map(({ refusals, failedPins }) => [refusals, failedPins])).toEqual([[1, 1]]);
  });

  it('given a person changing their own PIN, then only the new one signs them in', async () => {
    const db = await staffedTable();
    const changed = await staff(db, [PIN.sofia, '9999'], 'pin', '--badge', '1043');
    expect(changed.out).toBe('the PIN of badge 1043 is set\n');
    const old = await staff(db, [PIN.sofia], 'sign-in', '--badge', '1043');
    expect(old.err).toContain('wrong PIN for badge 1043: sign in at the table refused');
    const relieved = await staff(db, ['9999'], 'sign-in', '--badge', '1043');
    expect(relieved.err).toBe('');
    expect(factsOf(db, 'CroupierSignedIn').map(({ badge }) => badge)).toEqual(['1042', '1043']);
    // A manager resets a forgotten PIN with hers; nobody else may.
    expect((await staff(db, [PIN.paul, '8888'], 'pin', '--badge', '1043', '--by', '1042')).err).toContain(
      'badge 1042 (paul) is not a manager',
    );
    expect((await staff(db, [PIN.marie, '8888'], 'pin', '--badge', '1043', '--by', '7')).code).toBe(0);
    expect(
      factsOf(db, 'StaffPinChanged')
        .map(({ badge, author }) => [badge, author])
        .slice(3),
    ).toEqual([
      ['1043', '1043'],
      ['1043', '7'],
    ]);
  });
});
