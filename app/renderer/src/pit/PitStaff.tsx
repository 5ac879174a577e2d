import { useMemo } from 'react';
import { StaffPanel } from '../staff/StaffScreen';
import type { StaffClient } from '../staff/staff-client';
import type { PitSocket } from './pit-socket';

/**
 * The pit's staff register at its center, for the pit boss who manages it: the same screen as at a
 * table (the register, its set-up, its changes behind the asker's own badge and PIN), through the
 * pit's socket. Who did what is read at each table's screen or with `sabot staff report`: it reads
 * one table's log.
 */
export function PitStaff({ socket }: { readonly socket: PitSocket }) {
  // The pit's two operations carry the table contract's own schemas (contract/staff.ts): the same
  // payloads and replies under the same names. The report is not asked here (`report={false}`).
  const client = useMemo<StaffClient>(
    () => ({
      version: 0,
      request: ((op: 'staffRegister' | 'changeStaff', payload: never) =>
        socket.request(op, payload)) as StaffClient['request'],
    }),
    [socket],
  );
  return (
    <main className="pit-staff-view">
      <StaffPanel client={client} report={false} />
    </main>
  );
}
