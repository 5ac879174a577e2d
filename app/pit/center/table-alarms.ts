import { toUnits } from '../../../engine/money.js';
import type { MessageCode } from '../../../engine/refusals/message.js';
import { contextOf } from '../../../engine/round/table.js';
import type { ChainProblem } from '../../contract/pit-report.js';
import { listRoundPage } from '../../core/review/table-review.js';
import type { Center } from '../../core/shipping/center.js';
import type { TableService } from '../../core/table/table-service.js';
import { verifyCenter } from './verify-chain.js';

/** The newest alarmed rounds a refresh looks at: the older ones were raised by earlier refreshes. */
const NEWEST_ALARMED = 10;

export interface TableAlarm {
  readonly subject: string;
  readonly code: string;
  readonly params: Record<string, string | number>;
}

/**
 * The table's own alarms, as its replica shows them, raised in pit_alarms (kind `table`) so that a
 * pit boss can acknowledge them: a round the round list flags with an alarm (the reader's trouble
 * or a refused card during it), and an opener that differed from the last closer while the table
 * stays open. A round's alarm is raised once ever (its round is over; the acknowledgement ends it);
 * the opener's is cleared once the table closes. True when anything changed.
 */
export async function raiseTableAlarms(
  center: Center,
  table: string,
  service: TableService,
): Promise<boolean> {
  const alarms: TableAlarm[] = listRoundPage(service, { flag: 'alarm', limit: NEWEST_ALARMED }).rounds.map(
    ({ round }) => ({ subject: `round:${round}`, code: 'pit.round-alarm', params: { table, round } }),
  );
  const differs = contextOf(service.snapshot).books.openerDiffers;
  if (differs)
    alarms.push({
      subject: 'opener',
      code: 'pit.opener-differs',
      params: { table, opener: toUnits(differs.opener), closer: toUnits(differs.closer) },
    });
  const raised = await insertTableAlarms(center, table, alarms);
  const cleared = differs
    ? { rowCount: 0 }
    : await center.query(
        `UPDATE pit_alarms SET cleared_at = now()
         WHERE table_id = $1 AND kind = 'table' AND subject = 'opener' AND cleared_at IS NULL`,
        [table],
      );
  const changed = raised + (cleared.rowCount ?? 0) > 0;
  if (changed) await center.query("SELECT pg_notify('pit_alarm', $1)", [table]);
  return changed;
}

/**
 * Table alarms raised unless already there: an open one is not raised twice, and an alarm about
 * something over (a round, a protection reading) is raised once ever, even after it was cleared.
 * The number raised.
 */
export async function insertTableAlarms(
  center: Center,
  table: string,
  alarms: readonly TableAlarm[],
): Promise<number> {
  if (alarms.length === 0) return 0;
  const raised = await center.query(
    `INSERT INTO pit_alarms (table_id, kind, subject, code, params)
       SELECT $1, 'table', x.subject, x.code, x.params
       FROM jsonb_to_recordset($2::jsonb) AS x(subject text, code text, params jsonb)
       WHERE NOT EXISTS (
         SELECT 1 FROM pit_alarms a WHERE a.table_id = $1 AND a.kind = 'table' AND a.subject = x.subject
           AND (a.cleared_at IS NULL OR x.subject LIKE 'round:%' OR x.subject LIKE 'protection:%'
                OR x.subject LIKE 'compliance:%'))
     ON CONFLICT (table_id, kind, subject) WHERE cleared_at IS NULL DO NOTHING`,
    [table, JSON.stringify(alarms)],
  );
  return raised.rowCount ?? 0;
}

/** The chain alarm a stored chain's problem found by `pit verify` raises (the ingest's own codes). */
const PROBLEM_ALARMS: Partial<Record<ChainProblem, MessageCode>> = {
  'hash-mismatch': 'pit.chain-hash-mismatch',
  'breaks-chain': 'pit.chain-breaks-chain',
  gap: 'pit.chain-gap',
  'not-a-fact': 'pit.chain-not-a-fact',
};

/**
 * The stored chains checked again (verifyCenter) and what is found there raised on the alarm
 * board (a fact edited or planted at the center after it was stored), once ever for each fact
 * and problem. The journals are the journal checks' to alarm. The number raised.
 */
export async function raiseStoredChainAlarms(center: Center): Promise<number> {
  let raised = 0;
  for (const verdict of (await verifyCenter(center)).tables) {
    const code = verdict.problem && PROBLEM_ALARMS[verdict.problem.reason];
    if (
      verdict.problem &&
      code &&
      (await raiseChainAlarm(center, verdict.table, verdict.problem.position, code))
    )
      raised++;
  }
  return raised;
}

/**
 * A stored fact the pit's readers cannot read (a table left out), on the alarm board as the
 * ingest's refusal of such a fact says it. True when raised now.
 */
export const raiseUnreadableFact = (center: Center, table: string, position: number): Promise<boolean> =>
  raiseChainAlarm(center, table, position, 'pit.chain-not-a-fact');

/**
 * A chain alarm of a stored fact (kind `chain`, subject its position), once ever for its fact and
 * code: the stored fact stays as it is, and an acknowledgement ends the alarm. True when raised now.
 */
async function raiseChainAlarm(
  center: Center,
  table: string,
  position: number,
  code: MessageCode,
): Promise<boolean> {
  const raised = await center.query(
    `INSERT INTO pit_alarms (table_id, kind, subject, code, params)
       SELECT $1, 'chain', $2::text, $3, jsonb_build_object('table', $1::text, 'position', $2::bigint)
       WHERE NOT EXISTS (SELECT 1 FROM pit_alarms a WHERE a.table_id = $1 AND a.kind = 'chain'
                           AND a.subject = $2::text AND a.code = $3)
     ON CONFLICT (table_id, kind, subject) WHERE cleared_at IS NULL DO NOTHING`,
    [table, position, code],
  );
  if ((raised.rowCount ?? 0) === 0) return false;
  await center.query("SELECT pg_notify('pit_alarm', $1)", [table]);
  return true;
}
