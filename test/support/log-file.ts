import Database from 'better-sqlite3';

/**
 * `use` run on a connection of the test's own to a log's file, closed after: what someone with
 * the file and the sqlite3 shell sees or does beside a table that keeps its connection to itself.
 */
export function onLogFile<T>(path: string, use: (db: Database.Database) => T): T {
  const db = new Database(path);
  try {
    return use(db);
  } finally {
    db.close();
  }
}
