import { type Message, say } from '../../engine/refusals/message.js';
import type { PitAlarm } from '../contract/pit-floor.js';
import type { Center } from '../core/shipping/center.js';

/** How long a cleared alarm stays on the floor, so the pit boss sees what happened while away. */
const CLEARED_SHOWN = '1 hour';

interface AlarmRow {
  id: string;
  table_id: string;
  kind: PitAlarm['kind'];
  subject: string;
  code: string;
  params: PitAlarm['params'];
  raised_at: Date;
  cleared_at: Date | null;
  ack_operator: string | null;
  ack_role: string | null;
  ack_at: Date | null;
}

/** The floor's alarms: every open one, and those cleared within the hour, newest first. */
export async function openAlarms(center: Center): Promise<PitAlarm[]> {
  const result = await center.query<AlarmRow>(
    `SELECT a.id, a.table_id, a.kind, a.subject, a.code, a.params, a.raised_at, a.cleared_at,
            j.operator AS ack_operator, j.role AS ack_role, j.at AS ack_at
     FROM pit_alarms a
     LEFT JOIN pit_center_journal j ON j.alarm_id = a.id AND j.action = 'acknowledge'
     WHERE a.cleared_at IS NULL OR a.cleared_at > now() - $1::interval
     ORDER BY a.raised_at DESC, a.id DESC LIMIT 500`,
    [CLEARED_SHOWN],
  );
  return result.rows.map((row) => ({
    id: Number(row.id),
    table: row.table_id,
    kind: row.kind,
    subject: row.subject,
    code: row.code,
    params: row.params,
    raisedAt: row.raised_at.toISOString(),
    clearedAt: row.cleared_at?.toISOString() ?? null,
    acknowledged:
      row.ack_operator === null
        ? null
        : { operator: row.ack_operator, role: row.ack_role ?? '', at: row.ack_at?.toISOString() ?? '' },
  }));
}

/**
 * A pit boss acknowledges an alarm: one row of the center's journal with the author (an alarm is
 * acknowledged once: the database's unique index says so). A table's alarm about a round that is
 * over, or about a game-protection reading, ends with its acknowledgement. Null when done, else why not.
 */
export async function acknowledgeAlarm(
  center: Center,
  alarm: number,
  by: { readonly operator: string; readonly role: string },
): Promise<Message | null> {
  const result = await center.query<{ found: string; done: string; by: string | null }>(
    `WITH target AS (SELECT id, table_id FROM pit_alarms WHERE id = $1),
     acknowledged AS (
       INSERT INTO pit_center_journal (operator, role, action, table_id, alarm_id)
         SELECT $2, $3, 'acknowledge', table_id, id FROM target
       ON CONFLICT (alarm_id) WHERE action = 'acknowledge' DO NOTHING RETURNING id)
     SELECT (SELECT count(*) FROM target) AS found, (SELECT count(*) FROM acknowledged) AS done,
            (SELECT operator FROM pit_center_journal WHERE alarm_id = $1 AND action = 'acknowledge') AS by`,
    [alarm, by.operator, by.role],
  );
  const row = result.rows[0];
  if (!row || Number(row.found) === 0) return say('pit.no-such-alarm', { alarm });
  if (Number(row.done) === 0) return say('pit.already-acknowledged', { alarm, operator: row.by ?? '' });
  await center.query(
    `UPDATE pit_alarms SET cleared_at = now()
     WHERE id = $1 AND kind = 'table' AND (subject LIKE 'round:%' OR subject LIKE 'protection:%')
       AND cleared_at IS NULL`,
    [alarm],
  );
  await center.query("SELECT pg_notify('pit_alarm', '')");
  return null;
}
