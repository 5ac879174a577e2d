import type { WebSocket } from 'ws';
import { isOperationName, type PushFrame, TABLE_HELLO } from '../contract.js';
import { DISK_FULL, isDiskFull } from '../core/log/log-space.js';
import { ConnectionJournal } from '../socket-host/connection-journal.js';
import { FramedConnection, refusedAnswer } from '../socket-host/framed-connection.js';
import type { ServerLine } from '../socket-host/server-line.js';
import type { ConnectionOrigin } from '../socket-host/socket-host.js';
import { connectionSource, openingSession, type Session } from './access.js';
import { answer } from './operation-handlers.js';
import { isReaderOperation } from './reader-answers.js';
import type { ServedTable } from './served-table.js';
import { SESSION_PIN_ROLES } from './session-pins.js';

/** One dashboard's WebSocket at the table: the host carries its frames, the table answers them. */
export type TableConnection = FramedConnection<Session>;

/**
 * How many reports (the reader thread's operations) one screen may have waiting: a pit boss's page
 * asks a handful at once; past this, a flood is answered "busy" without waiting.
 */
export const READS_WAITING_BOUND = 8;

/**
 * A dashboard connected: on loopback it starts as the croupier, beyond it as nobody until a login
 * bound to the hello's nonce.
 */
export function tableConnection(
  socket: WebSocket,
  served: ServedTable,
  nonce: string,
  log: (line: ServerLine) => void,
  origin: ConnectionOrigin,
): TableConnection {
  const { access } = served;
  const session = openingSession(
    access,
    served.operator,
    nonce,
    connectionSource(origin.connection, origin.address),
  );
  const journal = new ConnectionJournal(access.journal, served.clock, session, origin);
  const context = { served, session, journal };
  return new FramedConnection(
    socket,
    {
      hello: { push: TABLE_HELLO, nonce } satisfies PushFrame,
      session,
      isOperation: isOperationName,
      answer: (op, payload) => answer(op as Parameters<typeof answer>[0], payload, context),
      // A journal row of the request itself found no room: a sentence, and the table's alarm.
      failure: (error) => {
        if (!isDiskFull(error)) return null;
        served.table.service.space.noRoom();
        return refusedAnswer(DISK_FULL.refusal);
      },
      reads: { is: isReaderOperation, bound: READS_WAITING_BOUND },
      gone: () => {
        access.desk.guard.gone(session.from);
        access.sessionGate.gone(session.from, SESSION_PIN_ROLES);
      },
    },
    journal,
    log,
  );
}
