import type { LoggedEvent } from '../../../engine/log/log-events.js';
import { toUnits } from '../../../engine/money.js';
import type { RoundReport } from '../../../engine/round/report.js';
import { isAudited } from '../../../engine/table/event-kinds.js';
import { sameNets } from '../../../engine/table/resettle.js';

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

/** The facts of a round its audit reads: the recorded settlement and the rulings. */
export const auditReads = (type: string): boolean => type === 'RoundSettled' || isAudited(type);

export function auditRound(stream: readonly LoggedEvent[], report: RoundReport): RoundAudit {
  let recorded: Record<string, number> | null = null;
  const corrections: RoundAudit['corrections'] = [];
  for (const { position, event } of stream) {
    if (event.type === 'RoundSettled') {
      recorded = Object.fromEntries(
        Object.entries(event.netByBettor).map(([bettor, net]) => [bettor, toUnits(net)]),
      );
    } else if (isAudited(event.type)) {
      const { type, ...detail } = event;
      corrections.push({ position, type, detail });
    }
  }
  const matches = recorded === null ? report.state !== 'settled' : sameNets(recorded, report.net);
  return { round: report.round, recorded, recomputed: report.net, matches, corrections };
}
