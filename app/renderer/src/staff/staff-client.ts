import type { ReplyOf, RequestOf } from '../../../contract';

/** The three operations of the manager's screen, as the table's socket and the pit's both answer them. */
export type StaffOperation = 'staffRegister' | 'changeStaff' | 'staffReport';
type StaffAnswer<N extends StaffOperation> =
  | { readonly ok: true; readonly reply: ReplyOf<N> }
  | { readonly ok: false; readonly error: string };

/** Where the screen reads and changes a register: the table's own, or the pit's at its center. */
export interface StaffClient {
  /** Bumped on every change pushed to the screen: the register is read again. */
  readonly version: number;
  readonly request: <N extends StaffOperation>(op: N, payload: RequestOf<N>) => Promise<StaffAnswer<N>>;
}
