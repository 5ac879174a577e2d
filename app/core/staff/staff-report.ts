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
  #name: string | null = null;
  #roles: readonly string[] = [];
  #active = false;
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
    if (kind?.duty) this.#dutyChange(row);
    if (kind?.register) this.#register(row);
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
    return { badge: this.badge, name: this.#name, roles: this.#roles, active: this.#active, days };
  }

  #dutyChange(row: StaffFactRow): void {
    // Any sign-in relieves whoever was on duty, and a sign-out ends the duty; a sign-in names the croupier.
    if (this.#duty) this.#endDuty(row.time);
    if (typeof row.data.name === 'string' && row.data.badge === this.badge)
      this.#duty = { since: Date.parse(row.time), day: this.dayOf(row.time) };
  }

  #endDuty(time: string): void {
    const duty = this.#duty;
    this.#duty = null;
    if (!duty || (this.onlyDay !== undefined && duty.day !== this.onlyDay)) return;
    this.#dayNamed(duty.day).hoursOnDuty += Math.max(0, Date.parse(time) - duty.since) / 3_600_000;
  }

  #register(row: StaffFactRow): void {
    const { type, data } = row;
    if (data.badge === this.badge) {
      // Each register fact says what it changes: a name (an enrolment), roles, or no longer active.
      if (typeof data.name === 'string') {
        this.#name = data.name;
        this.#active = true;
      }
      if (Array.isArray(data.roles)) this.#roles = data.roles as string[];
      if (typeof data.reason === 'string') this.#active = false;
    }
    if (data.author === this.badge) {
      const day = this.#day(row.time);
      if (day) day.registerChanges += 1;
    }
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
