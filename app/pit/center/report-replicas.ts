import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Message } from '../../../engine/refusals/message.js';
import type { Center } from '../../core/shipping/center.js';
import { ReplicaLog } from './replica-log.js';

/** A table's replica, caught up with the center: its log file is read like the table's own. */
export interface Replica {
  readonly table: string;
  readonly file: string;
  readonly log: ReplicaLog;
}

/** Every table's replica in one folder, each caught up with the center; `close` lets them go. */
export interface Replicas {
  readonly tables: readonly Replica[];
  /** The tables left out, each with why (ReplicaLog.leftOut): the readers read every other. */
  readonly leftOut: readonly Message[];
  close(): void;
}

/** The tables the center holds, by name. */
export async function centralTables(center: Center, table?: string): Promise<string[]> {
  const result = await center.query<{ table_id: string }>(
    `SELECT table_id FROM pit_tables${table === undefined ? '' : ' WHERE table_id = $1'} ORDER BY table_id`,
    table === undefined ? [] : [table],
  );
  return result.rows.map((row) => row.table_id);
}

/**
 * The replicas of every table (or one) in `cache`, kept there between runs so that each run copies
 * only what was stored since; without a cache, in a temporary folder removed at `close`. Each file
 * is named after its table (`<cache>/<table>.db`): the table's reports name the table after it.
 * Each is caught up with the center unless `sync` is false (its reader syncs it when it needs to).
 */
export async function openReplicas(
  center: Center,
  options: { readonly cache?: string; readonly table?: string; readonly sync?: boolean } = {},
): Promise<Replicas> {
  const dir = options.cache ?? mkdtempSync(join(tmpdir(), 'sabot-pit-'));
  if (options.cache !== undefined) mkdirSync(dir, { recursive: true });
  const tables: Replica[] = [];
  const leftOut: Message[] = [];
  const opened: ReplicaLog[] = [];
  const close = () => {
    for (const log of opened) log.close();
    if (options.cache === undefined) rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const table of await centralTables(center, options.table)) {
      const file = join(dir, `${table}.db`);
      const log = new ReplicaLog(center, table, file);
      opened.push(log);
      if (options.sync !== false) await log.sync();
      const said = log.leftOut();
      if (said) leftOut.push(said);
      else tables.push({ table, file, log });
    }
  } catch (error) {
    close();
    throw error;
  }
  return { tables, leftOut, close };
}
