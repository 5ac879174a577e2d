import type { StoredEvent } from '../../../app/core/log/event-types.js';
import { toLoggedEvent } from '../../../app/core/log/log-mapping.js';
import { verifyLog } from '../../../app/core/log/verify.js';
import { reasonOf } from '../../../app/core/sentences.js';
import { TableService } from '../../../app/core/table/table-service.js';
import { foldLog } from '../../../engine/log/fold-log.js';
import { codeOf } from '../../../engine/result.js';
import { contextOf, phaseOf } from '../../../engine/round/table.js';
import type { ChildRun, Stood } from './child-run.js';
import type { CrashSessionPlan } from './crash-trial.js';
import { SessionDriver } from './session-driver.js';
import { tableDigest } from './table-digest.js';

/** One accepted input records its fact and, when it ends the round, the settlement. */
const MOST_FACTS_PER_INPUT = 2;
const PARENT = { source: 'simulator', operator: 'crash-parent' } as const;

export interface Checked {
  readonly logEnd: number;
  readonly events: number;
  readonly unreported: number;
  readonly phase: string;
  readonly round: number;
  /** The table the parent left after playing on, which the next child must reopen to. */
  readonly digest: string | undefined;
  /** The log failed its audit or would not reopen: the session ends here. */
  readonly unusable: boolean;
}

/**
 * After the kill: the log verifies; every fact the child reported is in it, as reported; nothing
 * beyond one input's facts is there unreported; the reopened table is the fold of the whole log
 * from scratch and, when the kill left nothing unreported, the very table the child had; every
 * settled round has its recorded settlement (an input and its settlement are one transaction);
 * and the reopened table accepts the next inputs of a new auto table.
 */
export function checkAfterKill(
  plan: CrashSessionPlan,
  run: ChildRun,
  logEndBefore: number,
  seed: number,
  problems: string[],
): Checked {
  const failed = {
    logEnd: logEndBefore,
    events: 0,
    unreported: 0,
    phase: '?',
    round: 0,
    digest: undefined,
    unusable: true,
  };
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
    const stored = service.log.readFrom(1);
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
    let digest: string | undefined;
    try {
      digest = playOn(service, plan, seed, problems);
    } catch (error) {
      problems.push(`after the reopen, a submit threw: ${(error as Error).message}`);
    }
    return {
      logEnd: service.log.last()?.position ?? 0,
      events,
      unreported,
      phase,
      round: table.round.number,
      digest,
      unusable: digest === undefined,
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
      `replay skips ${fold.skipped.length} facts, the first ${first?.type} at ${first?.position}: ${first && codeOf(first.refusal)}`,
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
    const end = service.log.last()?.position ?? 0;
    const phase = phaseOf(service.snapshot);
    const input = driver.next(service.snapshot);
    const result = service.submit(input, PARENT);
    if (!result.ok) {
      problems.push(
        `after the reopen, in ${phase}, ${JSON.stringify(input)} was refused: ${reasonOf(result)}`,
      );
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
