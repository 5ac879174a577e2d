import type Database from 'better-sqlite3';
import { type Message, say } from '../../../engine/refusals/message.js';
import { GENESIS_HASH } from './chain.js';
import type { Journal, JournalEntry } from './journal.js';
import { SEALED_COLUMNS, type SealedValue, type SealedWriter, sealOf } from './sealed-books.js';

/**
 * A PIN in force must be one Sabot set: its row in `pins` sealed onto the row before, and a
 * sealed security entry in the journal naming that row's seal and who set it. A row put into the
 * table by hand has neither, and no ruling is accepted on it.
 */
export const PIN_SET_CHECK = 'pin-set';

/** The journal's entry for a PIN set (never the PIN nor its hash: the seal names the row). */
export function pinSetEntry(
  pin: { role: string; position: number; seal: string; setBy: string },
  time: string,
  note = '',
): JournalEntry {
  return {
    time,
    kind: 'security',
    operator: pin.setBy,
    source: 'pin',
    asked: { check: PIN_SET_CHECK, role: pin.role, pin: pin.position, seal: pin.seal },
    reason: `the ${pin.role} PIN was set by ${pin.setBy}${note}`,
  };
}

interface PinRow {
  position: number;
  role: string;
  hash: string;
  set_at: string;
  set_by: string;
  prev_seal: string | null;
  seal: string | null;
}

const PIN_COLUMNS = `position, ${SEALED_COLUMNS.pins.join(', ')}, prev_seal, seal`;

/** Reads and proves the PIN rows of one log. */
export class PinRecords {
  readonly #latest: Database.Statement<[string], PinRow>;
  readonly #sealAt: Database.Statement<[number], string | null>;
  readonly #backing: Database.Statement<[string, string, string], number>;
  readonly #all: Database.Statement<[], PinRow>;

  constructor(db: Database.Database) {
    this.#latest = db.prepare(
      `SELECT ${PIN_COLUMNS} FROM pins WHERE role = ? ORDER BY position DESC LIMIT 1`,
    );
    this.#sealAt = db.prepare<[number], string | null>('SELECT seal FROM pins WHERE position = ?').pluck();
    this.#backing = db
      .prepare<[string, string, string], number>(
        `SELECT position FROM journal WHERE kind = 'security' AND source = 'pin' AND json_extract(asked, '$.check') = '${PIN_SET_CHECK}' ` +
          "AND json_extract(asked, '$.seal') = ? AND json_extract(asked, '$.role') = ? AND operator = ? LIMIT 1",
      )
      .pluck();
    this.#all = db.prepare(`SELECT ${PIN_COLUMNS} FROM pins ORDER BY position`);
  }

  /** The scrypt hash of the role's PIN in force, or undefined when none is set. */
  latest(role: string): { hash: string; problem: Message | null } | undefined {
    const row = this.#latest.get(role);
    return row && { hash: row.hash, problem: this.#unproven(row) };
  }

  /** The first PIN row that Sabot did not set, as a message; null when every row is proven. */
  firstUnproven(): { position: number; problem: Message } | null {
    for (const row of this.#all.iterate()) {
      const problem = this.#unproven(row);
      if (problem) return { position: row.position, problem };
    }
    return null;
  }

  #unproven(row: PinRow): Message | null {
    const values: SealedValue[] = [row.role, row.hash, row.set_at, row.set_by];
    const before = row.position === 1 ? undefined : this.#sealAt.get(row.position - 1);
    const chained =
      row.seal !== null &&
      row.prev_seal !== null &&
      sealOf(row.prev_seal, row.position, values) === row.seal &&
      (row.position === 1 ? row.prev_seal === GENESIS_HASH : before === row.prev_seal);
    if (chained && this.#backing.get(row.seal as string, row.role, row.set_by) !== undefined) return null;
    return say('pin.forged', {
      role: row.role,
      position: row.position,
      why: say(chained ? 'pin.forged-no-entry' : 'pin.forged-seal'),
    });
  }
}

/**
 * The PIN rows' key of a person's own PIN, beside the table roles' keys ('pit-boss', 'bank',
 * 'croupier') of a table without a register: one sealed table, one proof, for both.
 */
export const personPinKey = (badge: string): string => `badge:${badge}`;

export interface NewPin {
  readonly role: string;
  readonly hash: string;
  readonly setAt: string;
  readonly setBy: string;
}

/** Appends a PIN row and the journal entry that backs it, inside the caller's transaction. */
export function appendPin(journal: Journal, pins: SealedWriter, pin: NewPin): void {
  const { position, seal } = pins.append([pin.role, pin.hash, pin.setAt, pin.setBy]);
  journal.append(pinSetEntry({ role: pin.role, position, seal, setBy: pin.setBy }, pin.setAt));
}

/** Records a new PIN row and the journal entry that backs it, in one transaction. */
export function recordPin(db: Database.Database, journal: Journal, pins: SealedWriter, pin: NewPin): void {
  db.transaction(() => appendPin(journal, pins, pin)).immediate();
  journal.committed();
}
