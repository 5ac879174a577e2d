import { z } from 'zod';
import { STAFF_ROLES } from '../../engine/staff/register.js';
import { badge, pin } from './credentials.js';

/** A role of the staff register (the supervisor is the pit boss). */
const staffRole = z.enum(STAFF_ROLES);
const roles = z.array(staffRole).min(1).max(STAFF_ROLES.length);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a gaming day is written YYYY-MM-DD');

/** The person asking, by their badge and own PIN: a manager, or a person for their own PIN. */
const asking = z.strictObject({ operator: badge, pin });

/** The table's staff register as the manager's screen lists it. */
export const staffRegisterSchema = z.strictObject({
  people: z.array(
    z.strictObject({
      badge: z.string(),
      name: z.string(),
      roles: z.array(staffRole),
      active: z.boolean(),
      pinSet: z.boolean(),
    }),
  ),
  /** A table of a pit follows the register at the center: it is changed there, not here. */
  followsCenter: z.boolean(),
});

/**
 * A change of the register from the manager's screen, the engine deciding it as it decides
 * `sabot staff`: an enrolment (with the PIN handed to the person; without `by`, the set-up's first
 * manager enrolling themself), new roles, a disablement, a new PIN (`by` the person themself or a
 * manager).
 */
export const changeStaffRequest = z.discriminatedUnion('act', [
  z.strictObject({
    act: z.literal('enrol'),
    badge,
    name: z.string().trim().min(1).max(60),
    roles,
    newPin: pin,
    by: asking.optional(),
  }),
  z.strictObject({ act: z.literal('roles'), badge, roles, by: asking }),
  z.strictObject({ act: z.literal('disable'), badge, reason: z.string().trim().min(1).max(500), by: asking }),
  z.strictObject({ act: z.literal('pin'), badge, newPin: pin, by: asking }),
]);

/** Who did what: one person's gaming days (or one day). */
export const staffReportRequest = z.strictObject({ badge, day: day.optional() });

export const staffReportSchema = z.strictObject({
  badge: z.string(),
  name: z.string().nullable(),
  roles: z.array(z.string()),
  active: z.boolean(),
  days: z.array(
    z.strictObject({
      day: z.string(),
      roundsDealt: z.number().int(),
      hoursOnDuty: z.number(),
      slipsSigned: z.array(
        z.strictObject({ type: z.string(), slip: z.string().nullable(), role: z.string(), time: z.string() }),
      ),
      rulings: z.array(
        z.strictObject({ type: z.string(), round: z.number().int().nullable(), time: z.string() }),
      ),
      registerChanges: z.number().int(),
      refusals: z.number().int(),
      failedPins: z.number().int(),
    }),
  ),
});
