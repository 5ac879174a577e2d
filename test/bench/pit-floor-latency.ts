import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLOOR_CHANGED, type FloorLine, type FloorShipping } from '../../app/contract/pit-floor.js';
import { Center } from '../../app/core/shipping/center.js';
import { setPitPin } from '../../app/pit/pit-pins.js';
import { connectPit, type PitClient } from '../pit/pit-client.js';
import type { FloorLoad } from './pit-floor-load.js';
import { type Commit, type LatencySamples, measureLiveTable, type Witness } from './pit-latency.js';
import { type SabotChild, startSabotChild } from './serve-child.js';

const PIN = '482913';
const CAUGHT_UP_WITHIN_MS = 90_000;

/** A fold is shown once the line names a later round, or this one settled. */
const shows = (line: FloorLine, commit: Commit): boolean =>
  line.round !== null &&
  (line.round.number > commit.round ||
    (line.round.number === commit.round && line.round.state === 'settled'));

/** A table is caught up on the floor once its line was folded from everything the center holds of it. */
const caughtUp = (shipping: FloorShipping | undefined): boolean =>
  shipping !== undefined && shipping.head > 0 && shipping.replica === shipping.head && shipping.behind === 0;

/** What the pit server says when a fold or a step of its own failed (it speaks English here). */
const FAILED = /could not be read from its replica|internal error/;

/**
 * Set to a folder, the pit server writes its CPU profile there when it stops (node --cpu-prof):
 * where its event loop's time goes while the floor catches up.
 */
const PROFILE_DIR = process.env.SABOT_BENCH_PIT_PROFILE;

/** Seconds of CPU a process used so far (user + system), from /proc (clock ticks of 1/100 s). */
const cpuSeconds = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/**
 * The pit boss's floor view as its browser has it: the pit server (`sabot pit serve` with its
 * defaults, in a process of its own as on the pit's machine, away from the live table's commits and
 * Shipper) and a socket logged in as the pit boss, as the floor page does. A round is seen when a
 * `floorChanged` push carries the live table's line showing it.
 */
export function floorWitness(url: string, dir: string, others: number): Witness {
  const center = new Center(url, { max: 1 });
  const shown = new Map<string, FloorShipping>();
  let server: SabotChild | null = null;
  let client: PitClient | null = null;
  let startedAt = 0;
  return {
    async start(table, seen) {
      await setPitPin(center, 'pit-boss', PIN, 'bench');
      server = await startSabotChild(
        dir,
        ['pit', 'serve', '--pg', url, '--port', '0', '--cache', join(dir, 'pit-cache')],
        /^Floor: (http:\/\/\S+)$/m,
        {
          env: { LC_ALL: 'C' },
          ...(PROFILE_DIR && { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] }),
        },
      );
      startedAt = performance.now();
      const socket = await connectPit(Number(new URL(server.url).port));
      client = socket;
      const login = await socket.request('login', {
        role: 'pit-boss',
        operator: 'bench',
        pin: PIN,
        nonce: socket.nonce,
      });
      if (!login.ok) throw new Error(`the pit boss's login was refused: ${login.error ?? ''}`);
      socket.onPush((push) => {
        if (push.push !== FLOOR_CHANGED) return;
        const at = performance.now();
        for (const line of push.lines) {
          if (line.table === table) seen((commit) => shows(line, commit), at);
          else shown.set(line.table, line.shipping);
        }
      });
    },
    async caughtUp() {
      const everyone = () => shown.size >= others && [...shown.values()].every(caughtUp);
      const until = performance.now() + CAUGHT_UP_WITHIN_MS;
      while (!everyone()) {
        if (performance.now() > until)
          return `the floor view showed ${[...shown.values()].filter(caughtUp).length} of the ${others} caught up after ${CAUGHT_UP_WITHIN_MS / 1000} s more, the steady rounds measured from there while it still folds`;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return undefined;
    },
    settled: async () => {
      const failures = server?.complaints.filter((line) => FAILED.test(line)) ?? [];
      if (failures.length > 0) throw new Error(`the pit server failed: ${failures.join('; ')}`);
    },
    said() {
      if (!server) return undefined;
      const busy = cpuSeconds(server.pid) / ((performance.now() - startedAt) / 1000);
      return `the pit server's process used ${(busy * 100).toFixed(0)} % of a core over the run`;
    },
    async close() {
      client?.close();
      await server?.stop();
      await center.close();
    },
  };
}

/** The live table's rounds to the pit boss's floor view, while the floor's other tables ship. */
export const measureCommitToFloor = (
  url: string,
  dir: string,
  load: FloorLoad,
  options: { everyMs: number; steadyMs: number },
): Promise<LatencySamples> =>
  measureLiveTable(url, dir, load, options, floorWitness(url, dir, load.tables.length));
