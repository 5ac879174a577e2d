import type { LoggedEvent } from '../../../engine/log/log-events.js';
import { toUnits } from '../../../engine/money.js';
import type { RoundReport } from '../../../engine/round/report.js';

/** What the pit boss checks of a round: what was paid then against what replay pays now, and every correction. */
export interface RoundAudit {
  readonly round: number;
  /** The settlement as recorded when the round settled (table units), or null if it never settled. */
  readonly recorded: Record<string, number> | null;
  readonly recomputed: Record<string, number>;
  /** False when replay pays differently from the record: expected after a correction, a fault otherwise. */
  readonly matches: boolean;
  readonly corrections: { readonly position: number; readonly type: string; readonly detail: unknown }[];
}

const CORRECTIONS = new Set(['CardCorrected', 'RoundVoided', 'RulingRecorded']);

export function auditRound(stream: readonly LoggedEvent[], report: RoundReport): RoundAudit {
  let recorded: Record<string, number> | null = null;
  const corrections: RoundAudit['corrections'] = [];
  for (const { position, event } of stream) {
    if (event.type === 'RoundSettled') {
      recorded = Object.fromEntries(
        Object.entries(event.netByBettor).map(([bettor, net]) => [bettor, toUnits(net)]),
      );
    } else if (CORRECTIONS.has(event.type)) {
      const { type, ...detail } = event;
      corrections.push({ position, type, detail });
    }
  }
  const matches = recorded === null ? report.state !== 'settled' : sameNets(recorded, report.net);
  return { round: report.round, recorded, recomputed: report.net, matches, corrections };
}

/** Whether two settlements pay every bettor the same (a bettor missing from one counts as differing). */
export function sameNets(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}
