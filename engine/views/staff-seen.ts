import type { TableContext } from '../round/types.js';
import { registerIsOn } from '../staff/register.js';
import { croupierNow } from '../staff/table-staff.js';

/** Who deals, as the croupier's header shows it: by name and badge once the table keeps a register. */
export interface StaffSeen {
  /** Whether the table keeps a staff register: a croupier then signs in with badge and PIN. */
  readonly registerOn: boolean;
  readonly onDuty: { readonly badge: string; readonly name: string } | null;
}

export function staffSeen(context: TableContext): StaffSeen {
  // The person signed in, as a round dealt now would name them (no name from the books here).
  const now = croupierNow(context.staff, null);
  return {
    registerOn: registerIsOn(context.staff.register),
    onDuty: now?.badge ? { badge: now.badge, name: now.name } : null,
  };
}
