import { z } from 'zod';
import { connectionNonce } from './nonce.js';
import { contractBroken } from './operations.js';
import { messageSchema } from './outcome.js';
import { alarmChangeSchema, tableMessageSchema } from './table-message.js';
import type { WireOf } from './wire-shape.js';

/**
 * The frames of the table's socket, which web mode's dashboard and the Electron window's process
 * both speak: the client asks `{id, op, payload}` and gets `{id, ok: true, reply}` or
 * `{id, ok: false, error, said?}` back (`said`: the error as a coded message, for the page to say
 * in its own language; `error` is its English sentence); the table pushes `{push: "tableChanged", message}` on every
 * change. A request that is not even this envelope is answered with `id: null`. The first frame
 * of every connection is the server's `{push: "hello", nonce}`: a login on the connection carries
 * that nonce, so a login frame captured on one connection is refused on any other. The table also
 * pushes `{push: "alarmsChanged", change}` with only the alarms that changed (a reader sending
 * thousands of bad frames must not re-send the board thousands of times).
 */

/** The dashboard's WebSocket path, on the server that serves the dashboard. */
export const TABLE_SOCKET_PATH = '/table';

/** Pushed by the table to every window: the table changed. */
export const TABLE_CHANGED = 'tableChanged';

/** The server's first frame on a connection: the nonce a login on it must carry. */
export const TABLE_HELLO = 'hello';
/** Pushed by the table to every window: alarms were raised, counted again or cleared. */
export const ALARMS_CHANGED = 'alarmsChanged';

const id = z.union([z.string().max(64), z.number().int()]);

export const requestFrameSchema = z.strictObject({
  id,
  op: z.string().max(64),
  payload: z.unknown(),
});

export const replyFrameSchema = z.discriminatedUnion('ok', [
  z.object({ id: id.nullable(), ok: z.literal(true), reply: z.unknown() }),
  z.object({ id: id.nullable(), ok: z.literal(false), error: z.string(), said: messageSchema.optional() }),
]);

export const pushFrameSchema = z.discriminatedUnion('push', [
  z.object({ push: z.literal(TABLE_CHANGED), message: tableMessageSchema }),
  z.object({ push: z.literal(TABLE_HELLO), nonce: connectionNonce }),
  z.object({ push: z.literal(ALARMS_CHANGED), change: alarmChangeSchema }),
]);

export type RequestFrame = z.infer<typeof requestFrameSchema>;
export type RequestId = RequestFrame['id'] | null;
export type ReplyFrame = WireOf<typeof replyFrameSchema>;
export type PushFrame = WireOf<typeof pushFrameSchema>;

/** What a client heard, or why it could not read it. */
export type HeardFrame =
  | { readonly ok: true; readonly frame: ReplyFrame | PushFrame }
  | { readonly ok: false; readonly problem: string };

/** A frame from the table, checked: a push only with a table this side can draw. */
export function hearFrame(text: string): HeardFrame {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'the table sent a frame that is not JSON' };
  }
  const isPush = typeof json === 'object' && json !== null && Object.hasOwn(json, 'push');
  const heard = (isPush ? pushFrameSchema : replyFrameSchema).safeParse(json);
  if (heard.success) return { ok: true, frame: heard.data };
  return {
    ok: false,
    problem: contractBroken(isPush ? "the table's push" : "the table's answer", heard.error),
  };
}
