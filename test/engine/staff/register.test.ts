import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sentenceOf } from '../../../app/core/sentences.js';
import type { Result } from '../../../engine/result.js';
import { decideStaff, type StaffAct } from '../../../engine/staff/decide-staff.js';
import {
  EMPTY_REGISTER,
  evolveRegister,
  memberOf,
  registerOf,
  STAFF_ROLES,
  type StaffFact,
  type StaffRegister,
} from '../../../engine/staff/register.js';
import { roleRefusal, signersRefusal } from '../../../engine/staff/signers.js';

/** The register after each act, decided by its author and folded, as a table would record them. */
function registerAfter(acts: readonly (readonly [StaffAct, string])[]): StaffRegister {
  let register = EMPTY_REGISTER;
  for (const [act, author] of acts) {
    const fact = decideStaff(register, act, author);
    if (!fact.ok) throw new Error(`${act.type} ${act.badge} refused: ${sentenceOf(fact.refusal)}`);
    const next = evolveRegister(register, fact.value);
    if (!next.ok) throw new Error(sentenceOf(next.refusal));
    register = next.value;
  }
  return register;
}

const said = (result: Result<unknown>): string => {
  if (result.ok) throw new Error('accepted');
  return sentenceOf(result.refusal);
};

const enrol = (badge: string, name: string, ...roles: string[]): StaffAct => ({
  type: 'enrol',
  badge,
  name,
  roles,
});
const pin = (badge: string): StaffAct => ({ type: 'change-pin', badge });

/** ana (7) the manager at set-up, marie (12) the pit boss, paul (1042) and sofia (1043) croupiers, each with a PIN. */
const FLOOR: readonly (readonly [StaffAct, string])[] = [
  [enrol('7', 'ana', 'manager'), '7'],
  [pin('7'), '7'],
  [enrol('12', 'marie', 'supervisor'), '7'],
  [enrol('1042', 'paul', 'croupier'), '7'],
  [enrol('1043', 'sofia', 'croupier', 'runner'), '7'],
  [pin('12'), '12'],
  [pin('1042'), '1042'],
  [pin('1043'), '7'],
];

describe('the staff register', () => {
  it('given an empty register, then only a manager enrolling themself starts it', () => {
    expect(said(decideStaff(EMPTY_REGISTER, enrol('1042', 'paul', 'croupier'), '1042'))).toBe(
      'the staff register is empty: the first person enrolled is a manager, enrolling themself',
    );
    expect(said(decideStaff(EMPTY_REGISTER, enrol('7', 'ana', 'manager'), '12'))).toMatch(
      /first person enrolled/,
    );
    expect(decideStaff(EMPTY_REGISTER, enrol('7', 'ana', 'manager'), '7')).toEqual({
      ok: true,
      value: { type: 'StaffEnrolled', badge: '7', name: 'ana', roles: ['manager'], author: '7' },
    });
  });

  it('given a floor, then each person holds the roles they were given, in the register order, and a PIN', () => {
    const register = registerAfter(FLOOR);
    expect(
      Object.values(register).map((m) => [m.badge, m.name, m.roles.join('+'), m.active, m.pinSet]),
    ).toEqual([
      ['7', 'ana', 'manager', true, true],
      ['12', 'marie', 'supervisor', true, true],
      ['1042', 'paul', 'croupier', true, true],
      ['1043', 'sofia', 'croupier+runner', true, true],
    ]);
  });

  it('given a floor, then only an active manager changes it, but anyone may change their own PIN', () => {
    const register = registerAfter(FLOOR);
    expect(said(decideStaff(register, enrol('1044', 'zoe', 'croupier'), '12'))).toBe(
      'badge 12 is not a manager: only a manager changes the staff register',
    );
    expect(said(decideStaff(register, pin('1043'), '1042'))).toMatch(/badge 1042 is not a manager/);
    expect(decideStaff(register, pin('1042'), '1042').ok).toBe(true);
    expect(said(decideStaff(register, enrol('1044', 'zoe', 'croupier'), '999'))).toBe(
      'badge 999 is not in the staff register',
    );
  });

  it('given a badge in use, then it is never given again, not even once disabled', () => {
    const register = registerAfter([
      ...FLOOR,
      [{ type: 'disable', badge: '1042', reason: 'left the casino' }, '7'],
    ]);
    expect(said(decideStaff(register, enrol('1042', 'pavel', 'croupier'), '7'))).toBe(
      "badge 1042 is already paul's: a badge is one person for good (disable it and give a new one)",
    );
  });

  it('given wrong badges, names and roles, then each is refused with its sentence', () => {
    const register = registerAfter(FLOOR);
    expect(said(decideStaff(register, enrol('10 42', 'zoe', 'croupier'), '7'))).toMatch(
      /is not a badge number/,
    );
    expect(said(decideStaff(register, enrol('1044', '  ', 'croupier'), '7'))).toBe(
      "a person's name is needed, at most 60 characters",
    );
    expect(said(decideStaff(register, enrol('1044', 'zoe', 'dealer'), '7'))).toBe(
      'there is no role "dealer": the roles are croupier, supervisor, cashier, runner, surveillance, manager, counter, compliance',
    );
    expect(said(decideStaff(register, enrol('1044', 'zoe'), '7'))).toBe('a person needs at least one role');
    expect(said(decideStaff(register, { type: 'disable', badge: '1042', reason: ' ' }, '7'))).toBe(
      'say why the badge is disabled',
    );
  });

  it('given the last active manager, then they can neither be disabled nor lose the role', () => {
    const register = registerAfter(FLOOR);
    expect(said(decideStaff(register, { type: 'disable', badge: '7', reason: 'retired' }, '7'))).toBe(
      'badge 7 is the last active manager: enrol another manager first',
    );
    expect(
      said(decideStaff(register, { type: 'change-roles', badge: '7', roles: ['supervisor'] }, '7')),
    ).toMatch(/last active manager/);
    const two = registerAfter([...FLOOR, [enrol('8', 'bo', 'manager'), '7']]);
    expect(decideStaff(two, { type: 'disable', badge: '7', reason: 'retired' }, '8').ok).toBe(true);
  });

  it('given a disabled person, then they change nothing, sign nothing, and are disabled only once', () => {
    const register = registerAfter([
      ...FLOOR,
      [enrol('8', 'bo', 'manager'), '7'],
      [{ type: 'disable', badge: '8', reason: 'suspended' }, '7'],
      [{ type: 'disable', badge: '1043', reason: 'left' }, '7'],
    ]);
    expect(said(decideStaff(register, enrol('1044', 'zoe', 'croupier'), '8'))).toBe(
      'badge 8 (bo) is disabled: it signs nothing and signs in nowhere',
    );
    expect(said(decideStaff(register, pin('1043'), '1043'))).toMatch(/1043 \(sofia\) is disabled/);
    expect(said(decideStaff(register, { type: 'disable', badge: '1043', reason: 'again' }, '7'))).toBe(
      'badge 1043 (sofia) is already disabled',
    );
    expect(roleRefusal(register, '1043', 'croupier')).not.toBeNull();
    expect(memberOf(register, '1043')?.name).toBe('sofia');
  });
});

