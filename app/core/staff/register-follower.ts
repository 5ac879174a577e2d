import { Center } from '../shipping/center.js';
import { CenterPoll } from '../shipping/center-poll.js';
import type { TableService } from '../table/table-service.js';
import type { SubmitResult } from '../table/table-service-types.js';
import { type CenterStaffRow, centerStaffRows } from './center-register.js';

export interface RegisterFollowerOptions {
  /** How often the center is asked for the register's new facts (default 1 s). */
  readonly intervalMs?: number;
  /** How long one ask may go unanswered before the pass gives up until the next (default 4 s). */
  readonly queryTimeoutMs?: number;
  /** The longest wait between two asks while the center is unreachable (default 8 s). */
  readonly maxBackoffMs?: number;
}

/**
 * A table of a pit follows the pit's staff register, kept at the center: every second it asks for
 * the register's facts after the last its log holds and copies each into the log (its place at the
 * center in the fact's metadata), a PIN change with its hash into the log's sealed PIN rows. The
 * log is so the register's sealed cache: a table cut off from the center still signs in the people
 * it knew, and refuses a badge it never heard of; once the center answers, a disablement or a PIN
 * change reaches the table within a pass. The engine decides each copy as it decides a manager's
 * change at the table, so a fact the table's register cannot take (a log that kept its own register
 * before it followed the pit's) is refused and journaled, never forced in.
 */
export class RegisterFollower {
  readonly #center: Center;
  readonly #poll: CenterPoll;
  #held: number;

  constructor(
    private readonly service: TableService,
    url: string,
    options: RegisterFollowerOptions = {},
  ) {
    // One connection, its calls short: the pass runs on the table's thread and only waits on I/O.
    this.#center = new Center(url, { max: 1, queryTimeoutMs: options.queryTimeoutMs ?? 4000 });
    this.#held = service.centerRegisterHeld;
    // An unreachable center is the shipping's to say on the header; the register waits for it,
    // asking less and less often (1, 2, 4 … s), as the shipping does.
    this.#poll = new CenterPoll(() => this.#pass(), {
      intervalMs: options.intervalMs ?? 1000,
      maxBackoffMs: options.maxBackoffMs ?? 8000,
    });
  }

  /** The place at the center of the last register fact this table holds (or was refused). */
  get held(): number {
    return this.#held;
  }

  async close(): Promise<void> {
    await this.#poll.close();
    await this.#center.close();
  }

  async #pass(): Promise<void> {
    const rows = await centerStaffRows(this.#center, this.#held);
    for (const row of rows) {
      if (this.#poll.closed) return;
      this.#copy(row);
      // A refused copy is journaled by the table and not tried again in this process.
      this.#held = row.seq;
    }
  }

  #copy({ seq, fact, pinHash }: CenterStaffRow): SubmitResult {
    const meta = { source: 'system', operator: fact.author, center: seq } as const;
    const by = fact.author;
    switch (fact.type) {
      case 'StaffEnrolled':
        return this.service.submitSigned(
          { type: 'staff', badge: fact.badge, name: fact.name, roles: [...fact.roles], by },
          meta,
        );
      case 'StaffRolesChanged':
        return this.service.submitSigned(
          { type: 'staff-roles', badge: fact.badge, roles: [...fact.roles], by },
          meta,
        );
      case 'StaffPinChanged':
        return this.service.changePin(fact.badge, pinHash ?? '', meta);
      case 'StaffDisabled':
        return this.service.submitSigned(
          { type: 'staff-disable', badge: fact.badge, reason: fact.reason, by },
          meta,
        );
    }
  }
}
