import { memberOf } from '../../../engine/staff/register.js';
import { NO_STAFF, type StaffEvent, staffAfter, type TableStaff } from '../../../engine/staff/table-staff.js';
import { kindOf } from '../../../engine/table/event-kinds.js';

/**
 * Who did what: one person's work at a table, gaming day by gaming day, read from the table's
 * facts and journal. Pure: the reader streams the rows in, in the log's order.
 */

/** A fact as the report reads it: its type, its round (null for the table's stream), data and time. */
export interface StaffFactRow {
  readonly type: string;
  readonly round: number | null;
  readonly data: Readonly<Record<string, unknown>>;
  readonly time: string;
}

/** A journal entry: a refusal, or a security event (a wrong PIN, a refused signer). */
export interface StaffJournalRow {
  readonly kind: string;
  readonly operator: string;
  readonly check: string | null;
  readonly code: string | null;
  readonly time: string;
}

/** A record of the books the person signed, and in which role. */
export interface SignedSlip {
  readonly type: string;
  readonly slip: string | null;
  readonly role: string;
  readonly time: string;
}

/** A ruling the person made: a void, a corrected card, a note. */
export interface RulingMade {
  readonly type: string;
  readonly round: number | null;
  readonly time: string;
}

export interface StaffDay {
  readonly day: string;
  readonly roundsDealt: number;
  /** Hours signed in as the croupier on duty, counted in the day the duty began. */
  readonly hoursOnDuty: number;
  readonly slipsSigned: readonly SignedSlip[];
  readonly rulings: readonly RulingMade[];
  /** The register's changes the person made as a manager (enrolments, roles, PINs, disablements). */
  readonly registerChanges: number;
  /** Their inputs the table refused, and their PINs refused (wrong, locked out, or a badge that could not sign). */
  readonly refusals: number;
  readonly failedPins: number;
}

export interface StaffReport {
  readonly badge: string;
  /** As the register knows them; null for a badge it never enrolled. */
  readonly name: string | null;
  readonly roles: readonly string[];
  readonly active: boolean;
  readonly days: readonly StaffDay[];
}

const PIN_CHECKS = new Set(['pin', 'pin-locked', 'pin-signer']);

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer E)[] ? E[] : T[K] };

/** Builds one person's report as the rows pass: facts first, then the journal, then the rounds dealt. */
export class StaffReportBuilder {
  readonly #days = new Map<string, Mutable<StaffDay>>();
  /** The register and who deals, folded by the engine's own rule as the facts pass. */
  #staff: TableStaff = NO_STAFF;
  #duty: { since: number; day: string } | null = null;
  #lastTime: string | null = null;

  constructor(
    private readonly badge: string,
    private readonly dayOf: (iso: string) => string,
    private readonly onlyDay?: string,
  ) {}

  fact(row: StaffFactRow): void {
    this.#lastTime = row.time;
    const { type, data } = row;
    const kind = kindOf(type);
    if (kind?.duty || kind?.register) this.#staffFact(row, kind.register === true);
    else if (kind?.signed) this.#signed(row);
    // A ruling, or the croupier's own fix of a card they keyed: audited with its round.
    else if (kind?.audited && data.author === this.badge)
      this.#day(row.time)?.rulings.push({ type, round: row.round, time: row.time });
  }

  journal(row: StaffJournalRow): void {
    if (row.operator !== this.badge) return;
    const day = this.#day(row.time);
    if (!day) return;
    if (row.kind === 'refusal') day.refusals += 1;
    else if (row.kind === 'security' && row.check !== null && PIN_CHECKS.has(row.check)) day.failedPins += 1;
  }

  /** A round the person dealt (the croupier on duty at its first card), at its start. */
  roundDealt(startedAt: string): void {
    const day = this.#day(startedAt);
    if (day) day.roundsDealt += 1;
  }

  /** The report; a duty still open runs to the log's last fact. */
  report(): StaffReport {
    if (this.#duty && this.#lastTime) this.#endDuty(this.#lastTime);
    const days = [...this.#days.values()].sort((a, b) => a.day.localeCompare(b.day));
    const member = memberOf(this.#staff.register, this.badge);
    return {
      badge: this.badge,
      name: member?.name ?? null,
      roles: member?.roles ?? [],
      active: member?.active ?? false,
      days,
    };
  }

  /**
   * A register fact or a duty: the staff after it, as the table keeps them (a relief, a sign-out,
   * or the croupier disabled, ends a duty); the person's changes of the register are counted.
   */
  #staffFact(row: StaffFactRow, registerChange: boolean): void {
    const wasOnDuty = this.#staff.onDuty === this.badge;
    this.#staff = staffAfter(this.#staff, { type: row.type, ...row.data } as StaffEvent);
    const onDuty = this.#staff.onDuty === this.badge;
    if (wasOnDuty && !onDuty) this.#endDuty(row.time);
    if (onDuty && !wasOnDuty) this.#duty = { since: Date.parse(row.time), day: this.dayOf(row.time) };
    if (registerChange && row.data.author === this.badge) {
      const day = this.#day(row.time);
      if (day) day.registerChanges += 1;
    }
  }

  #endDuty(time: string): void {
    const duty = this.#duty;
    this.#duty = null;
    if (!duty || (this.onlyDay !== undefined && duty.day !== this.onlyDay)) return;
    this.#dayNamed(duty.day).hoursOnDuty += Math.max(0, Date.parse(time) - duty.since) / 3_600_000;
  }

  #signed(row: StaffFactRow): void {
    const by = (row.data.by ?? {}) as Record<string, string>;
    const slip = typeof row.data.slip === 'string' ? row.data.slip : null;
    for (const [role, badge] of Object.entries(by))
      if (badge === this.badge)
        this.#day(row.time)?.slipsSigned.push({ type: row.type, slip, role, time: row.time });
  }

  /** The day's line of `time`, or undefined when the report asks another day. */
  #day(time: string): Mutable<StaffDay> | undefined {
    const day = this.dayOf(time);
    return this.onlyDay === undefined || day === this.onlyDay ? this.#dayNamed(day) : undefined;
  }

  #dayNamed(day: string): Mutable<StaffDay> {
    const known = this.#days.get(day);
    if (known) return known;
    const line: Mutable<StaffDay> = {
      day,
      roundsDealt: 0,
      hoursOnDuty: 0,
      slipsSigned: [],
      rulings: [],
      registerChanges: 0,
      refusals: 0,
      failedPins: 0,
    };
    this.#days.set(day, line);
    return line;
  }
}
