import { type EmbeddedRefusal, startEmbeddedCluster } from '../../pit/embedded/embedded-cluster.js';
import { CliError, EXIT } from '../exit-codes.js';
import { cliText } from '../words.js';
import { dataDirForLogs } from './start.js';

/** The pit's own PostgreSQL, started by `sabot pit serve` without --pg. */
export interface EmbeddedPit {
  readonly url: string;
  readonly dir: string;
  readonly dataDir: string;
  stop(): Promise<void>;
}

/** Starts the data directory's own pit, or refuses in a sentence (exit 3: nothing was started). */
export async function startOwnPit(): Promise<EmbeddedPit> {
  const dataDir = dataDirForLogs();
  const started = await startEmbeddedCluster(dataDir);
  if (!started.ok) throw new CliError(refusalText(started.refusal), EXIT.rejected);
  return { ...started.cluster, dataDir };
}

function refusalText(refusal: EmbeddedRefusal): string {
  switch (refusal.code) {
    case 'postgres-missing':
      return cliText('cli.pit.own.postgres-missing');
    case 'already-running':
      return cliText('cli.pit.own.already-running', {
        pid: refusal.pid,
        host: refusal.host,
        since: refusal.since,
      });
    case 'socket-path-too-long':
      return cliText('cli.pit.own.socket-path-too-long', { path: refusal.path, most: refusal.most });
    case 'folder-closed-to-server':
      return cliText('cli.pit.own.folder-closed', { dir: refusal.dir, account: refusal.account });
    case 'start-failed':
      return cliText('cli.pit.own.start-failed', { log: refusal.log, detail: refusal.detail });
  }
}

/**
 * Where the pit's own center lives and how a table of this machine joins it. "Center: URL" stays
 * the same in every language (scripts read it); the table's command names the data directory,
 * made absolute, when it was given, since the table must find the same one from any folder.
 */
export function ownPitIntroduction(pit: EmbeddedPit): string {
  const named = process.env.SABOT_DATA_DIR;
  const dataDir = named !== undefined && named !== '' ? `SABOT_DATA_DIR=${shellWord(pit.dataDir)} ` : '';
  return (
    `Center: ${pit.url}\n${cliText('cli.pit.own.center', { dir: pit.dir })}\n` +
    `${cliText('cli.pit.own.join', {
      serve: `${dataDir}sabot serve --pit --db bj-1.db --profile classic-6d`,
      start: `${dataDir}sabot start --pit`,
    })}\n${cliText('cli.pit.own.other-commands')}\n`
  );
}

/** A word the shell reads back as it is: quoted when it holds anything but the usual path characters. */
const shellWord = (word: string): string =>
  /^[\w./:@%+=,-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
