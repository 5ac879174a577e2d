import { Option } from 'commander';
import { Center, CenterUnavailableError } from '../../core/shipping/center.js';
import { openReplicas, type Replica } from '../../pit/center/report-replicas.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { cliText, words } from '../words.js';

/** A call on the center; an unreachable center is said in the command's language and exits 1. */
export async function withCenter<T>(url: string, act: (center: Center) => Promise<T>): Promise<T> {
  const center = new Center(url);
  try {
    return await act(center);
  } catch (error) {
    if (error instanceof CenterUnavailableError) throw new CliError(words().say(error.said), EXIT.internal);
    throw error;
  } finally {
    await center.close();
  }
}

/** `--cache DIR` of the commands that read every table of the pit from its replica. */
export const replicaCacheOption = (): Option => new Option('--cache <dir>', cliText('cli.pit.option.cache'));

/**
 * Runs `read` on the replica of every table of the pit, kept in `cache` when one is named; the
 * tables left out are said one sentence each on standard error, beside what is read of the others.
 */
export async function withReplicas<T>(
  io: CliIo,
  center: Center,
  cache: string | undefined,
  read: (tables: readonly Replica[]) => T | Promise<T>,
): Promise<T> {
  const replicas = await openReplicas(center, cache === undefined ? {} : { cache });
  try {
    for (const said of replicas.leftOut) io.err(`${words().say(said)}\n`);
    return await read(replicas.tables);
  } finally {
    replicas.close();
  }
}
