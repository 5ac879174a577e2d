import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { openLogDatabase } from '../../core/log/database.js';

/**
 * An empty log with its schema brought up to date, in the replicas' folder, for new replicas to
 * start as its copy: the migrations of a new file cost about a tenth of a second of the event loop
 * each (more on a disk busy with the center's commits), which a floor of 200 tables catching up an
 * outage would otherwise pay once per table while the live tables wait. Its name holds a space,
 * which no table's name does. Made again at each start: a newer Sabot brings its new migrations.
 */
export function emptyReplica(folder: string): string {
  const file = join(folder, 'empty log.db');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  // Closed at once: the write-ahead log folded into the file, which is then whole on its own.
  openLogDatabase(file, { quickCheck: false }).close();
  return file;
}
