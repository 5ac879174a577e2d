import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { GENESIS_HASH, hashEvent } from '../../app/core/log/chain.js';
import { sealOf } from '../../app/core/log/sealed-books.js';
import { Center } from '../../app/core/shipping/center.js';
import { LocalLogRows } from '../../app/core/shipping/local-log-rows.js';
import { setPitPin } from '../../app/pit/pit-pins.js';
import { central } from '../support/central-query.js';
import { startPgCluster } from '../support/pg-cluster.js';
import { REPO_ROOT } from './repo-root.js';

/**
 * The pit's part of the attack soak: a PostgreSQL center of its own (admission as a casino keeps
 * it: every table admitted by `sabot pit admit`), the croupier's table shipping live to it, 19
 * other tables whose logs grow a few rounds at a time while `sabot ship --follow` ships each, and
 * two attacks made at the center itself by whoever holds its URL: journal rows forged for one
 * table (FORGED) and a table planted whole whose facts chain but are not facts (PLANTED).
 *
 * At the end (`finish`) it checks what a pit boss and an auditor need: every table whole at the
 * center (its head the log's own last fact), every log intact, the pit's report and rounds read
 * for the pit, and `sabot pit verify` naming exactly the two tables attacked there.
 */
export const FORGED = 'soak-02';
export const PLANTED = 'soak-planted';
const OTHER_TABLES = 19;
const GROW_EVERY_MS = 3_000;
const PIT_PIN = '482913';
const SABOT = join(REPO_ROOT, 'bin', 'sabot.js');
const run = promisify(execFile);

export interface PitSoakReport {
  readonly tables: number;
  readonly factsAtCenter: number;
  readonly grown: number;
  readonly forgedRows: number;
  /** The tables `sabot pit verify` found not intact. */
  readonly namedByVerify: readonly string[];
  readonly problems: readonly string[];
}

export interface PitSoak {
  readonly url: string;
  /** The croupier's table's id at the center: the log file's name. */
  readonly croupierTable: string;
  finish(): Promise<PitSoakReport>;
  /** Everything stopped without the checks: the soak itself failed. */
  abandon(): Promise<void>;
}

/**
 * The other tables and the center run on machines of their own on a floor; here they share the
 * croupier's two cores, so they run at the lowest priority (nice 19: twenty of them weigh less
 * than the croupier's table alone) and take what it leaves. The attackers do not: they are the
 * attack.
 */
const NICE = ['nice', '-n', '19'] as const;

