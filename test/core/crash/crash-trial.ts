import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { StoredEvent } from '../../../app/core/log/event-types.js';
import { verifyLog } from '../../../app/core/log/verify.js';
import { toLoggedEvent } from '../../../app/core/table/log-mapping.js';
import { TableService } from '../../../app/core/table/table-service.js';
import { foldLog } from '../../../engine/log/fold-log.js';
import { type RandomSource, seededRandom } from '../../../engine/random/seeded.js';
import { contextOf, phaseOf } from '../../../engine/round/table.js';
import { SessionDriver } from './session-driver.js';
import { tableDigest } from './table-digest.js';

/**
 * The parent side of the service crash harness, shared by the CI test and the soak script: starts
 * the compiled table child on a log, kills it with SIGKILL at a seeded random moment, checks what
 * the kill left, plays a few inputs on the reopened table, and starts the next child on the same
 * log. Problems are collected as sentences, so the soak can count them and the test can show them.
 */
export interface CrashSessionPlan {
  /** The compiled `table-child.js` (see build-child.ts). */
  readonly childPath: string;
  readonly dbPath: string;
  readonly profileId: string;
  readonly boxes: number;
  /** Children started and killed on this log, one after the other. */
  readonly trials: number;
  /** Seeds the kill moments and every child's and parent's shuffles: a failing session replays. */
  readonly seed: number;
  /** The longest wait after the child's `open` line before it is killed. */
  readonly maxDelayMs?: number;
  /** Inputs the parent plays on the reopened table after each kill. */
  readonly continueInputs?: number;
}

export interface TrialOutcome {
  readonly trial: number;
  /** What the delay was counted from: the spawn (the kill may land while the child starts or opens the log) or its `open` line. */
  readonly from: 'spawn' | 'open';
  readonly delayMs: number;
  /** Facts the child reported accepted before the kill. */
  readonly reported: number;
  /** Facts in the log after the kill. */
  readonly events: number;
  /** Facts committed but not yet reported when the kill came (at most one input's: 0 to 2). */
  readonly unreported: number;
  readonly phase: string;
  readonly round: number;
  readonly problems: readonly string[];
}

const KILL_FROM_SPAWN_SHARE = 0.2;
const MAX_DELAY_FROM_SPAWN_MS = 600;
/** A child that has not opened the log by then is stuck, not slow. */
const CHILD_DEADLINE_MS = 30_000;
/** One accepted input records its fact and, when it ends the round, the settlement. */
const MOST_FACTS_PER_INPUT = 2;
const PARENT = { source: 'simulator', operator: 'crash-parent' } as const;

export async function playCrashSession(
  plan: CrashSessionPlan,
  onTrial?: (outcome: TrialOutcome) => void,
): Promise<TrialOutcome[]> {
  const random = seededRandom(plan.seed);
  const outcomes: TrialOutcome[] = [];
  const verified = existsSync(plan.dbPath) ? verifyLog(plan.dbPath) : undefined;
  let logEnd = verified?.ok ? verified.events : 0;
  let expected: string | undefined;
  for (let trial = 0; trial < plan.trials; trial++) {
    const from = logEnd > 0 && random() < KILL_FROM_SPAWN_SHARE ? 'spawn' : 'open';
    const delayMs = Math.floor(
      random() * (from === 'spawn' ? MAX_DELAY_FROM_SPAWN_MS : (plan.maxDelayMs ?? 150)),
    );
    const run = await runChild(plan, seedFrom(random), from, delayMs);
    const problems: string[] = [];
    if (expected && run.opened && run.opened.digest !== expected) {
      problems.push('the child reopened the log to another table than the parent left');
    }
    const checked = checkAfterKill(plan, run, logEnd, seedFrom(random), problems);
    logEnd = checked.logEnd;
    expected = checked.digest;
    const outcome: TrialOutcome = {
      trial,
      from,
      delayMs,
      reported: run.reported.size,
      events: checked.events,
      unreported: checked.unreported,
      phase: checked.phase,
      round: checked.round,
      problems,
    };
    outcomes.push(outcome);
    onTrial?.(outcome);
  }
  return outcomes;
}

const seedFrom = (random: RandomSource): number => Math.floor(random() * 2 ** 31);

interface Stood {
  readonly position: number;
  readonly phase: string;
  readonly digest: string;
}

interface ChildRun {
  opened: Stood | undefined;
  last: Stood | undefined;
  readonly reported: Map<number, string>;
  readonly lines: string[];
  signal: NodeJS.Signals | null;
  code: number | null;
  stderr: string;
}

