import type { StaffRegister } from '../../../engine/staff/register.js';

/** The register as the manager's screen lists it: every person ever enrolled, by badge (1042 after 7). */
export const registerListing = (register: StaffRegister) =>
  Object.values(register)
    .map((person) => ({ ...person, roles: [...person.roles] }))
    .sort((a, b) => a.badge.localeCompare(b.badge, 'en', { numeric: true }));
