import type { TableContext } from '../round/types.js';
import { memberOf, registerIsOn } from '../staff/register.js';

/** Who deals, as the croupier's header shows it: by name and badge once the table keeps a register. */
export interface StaffSeen {
  /** Whether the table keeps a staff register: a croupier then signs in with badge and PIN. */
  readonly registerOn: boolean;
  readonly onDuty: { readonly badge: string; readonly name: string } | null;
}

export function staffSeen(context: TableContext): StaffSeen {
  const { register, onDuty } = context.staff;
  const member = onDuty === null ? undefined : memberOf(register, onDuty);
  return {
    registerOn: registerIsOn(register),
    onDuty: onDuty === null ? null : { badge: onDuty, name: member?.name ?? onDuty },
  };
}
