import { spawn } from 'node:child_process';
import type { CrashSessionPlan } from './crash-trial.js';

/** A child that has not opened the log by then is stuck, not slow. */
const CHILD_DEADLINE_MS = 30_000;

/** Where the child's table stood after a line it reported: the last fact's position, phase and digest. */
export interface Stood {
  readonly position: number;
  readonly phase: string;
  readonly digest: string;
}

export interface ChildRun {
  opened: Stood | undefined;
  last: Stood | undefined;
  readonly reported: Map<number, string>;
  readonly lines: string[];
  signal: NodeJS.Signals | null;
  code: number | null;
  stderr: string;
}

/**
 * One life of the table child (table-child.ts): started on the log, killed with SIGKILL `delayMs`
 * after its start or after its `open` line, with everything it reported over the pipe.
 */
export function runChild(
  plan: Pick<CrashSessionPlan, 'childPath' | 'dbPath' | 'profileId' | 'boxes'>,
  seed: number,
  from: 'spawn' | 'open',
  delayMs: number,
): Promise<ChildRun> {
  const args = [plan.childPath, plan.dbPath, plan.profileId, String(seed), String(plan.boxes)];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const run: ChildRun = {
    opened: undefined,
    last: undefined,
    reported: new Map(),
    lines: [],
    signal: null,
    code: null,
    stderr: '',
  };
  const kill = () => child.kill('SIGKILL');
  const timers = [setTimeout(kill, CHILD_DEADLINE_MS)];
  if (from === 'spawn') timers.push(setTimeout(kill, delayMs));
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const [word, position, type, phase, digest] = line.split(' ');
      if (word === 'open' && type && phase) {
        run.opened = { position: Number(position), phase: type, digest: phase };
        if (from === 'open') timers.push(setTimeout(kill, delayMs));
      } else if (word === 'ok' && type && phase && digest) {
        run.reported.set(Number(position), type);
        run.last = { position: Number(position), phase, digest };
      } else {
        run.lines.push(line);
      }
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    run.stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    // `close`, not `exit`: every line the child wrote has been read by then.
    child.on('close', (code, signal) => {
      for (const timer of timers) clearTimeout(timer);
      run.code = code;
      run.signal = signal;
      resolve(run);
    });
  });
}
