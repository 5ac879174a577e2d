import type { Journal } from '../core/log/journal.js';
import { REPEAT_RULE, RepeatJournal } from '../core/log/repeat-journal.js';
import { accessMessages, type AccessMessage as Message } from '../core/roles/access-messages.js';
import { sentenceOf } from '../core/sentences.js';
import { journalable } from './journalable.js';

/** Who a connection acts as, as far as its journal needs: nobody (null) until a login. */
export interface JournaledSession {
  readonly role: string | null;
  readonly operator: string;
}

/** A refusal as the connection met it: which operation (if one was named), why, and its code. */
export interface ConnectionRefusal {
  readonly kind: 'refusal' | 'security';
  readonly op: string | null;
  readonly payload: unknown;
  readonly reason: string;
  /** The code the refusal was said from, or a name for the sentences that have none. */
  readonly code: string;
  readonly refusal?: Message;
  /** Whether a logged-in connection journals it (a malformed frame, say, is only counted). */
  readonly journaled: boolean;
  /** Who claimed to ask, when not the session's operator (a login names its own). */
  readonly operator?: string;
}

/**
 * What one connection adds to its server's journal (the table's, or the center's for the pit). Before a login nothing is journaled per
 * message: an unauthenticated client could otherwise write a row per frame; the refusals are
 * counted, and the count is one row when the connection closes. After a login each kind of
 * refusal is journaled row by row a few times, then counted (RepeatJournal).
 */
export class ConnectionJournal {
  readonly #repeats: RepeatJournal;
  readonly #beforeLogin = new Map<string, number>();
  #closed = false;

  constructor(
    private readonly journal: Pick<Journal, 'append'>,
    private readonly clock: () => Date,
    private readonly session: JournaledSession,
    private readonly where: { readonly connection: number; readonly address: string },
  ) {
    this.#repeats = new RepeatJournal(journal, clock, accessMessages.fromConnection(where.address), where);
  }

  /** Where the table journals the refusals of this connection's inputs, counted like the rest. */
  get tableRefusals(): RepeatJournal {
    return this.#repeats;
  }

  refused(refusal: ConnectionRefusal): void {
    if (this.#closed) return;
    const key = refusal.op ? `${refusal.code} ${refusal.op}` : refusal.code;
    if (this.session.role === null) {
      this.#beforeLogin.set(key, (this.#beforeLogin.get(key) ?? 0) + 1);
      return;
    }
    if (!refusal.journaled) return;
    this.#repeats.append(
      {
        time: this.clock().toISOString(),
        kind: refusal.kind,
        operator: refusal.operator ?? this.session.operator,
        source: 'web',
        asked: {
          ...(refusal.op && { op: refusal.op }),
          payload: journalable(refusal.payload),
          ...this.where,
        },
        reason: refusal.reason,
        ...(refusal.refusal && { refusal: refusal.refusal }),
      },
      key,
    );
  }

  /** The connection closed (or the server is closing): every count is written, once. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#repeats.flush();
    const count = [...this.#beforeLogin.values()].reduce((sum, n) => sum + n, 0);
    // The dashboard asks for the table before it knows it must log in: a connection that then
    // logged in is summarised only when it was refused more than that.
    const loggedIn = this.session.role !== null;
    if (count === 0 || (loggedIn && count <= REPEAT_RULE.individually)) return;
    const refusal = loggedIn
      ? accessMessages.refusedBeforeLogin(count, this.where.address)
      : accessMessages.closedBeforeLogin(count, this.where.address);
    this.journal.append({
      time: this.clock().toISOString(),
      kind: 'security',
      operator: this.session.operator,
      source: 'web',
      asked: { beforeLogin: Object.fromEntries(this.#beforeLogin), ...this.where },
      reason: sentenceOf(refusal),
      refusal,
    });
  }
}