function runChild(
  plan: CrashSessionPlan,
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

interface Checked {
  readonly logEnd: number;
  readonly events: number;
  readonly unreported: number;
  readonly phase: string;
  readonly round: number;
  /** The table the parent left after playing on, which the next child must reopen to. */
  readonly digest: string | undefined;
}

/**
 * After the kill: the log verifies; every fact the child reported is in it, as reported; nothing
 * beyond one input's facts is there unreported; the reopened table is the fold of the whole log
 * from scratch and, when the kill left nothing unreported, the very table the child had; every
 * settled round has its recorded settlement (an input and its settlement are one transaction);
 * and the reopened table accepts the next inputs of a new auto table.
 */
function checkAfterKill(
  plan: CrashSessionPlan,
  run: ChildRun,
  logEndBefore: number,
  seed: number,
  problems: string[],
): Checked {
  const failed = { logEnd: logEndBefore, events: 0, unreported: 0, phase: '?', round: 0, digest: undefined };
  if (run.signal !== 'SIGKILL') {
    const said = [...run.lines, run.stderr.trim()].filter(Boolean).join(' / ');
    problems.push(`the child stopped by itself (code ${run.code}, signal ${run.signal}): ${said}`);
  }
  const verified = verifyLog(plan.dbPath);
  if (!verified.ok) {
    problems.push(`verify fails at position ${verified.position}: ${verified.problem}`);
    return failed;
  }
  let service: TableService;
  try {
    service = TableService.open({ dbPath: plan.dbPath });
  } catch (error) {
    problems.push(`the log does not reopen: ${(error as Error).message}`);
    return failed;
  }
  try {
    const stored = service.store.readFrom(1);
    const events = stored.length;
    checkReported(run, stored, problems);
    const stood = run.last ?? run.opened;
    const known = stood?.position ?? logEndBefore;
    const unreported = events - known;
    if (unreported < 0 || unreported > MOST_FACTS_PER_INPUT) {
      problems.push(`the log ends at ${events} but the child last reported ${known}`);
    }
    checkFold(service, stored, stood, unreported, problems);
    const table = contextOf(service.snapshot);
    const phase = phaseOf(service.snapshot);
    const digest = playOn(service, plan, seed, problems);
    return {
      logEnd: service.store.last()?.position ?? 0,
      events,
      unreported,
      phase,
      round: table.round.number,
      digest,
    };
  } finally {
    service.close();
  }
}

function checkReported(run: ChildRun, stored: readonly StoredEvent[], problems: string[]): void {
  for (const [position, type] of run.reported) {
    const found = stored[position - 1];
    if (found?.position !== position || found.type !== type) {
      problems.push(
        `the child reported ${type} accepted at ${position}, the log holds ${found?.type ?? 'nothing'} there`,
      );
      return;
    }
  }
}

function checkFold(
  service: TableService,
  stored: readonly StoredEvent[],
  stood: Stood | undefined,
  unreported: number,
  problems: string[],
): void {
  const fold = foldLog(stored.map(toLoggedEvent));
  if (!fold.snapshot) {
    problems.push('the log folds to no table');
    return;
  }
  if (fold.skipped.length > 0) {
    const first = fold.skipped[0];
    problems.push(
      `replay skips ${fold.skipped.length} facts, the first ${first?.type} at ${first?.position}: ${first?.reason}`,
    );
  }
  const reopened = tableDigest(service.snapshot);
  if (reopened !== tableDigest(fold.snapshot)) {
    problems.push('the reopened table differs from a fold of the whole log from scratch');
  }
  if (stood) {
    const atReport = unreported === 0 ? reopened : tableDigest(foldUpTo(stored, stood.position));
    if (atReport !== stood.digest) {
      problems.push(
        `the log up to position ${stood.position} does not fold to the table the child had there`,
      );
    }
    if (unreported === 0 && phaseOf(service.snapshot) !== stood.phase) {
      problems.push(
        `the child stood in ${stood.phase}, the reopened table is in ${phaseOf(service.snapshot)}`,
      );
    }
  }
  for (const report of fold.rounds) {
    const stream = `round-${report.round}`;
    const recorded = stored.filter(
      (event) => event.stream === stream && event.type === 'RoundSettled',
    ).length;
    const due = report.state === 'settled' ? 1 : 0;
    if (recorded !== due) {
      problems.push(`round ${report.round} is ${report.state} but has ${recorded} recorded settlements`);
      return;
    }
  }
}

function foldUpTo(stored: readonly StoredEvent[], position: number) {
  const snapshot = foldLog(stored.slice(0, position).map(toLoggedEvent)).snapshot;
  if (!snapshot) throw new Error(`the log up to ${position} holds no table`);
  return snapshot;
}

/** The round goes on from where the kill left it: each next input is accepted and recorded next. */
function playOn(service: TableService, plan: CrashSessionPlan, seed: number, problems: string[]): string {
  const driver = new SessionDriver(seed, plan.boxes);
  for (let played = 0; played < (plan.continueInputs ?? 6); played++) {
    const end = service.store.last()?.position ?? 0;
    const phase = phaseOf(service.snapshot);
    const input = driver.next(service.snapshot);
    const result = service.submit(input, PARENT);
    if (!result.ok) {
      problems.push(`after the reopen, in ${phase}, ${JSON.stringify(input)} was refused: ${result.reason}`);
      break;
    }
    if (result.events[0]?.position !== end + 1) {
      problems.push(
        `after the reopen, ${JSON.stringify(input)} was recorded at ${result.events[0]?.position}, not ${end + 1}`,
      );
      break;
    }
  }
  return tableDigest(service.snapshot);
}
