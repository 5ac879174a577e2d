import { join } from 'node:path';

/**
 * The pit's center that `sabot pit serve` runs itself when given no `--pg`: a PostgreSQL cluster
 * kept in the data directory. Its place follows from the data directory alone, so a table with
 * `--pit` finds it without being told, whether or not it is running yet (a table started first
 * ships once the pit starts, as after any outage of the center).
 */
export const embeddedCenterDir = (dataDir: string): string => join(dataDir, 'pit', 'postgres');

/**
 * The socket's number. The cluster listens on its Unix socket only (no TCP port to collide with),
 * so the number only names the socket file; PostgreSQL's usual one lets `psql -h DIR` find it.
 */
export const EMBEDDED_CENTER_PORT = 5432;

/** The database of the center within the cluster, and its superuser. */
export const EMBEDDED_CENTER_DATABASE = 'sabot';

/**
 * The center's URL, as `--pg` takes it: the socket's folder in `host` (node-postgres and libpq
 * both read a host that begins with "/" as a socket folder); `localhost` keeps it a URL the
 * standard parser accepts. `database`: another database of the cluster. Each segment is escaped so a folder with a space or `&` survives.
 */
export function embeddedCenterUrl(dataDir: string, database = EMBEDDED_CENTER_DATABASE): string {
  const socketDir = embeddedCenterDir(dataDir).split('/').map(encodeURIComponent).join('/');
  return `postgres://${EMBEDDED_CENTER_DATABASE}@localhost:${EMBEDDED_CENTER_PORT}/${database}?host=${socketDir}`;
}
