import { FLOOR_CHANGED, type FloorLine, type FloorShipping } from '../../app/contract/pit-floor.js';
import { Center } from '../../app/core/pit/center.js';
import { setPitPin } from '../../app/pit/pit-pins.js';
import { type PitServer, startPitServer } from '../../app/pit/pit-server.js';
import type { PitServerLine } from '../../app/pit/pit-server-line.js';
import { connectPit, type PitClient } from '../pit/pit-client.js';
import type { FloorLoad } from './pit-floor-load.js';
import { type Commit, type LatencySamples, measureLiveTable, type Witness } from './pit-latency.js';

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

/**
 * The pit boss's floor view as its browser has it: the pit server (`sabot pit serve`'s
 * startPitServer with its defaults, in this process) and a socket logged in as the pit boss, as the
 * floor page does. A round is seen when a `floorChanged` push carries the live table's line showing it.
 */
export function floorWitness(url: string, others: number): Witness {
  const center = new Center(url, { max: 6 });
  const failures: string[] = [];
  const shown = new Map<string, FloorShipping>();
  let server: PitServer | null = null;
  let client: PitClient | null = null;
  return {
    async start(table, seen) {
      await setPitPin(center, 'pit-boss', PIN, 'bench');
      server = await startPitServer({
        write: center,
        host: '127.0.0.1',
        port: 0,
        beyondLoopback: false,
        log: (line: PitServerLine) => {
          if (line.line === 'fold-failed' || line.line === 'internal-error')
            failures.push(JSON.stringify(line));
        },
      });
      const socket = await connectPit(server.port);
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
      if (failures.length > 0) throw new Error(`the pit server failed: ${failures.join('; ')}`);
    },
    async close() {
      client?.close();
      await server?.close();
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
  measureLiveTable(url, dir, load, options, floorWitness(url, load.tables.length));