const sabot = (dir: string, args: readonly string[], input?: string, nice = false) => {
  const [command, ...rest] = nice
    ? [...NICE, process.execPath, SABOT, ...args]
    : [process.execPath, SABOT, ...args];
  const child = run(command as string, rest, { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
  if (input !== undefined) child.child.stdin?.end(input);
  return child.then(
    ({ stdout, stderr }) => ({ code: 0, out: stdout, err: stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: typeof error.code === 'number' ? error.code : 1,
      out: error.stdout ?? '',
      err: error.stderr ?? String(error),
    }),
  );
};

/** The center, its tables admitted and shipping, and the croupier's log's id; the croupier's table ships itself (`--pg`). */
export async function startPitSoak(
  dir: string,
  croupierLog: string,
  say: (line: string) => void,
): Promise<PitSoak> {
  const cluster = await startPgCluster({ admission: 'listed' });
  const url = cluster.url;
  const shippers: ChildProcess[] = [];
  let grower: NodeJS.Timeout | undefined;
  let growing: Promise<unknown> = Promise.resolve();
  const abandon = async () => {
    clearInterval(grower);
    await growing.catch(() => undefined);
    await Promise.all(shippers.map(stop));
    await cluster.stop();
  };
  try {
    return await started();
  } catch (error) {
    await abandon();
    throw error;
  }

  async function started(): Promise<PitSoak> {
    // Its backends are forked from the postmaster and keep its priority.
    const postmaster = readFileSync(join(cluster.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0] ?? '';
    await run('renice', ['-n', '19', '-p', postmaster]);
    const croupierTable = 'table';
    const tables = Array.from({ length: OTHER_TABLES }, (_, n) => `soak-${String(n + 1).padStart(2, '0')}`);
    const logOf = (table: string) => join(dir, `${table}.db`);
    await admitted(dir, url, [croupierTable, ...tables]);
    // Two at a time: one per core, before the soak starts.
    for (let at = 0; at < tables.length; at += 2)
      await Promise.all(
        tables.slice(at, at + 2).map(async (table, k) => {
          const seed = String(at + k + 1);
          const made = await sabot(dir, [
            'simulate',
            '--profile',
            'classic-6d',
            '--rounds',
            '4',
            '--seed',
            seed,
            '--db',
            logOf(table),
          ]);
          if (made.code !== 0) throw new Error(`sabot simulate for ${table}: ${made.err}`);
        }),
      );
    shippers.push(...tables.map((table) => follow(dir, url, logOf(table))));
    say(`pit: ${tables.length} tables shipping to ${url}, the croupier's table as "${croupierTable}"`);

    // The logs grow while they ship, one table every few seconds, as a floor deals.
    let grown = 0;
    let inFlight = false;
    grower = setInterval(() => {
      // One growth at a time, none queued: on a busy machine a queue would outgrow the soak.
      if (inFlight) return;
      inFlight = true;
      const table = tables[grown % tables.length] as string;
      grown++;
      const args = ['simulate', '--profile', 'classic-6d', '--rounds', '2', '--seed', String(100 + grown)];
      growing = sabot(dir, [...args, '--db', logOf(table)], undefined, true).finally(() => {
        inFlight = false;
      });
    }, GROW_EVERY_MS);

    // The attacks at the center, once the tables stand there.
    await untilStored(url, FORGED);
    const forgedRows = await forgeJournal(url, FORGED, 3);
    await plantUnreadable(url, logOf(tables[0] as string));
    say(`pit: ${forgedRows} journal rows forged for ${FORGED}, table ${PLANTED} planted`);

    return {
      url,
      croupierTable,
      abandon,
      async finish() {
        clearInterval(grower);
        await growing;
        await Promise.all(shippers.map(stop));
        const problems: string[] = [];
        try {
          problems.push(
            ...(await checkWhole(dir, url, [
              [croupierTable, croupierLog],
              ...tables.map((t) => [t, logOf(t)] as const),
            ])),
          );
          const factsAtCenter = Number(
            (
              await central<{ n: string }>(url, 'SELECT count(*) AS n FROM pit_events WHERE table_id <> $1', [
                PLANTED,
              ])
            )[0]?.n ?? 0,
          );
          for (const what of [
            ['pit', 'report', '--pg', url, '--json'],
            ['pit', 'rounds', '--pg', url, '--json'],
          ]) {
            const read = await sabot(dir, what);
            if (read.code !== 0)
              problems.push(`sabot ${what.slice(0, 2).join(' ')}: exit ${read.code}: ${read.err.trim()}`);
          }
          const verified = await sabot(dir, ['pit', 'verify', '--pg', url, '--json']);
          const verdicts =
            parsed<{ tables: { table: string; intact: boolean }[] }>(verified.out)?.tables ?? [];
          const namedByVerify = verdicts
            .filter((v) => !v.intact)
            .map((v) => v.table)
            .sort();
          if (JSON.stringify(namedByVerify) !== JSON.stringify([FORGED, PLANTED].sort()))
            problems.push(
              `sabot pit verify named ${namedByVerify.join(', ') || 'no table'}, not exactly ${FORGED} and ${PLANTED}`,
            );
          return { tables: tables.length + 1, factsAtCenter, grown, forgedRows, namedByVerify, problems };
        } finally {
          await cluster.stop();
        }
      },
    };
  }
}

/** The pit boss's PIN set at the new center, then the tables admitted from a list with it. */
async function admitted(dir: string, url: string, tables: readonly string[]): Promise<void> {
  const center = new Center(url);
  try {
    await setPitPin(center, 'pit-boss', PIT_PIN, 'soak');
  } finally {
    await center.close();
  }
  const list = join(dir, 'tables.txt');
  writeFileSync(list, `${tables.join('\n')}\n`);
  const admit = await sabot(
    dir,
    ['pit', 'admit', '--pg', url, '--from', list, '--operator', 'soak'],
    `${PIT_PIN}\n`,
  );
  if (admit.code !== 0) throw new Error(`sabot pit admit: ${admit.err}`);
}

function follow(dir: string, url: string, db: string): ChildProcess {
  const [command, ...rest] = [...NICE, process.execPath, SABOT, 'ship', '--db', db, '--pg', url, '--follow'];
  const child = spawn(command as string, rest, {
    cwd: dir,
    stdio: 'ignore',
  });
  child.on('error', () => {});
  return child;
}

/** SIGTERM: `ship --follow` ships once more and ends. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}

/** Each table once more by `sabot ship`, then its head at the center against its own log, and the log's own audit. */
async function checkWhole(
  dir: string,
  url: string,
  tables: readonly (readonly [string, string])[],
): Promise<string[]> {
  const problems: string[] = [];
  // Two tables at a time, one per core, as they were made: forty commands one by one took most of
  // the test's four minutes on a loaded two-core machine.
  for (let at = 0; at < tables.length; at += 2)
    for (const found of await Promise.all(
      tables.slice(at, at + 2).map(([table, db]) => checkOne(dir, url, table, db)),
    ))
      problems.push(...found);
  return problems;
}

/** One table shipped to the end and its log verified: what is wrong with it, said. */
async function checkOne(dir: string, url: string, table: string, db: string): Promise<string[]> {
  const problems: string[] = [];
  const shipped = await sabot(dir, ['ship', '--db', db, '--pg', url, '--table', table]);
  // The forged table's journal is refused (rows planted ahead of its own): its facts ship on.
  if (shipped.code !== 0 && table !== FORGED) problems.push(`sabot ship ${table}: ${shipped.err.trim()}`);
  const local = new LocalLogRows(db);
  const last = local.lastPosition();
  local.close();
  const [row] = await central<{ head: string }>(
    url,
    'SELECT head_position AS head FROM pit_tables WHERE table_id = $1',
    [table],
  );
  const head = Number(row?.head ?? -1);
  if (head !== last) problems.push(`table ${table}: the center holds ${head} facts, its log ${last}`);
  const verified = await sabot(dir, ['verify', '--db', db]);
  if (verified.code !== 0) problems.push(`sabot verify ${table}: ${verified.out}${verified.err}`.trim());
  return problems;
}

async function untilStored(url: string, table: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [row] = await central<{ head: string }>(
      url,
      'SELECT head_position AS head FROM pit_tables WHERE table_id = $1',
      [table],
    );
    if (Number(row?.head ?? 0) > 0) return;
    if (Date.now() > deadline) throw new Error(`table ${table} never reached the center`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Rows written at the center after the table's own (a simulated table's journal may hold none),
 * each linked onto the one before, its seal that of other words than it holds: a refusal invented
 * and then edited, which the center's audit finds and the table's shipping refuses (rows ahead of
 * its own).
 */
async function forgeJournal(url: string, table: string, rows: number): Promise<number> {
  for (let n = 0; n < rows; n++) {
    const [last] = await central<{ position: string; seal: string }>(
      url,
      'SELECT position, seal FROM pit_journal WHERE table_id = $1 ORDER BY position DESC LIMIT 1',
      [table],
    );
    const position = Number(last?.position ?? 0) + 1;
    const prevSeal = last?.seal ?? '0'.repeat(64);
    const values = [
      new Date().toISOString(),
      'refusal',
      'croupier',
      'keyboard',
      '{}',
      `forged ${n}`,
      null,
      null,
    ];
    await central(
      url,
      `INSERT INTO pit_journal (table_id, position, time, kind, operator, source, asked, reason, code, params,
                                prev_seal, seal)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [table, position, ...values, prevSeal, sealOf(prevSeal, position, values.with(5, 'what was sealed'))],
    );
  }
  return rows;
}

/** A table planted by SQL: a real log's facts, the third's data made not JSON and every hash after it computed again. */
async function plantUnreadable(url: string, db: string): Promise<void> {
  const local = new LocalLogRows(db);
  const facts = local.eventsAfter(0, 40);
  local.close();
  let prev = GENESIS_HASH;
  const planted = facts.map((fact) => {
    const data = fact.position === 3 ? 'not json at all' : fact.data;
    const hash = hashEvent(prev, {
      position: fact.position,
      stream: fact.stream,
      streamPosition: fact.stream_position,
      type: fact.type,
      data,
      metadata: fact.metadata,
      schemaVersion: fact.schema_version,
    });
    const row = { ...fact, data, prev_hash: prev, hash };
    prev = hash;
    return row;
  });
  await central(
    url,
    `INSERT INTO pit_tables (table_id, head_position, head_hash, reported_position, reported_at, stored_at)
       VALUES ($1, $2, $3, $2, now(), now())`,
    [PLANTED, planted.length, prev],
  );
  await central(
    url,
    `INSERT INTO pit_events SELECT $1, x.* FROM jsonb_to_recordset($2::jsonb) AS x(position bigint,
       stream text, stream_position integer, type text, data text, metadata text, schema_version integer,
       prev_hash text, hash text)`,
    [PLANTED, JSON.stringify(planted)],
  );
}

function parsed<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
