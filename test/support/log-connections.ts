import Database from 'better-sqlite3';

/**
 * The log connections this process opens once this module is loaded, found as page-ceiling.mjs
 * finds them in a table's own process: by the WAL mode every log connection sets. SQLite's page
 * ceiling (max_page_count) belongs to a connection, and a table service keeps its connection to
 * itself: a test fills "the disk" of a table it runs in this process through these.
 */
const opened = new Set<Database.Database>();
const pragma = Database.prototype.pragma;
Database.prototype.pragma = function (
  this: Database.Database,
  source: string,
  options?: Database.PragmaOptions,
) {
  const result = pragma.call(this, source, options);
  if (/^journal_mode\s*=\s*WAL/i.test(source)) opened.add(this);
  return result;
};

function connectionsTo(path: string): Database.Database[] {
  const connections = [...opened].filter((db) => db.open && db.name === path);
  if (connections.length === 0) throw new Error(`no open log connection to ${path} in this process`);
  return connections;
}

function eachConnectionTo(path: string, set: (db: Database.Database) => void): void {
  for (const db of connectionsTo(path)) set(db);
}

/** The one connection this process holds to the log (a table service's own), to watch it. */
export function logConnection(path: string): Database.Database {
  const [only, ...others] = connectionsTo(path);
  if (!only || others.length > 0)
    throw new Error(`${others.length + 1} log connections to ${path} in this process`);
  return only;
}

/** The log's connections may grow no more: SQLite then says "database or disk is full". */
export function ceilingOnLog(path: string): void {
  eachConnectionTo(path, (db) =>
    pragma.call(db, `max_page_count = ${pragma.call(db, 'page_count', { simple: true })}`),
  );
}

/** Room again. */
export function ceilingLifted(path: string): void {
  eachConnectionTo(path, (db) => pragma.call(db, 'max_page_count = 1073741823'));
}
