import type Database from 'better-sqlite3';
import type { RoundRow, RowSink, SessionRow } from './round-rows.js';

/** How far a projection has read the log, and by which version of the code. */
export interface ProjectionState {
  readonly version: string;
  readonly position: number;
}

const boxMask = (boxes: readonly number[]): number => boxes.reduce((mask, box) => mask | (1 << box), 0);

/** The round list's and the charts' tables (migrations/008_projections.sql), written through. */
export class ProjectionTables implements RowSink {
  readonly #state: Database.Statement<[string], ProjectionState>;
  readonly #setState: Database.Statement<[string, string, number]>;
  readonly #round: Database.Statement<unknown[]>;
  readonly #session: Database.Statement<unknown[]>;
  readonly #corrected: Database.Statement<[number]>;
  readonly #bettor: Database.Statement<[string, number]>;
  readonly #dropBettors: Database.Statement<[number]>;
  readonly #clear: Database.Transaction<(round: number) => void>;
  /** The bettors last written for a round: re-written only when they change (the round in play). */
  #bettorsWritten: { round: number; key: string } | null = null;
  /** Rows written so far (a round's, a result's, a correction's flag): tells whether an append wrote any. */
  rowsWritten = 0;

  constructor(db: Database.Database) {
    this.#state = db.prepare('SELECT version, position FROM projections WHERE name = ?');
    this.#setState = db.prepare(
      'INSERT INTO projections (name, version, position) VALUES (?, ?, ?) ' +
        'ON CONFLICT (name) DO UPDATE SET version = excluded.version, position = excluded.position',
    );
    this.#round = db.prepare(
      // An update in place, not a replace: a replace deletes and reinserts the row and every index
      // entry of it at each fact of the round in play; a round's start never changes once written.
      'INSERT INTO round_list (round, shoe, box_mask, boxes, bettors, net, misdeal, correction, ' +
        'voided, started_at, last_at, settled_at, croupier, croupier_badge) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ' +
        'ON CONFLICT (round) DO UPDATE SET shoe = excluded.shoe, box_mask = excluded.box_mask, ' +
        'boxes = excluded.boxes, bettors = excluded.bettors, net = excluded.net, misdeal = excluded.misdeal, ' +
        'correction = excluded.correction, voided = excluded.voided, last_at = excluded.last_at, ' +
        'settled_at = excluded.settled_at, croupier = excluded.croupier, croupier_badge = excluded.croupier_badge',
    );
    this.#session = db.prepare(
      'INSERT OR REPLACE INTO session_rounds (round, shoe, cards_out, house_net, voided, bank_chips, ' +
        'bank_top_up, bank_fictitious) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.#corrected = db.prepare('UPDATE round_list SET correction = 1 WHERE round = ?');
    this.#bettor = db.prepare('INSERT OR IGNORE INTO round_bettors (bettor, round) VALUES (?, ?)');
    this.#dropBettors = db.prepare('DELETE FROM round_bettors WHERE round = ?');
    const clearFrom = ['round_list', 'round_bettors', 'session_rounds'].map((table) =>
      db.prepare<[number]>(`DELETE FROM ${table} WHERE round >= ?`),
    );
    this.#clear = db.transaction((round: number) => {
      for (const statement of clearFrom) statement.run(round);
    });
  }

  state(name: string): ProjectionState | undefined {
    return this.#state.get(name);
  }

  setState(name: string, { version, position }: ProjectionState): void {
    this.#setState.run(name, version, position);
  }

  /** Every row from `round` on goes: they are folded again. */
  clearFrom(round: number): void {
    this.#clear(round);
    this.#bettorsWritten = null;
  }

  round(row: RoundRow): void {
    this.rowsWritten += 1;
    const bettors = JSON.stringify(row.bettors);
    this.#round.run(
      row.round,
      row.shoe,
      boxMask(row.boxes),
      JSON.stringify(row.boxes),
      bettors,
      JSON.stringify(row.net),
      Number(row.misdeal),
      Number(row.correction),
      Number(row.voided),
      row.startedAt,
      row.lastAt,
      row.settledAt,
      row.croupier,
      row.croupierBadge,
    );
    const written = this.#bettorsWritten;
    if (written?.round === row.round && written.key === bettors) return;
    this.#dropBettors.run(row.round);
    for (const bettor of row.bettors) this.#bettor.run(bettor, row.round);
    this.#bettorsWritten = { round: row.round, key: bettors };
  }

  session(row: SessionRow): void {
    this.rowsWritten += 1;
    this.#session.run(
      row.round,
      row.shoe,
      row.cardsOut,
      row.houseNet,
      Number(row.voided),
      row.bank?.chips ?? null,
      row.bank?.toppedUp ?? null,
      row.bank?.fictitious ?? null,
    );
  }

  corrected(round: number): void {
    this.rowsWritten += 1;
    this.#corrected.run(round);
  }
}
