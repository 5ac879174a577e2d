// Loaded with `node --import` into a Sabot process whose log cannot sit on a small filesystem
// (mounting is not allowed): every log connection gets SQLite's page ceiling (max_page_count),
// which SQLite reports exactly as a full disk ("database or disk is full"). SIGUSR1 lowers the
// ceiling to the pages the log has now (the disk fills up); SIGUSR2 lifts it (space returns).
import { createRequire } from 'node:module';

const Database = createRequire(import.meta.url)('better-sqlite3');
const logs = new Set();
const pragma = Database.prototype.pragma;
Database.prototype.pragma = function (source, options) {
  const result = pragma.call(this, source, options);
  if (/^journal_mode\s*=\s*WAL/i.test(source)) logs.add(this);
  return result;
};
const each = (set) => {
  for (const db of logs) if (db.open) set(db);
};
process.on('SIGUSR1', () =>
  each((db) => pragma.call(db, `max_page_count = ${pragma.call(db, 'page_count', { simple: true })}`)),
);
process.on('SIGUSR2', () => each((db) => pragma.call(db, 'max_page_count = 1073741823')));
