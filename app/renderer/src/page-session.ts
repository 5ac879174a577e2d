import { useEffect, useState } from 'react';
import type { AlarmChange, OperationName, RequestOf, TableMessage } from '../../contract';
import { type Answer, type ConnectionState, Listeners, type TableTransport } from './table-transport';

export type SessionRole = RequestOf<'login'>['role'];

/**
 * The page's one connection to the table, shared by its screens. Beyond loopback a login belongs
 * to the connection, so the Table and Pit review tabs must not each open (and close) their own:
 * the surveillance room logs in once and reads both. The connection lives as long as the page; a
 * screen's `stop` only lets go of it. It also remembers who logged in, so a screen can show
 * itself read-only to the review role instead of offering what the server would refuse.
 */
export class PageSession implements TableTransport {
  #started = false;
  #state: ConnectionState = 'connecting';
  #role: SessionRole | null = null;
  readonly #states = new Listeners<ConnectionState>();
  readonly #roles = new Listeners<SessionRole | null>();

  constructor(private readonly carrier: TableTransport) {
    carrier.onState((state) => {
      this.#state = state;
      // A new connection is a new session: beyond loopback it logs in again.
      if (state !== 'open') this.#setRole(null);
      this.#states.tell(state);
    });
  }

  /** Who logged in on this connection; null before any login (on loopback: the croupier). */
  get role(): SessionRole | null {
    return this.#role;
  }

  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.carrier.start();
  }

  stop(): void {}

  onTable(listener: (message: TableMessage) => void): () => void {
    return this.carrier.onTable(listener);
  }

  onAlarms(listener: (change: AlarmChange) => void): () => void {
    return this.carrier.onAlarms(listener);
  }

  /** A screen mounted after the connection opened is told at once that it is open. */
  onState(listener: (state: ConnectionState) => void): () => void {
    const off = this.#states.add(listener);
    if (this.#started) listener(this.#state);
    return off;
  }

  onRole(listener: (role: SessionRole | null) => void): () => void {
    return this.#roles.add(listener);
  }

  async request<N extends OperationName>(op: N, payload: RequestOf<N>): Promise<Answer<N>> {
    const answer = await this.carrier.request(op, payload);
    // The reply was checked against the contract where it arrived: a login's is an outcome.
    const login = op === 'login' ? (answer as Answer<'login'>) : null;
    if (login?.ok && login.reply.ok) this.#setRole((payload as RequestOf<'login'>).role);
    return answer;
  }

  #setRole(role: SessionRole | null): void {
    if (role === this.#role) return;
    this.#role = role;
    this.#roles.tell(role);
  }
}

/** The transport factory of main.tsx, made to hand every screen the page's one session. */
export function onePerPage(connect: () => TableTransport): () => PageSession {
  let session: PageSession | null = null;
  return () => {
    session ??= new PageSession(connect());
    return session;
  };
}

/** Whether this screen may only read: its connection logged in as the review role. */
export function useReadOnly(transport: TableTransport): boolean {
  const session = transport instanceof PageSession ? transport : null;
  const [role, setRole] = useState<SessionRole | null>(session?.role ?? null);
  useEffect(() => {
    if (!session) return;
    setRole(session.role);
    return session.onRole(setRole);
  }, [session]);
  return role === 'review';
}
