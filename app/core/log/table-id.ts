import { basename, extname } from 'node:path';
import { type Message, say } from '../../../engine/refusals/message.js';

/** A table's name at the center: letters, digits, dot, dash, underscore; what the central schema accepts. */
const TABLE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The table's id at the center: the one given, or the log file's name without its extension. */
export function tableIdOf(
  db: string,
  given?: string,
): { ok: true; id: string } | { ok: false; said: Message } {
  const id = given ?? basename(db, extname(db));
  return TABLE_ID.test(id) ? { ok: true, id } : { ok: false, said: say('pit.table-id', { id }) };
}
