import type { WebSocket } from 'ws';
import { isPitOperationName, PIT_HELLO, PIT_ROLES, type PitPush } from '../contract/pit-floor.js';
import { CenterUnavailableError } from '../core/shipping/center.js';
import { connectionSource } from '../server/access.js';
import { ConnectionJournal } from '../socket-host/connection-journal.js';
import { FramedConnection, refusedAnswer } from '../socket-host/framed-connection.js';
import type { ServerLine } from '../socket-host/server-line.js';
import type { ConnectionOrigin } from '../socket-host/socket-host.js';
import { answerPit, type PitServed, type PitSession } from './pit-operations.js';

/** One floor view's WebSocket: the host carries its frames, the pit answers them. */
export type PitConnection = FramedConnection<PitSession>;

/**
 * A floor view connected: nobody until a login bound to the hello's nonce, and nothing pushed
 * before it. Its malformed frames are counted and journaled in the center's journal, as the
 * table's are in the table's.
 */
export function pitConnection(
  socket: WebSocket,
  served: PitServed,
  nonce: string,
  log: (line: ServerLine) => void,
  origin: ConnectionOrigin,
  clock: () => Date,
): PitConnection {
  const session: PitSession = {
    role: null,
    operator: '',
    nonce,
    from: connectionSource(origin.connection, origin.address),
    reviewing: null,
  };
  return new FramedConnection(
    socket,
    {
      hello: { push: PIT_HELLO, nonce } satisfies PitPush,
      session,
      isOperation: isPitOperationName,
      answer: (op, payload) => answerPit(op as Parameters<typeof answerPit>[0], payload, session, served),
      failure: (error) => (error instanceof CenterUnavailableError ? refusedAnswer(error.said) : null),
      gone: () => served.gate.gone(session.from, PIT_ROLES),
    },
    new ConnectionJournal(served.journal, clock, session, origin),
    log,
  );
}