describe('signatures are people', () => {
  const register = registerAfter([...FLOOR, [enrol('1045', 'lea', 'croupier'), '7']]);

  it('given a signer in a role they hold, with a PIN, then the signature stands', () => {
    expect(signersRefusal(register, { croupier: '1042', supervisor: '12', runner: '1043' })).toBeNull();
  });

  it('given a signer without the role, without a PIN, or unknown, then it is refused by name', () => {
    const say = (by: Parameters<typeof signersRefusal>[1]) => {
      const refusal = signersRefusal(register, by);
      return refusal && sentenceOf(refusal);
    };
    expect(say({ croupier: '1042', supervisor: '1043' })).toBe('badge 1043 (sofia) is not a supervisor');
    expect(say({ croupier: '1045', supervisor: '12' })).toBe(
      'badge 1045 (lea) has no PIN yet: set it with sabot staff pin',
    );
    expect(say({ croupier: '1042', cashier: '55' })).toBe('badge 55 is not in the staff register');
  });

  it('given one person in two roles of one record, then it is refused, whatever roles they hold', () => {
    const both = registerAfter([
      ...FLOOR,
      [{ type: 'change-roles', badge: '12', roles: ['croupier', 'supervisor'] }, '7'],
    ]);
    const refusal = signersRefusal(both, { croupier: '12', supervisor: '12' });
    expect(refusal && sentenceOf(refusal)).toBe(
      'badge 12 cannot sign as croupier and as supervisor: two roles on one record are two people',
    );
  });
});

describe('the register folded from its facts', () => {
  it('given a fact naming a badge never enrolled, then the fold says so and stops there', () => {
    const facts: StaffFact[] = [
      { type: 'StaffEnrolled', badge: '7', name: 'ana', roles: ['manager'], author: '7' },
      { type: 'StaffDisabled', badge: '9', reason: 'x', author: '7' },
    ];
    const folded = registerOf(facts);
    expect(folded.ok ? 'folded' : sentenceOf(folded.refusal)).toBe('badge 9 is not in the staff register');
  });

  it('given any sequence of acts, then every accepted fact folds, and the register always keeps an active manager', () => {
    const badges = ['7', '8', '12', '1042'];
    const act = fc.oneof(
      fc.record({
        type: fc.constant('enrol' as const),
        badge: fc.constantFrom(...badges),
        name: fc.constantFrom('ana', 'bo', 'marie', 'paul'),
        roles: fc.subarray([...STAFF_ROLES]),
      }),
      fc.record({
        type: fc.constant('change-roles' as const),
        badge: fc.constantFrom(...badges),
        roles: fc.subarray([...STAFF_ROLES]),
      }),
      fc.record({ type: fc.constant('change-pin' as const), badge: fc.constantFrom(...badges) }),
      fc.record({
        type: fc.constant('disable' as const),
        badge: fc.constantFrom(...badges),
        reason: fc.constantFrom('', 'left'),
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(act, fc.constantFrom(...badges)), { maxLength: 30 }), (acts) => {
        let register = EMPTY_REGISTER;
        const facts: StaffFact[] = [];
        for (const [asked, author] of acts) {
          const fact = decideStaff(register, asked, author);
          if (!fact.ok) continue;
          facts.push(fact.value);
          const next = evolveRegister(register, fact.value);
          expect(next.ok).toBe(true);
          if (next.ok) register = next.value;
          const managers = Object.values(register).filter((m) => m.active && m.roles.includes('manager'));
          expect(managers.length).toBeGreaterThanOrEqual(1);
        }
        const folded = registerOf(facts);
        expect(folded.ok && folded.value).toEqual(register);
      }),
    );
  });
});
