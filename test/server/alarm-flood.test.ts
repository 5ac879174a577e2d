import { describe, expect, it } from 'vitest';
import { SocketClient, servedTable } from './server-fixture.js';

const CONFLICTS = 2000;
const GAPS = 2000;

/**
 * A reader gone wrong on a served table (the simulated shoe on its pty, the link, the WebSocket):
 * thousands of frames reusing one sequence number with other cards, then thousands of frames each
 * after a gap. Each kind and cause is one alarm that counts, and every push says only what changed.
 */
describe('a flood of contradictory and gap frames from the shoe reader', () => {
  it(`${CONFLICTS} conflicting and ${GAPS} gap frames leave two alarms with their counts, and small pushes`, {
    timeout: 120_000,
  }, async () => {
    const fixture = await servedTable();
    const client = await SocketClient.connect(fixture);
    const { link, alarms } = fixture.table;
    const frame = (seq: number, card: string) => ({
      ok: true as const,
      frame: { kind: 'card' as const, seq, card: card as never },
      raw: new Uint8Array([seq % 256]),
    });
    const rssBefore = process.memoryUsage().rss;

    link.receive(frame(500, 'AS'));
    link.confirmNoCardLost();
    for (let sent = 0; sent < CONFLICTS; sent++) link.receive(frame(500, sent % 2 === 0 ? 'KD' : '2C'));
    for (let sent = 1; sent <= GAPS; sent++) link.receive(frame(500 + sent * 2, '5H'));

    const active = alarms.active().filter((alarm) => alarm.kind !== 'silent');
    expect(
      active.map((alarm) => [alarm.kind, alarm.count]),
      `${active.length} alarms up`,
    ).toEqual([
      ['conflict', CONFLICTS],
      ['frames-lost', GAPS],
    ]);
    expect(alarms.all().length).toBeLessThan(10);
    expect(active[0]?.sentence).toBe(
      'the shoe reader sent frame 500 twice with different content: check the last cards',
    );

    // The screens heard each raise, and never more than the one alarm it changed.
    const last = await client.alarmsPushed((change) => change.changed[0]?.count === GAPS, 20_000);
    expect(last.changed).toHaveLength(1);
    expect(client.alarmPushes.every((change) => change.changed.length === 1)).toBe(true);
    expect(Math.max(...client.alarmPushBytes)).toBeLessThan(1024);
    // The flood held up this thread for seconds: the reader's silence alarm may be up beside them.
    const viewed = (await client.request('viewTable', {})).reply as {
      alarms: { kind: string; count: number }[];
    };
    const flooded = viewed.alarms.filter((alarm) => alarm.kind !== 'silent');
    // The simulated shoe's own next frame, far behind the flood's numbers, may count as one more gap.
    expect(flooded.map((alarm) => alarm.kind)).toEqual(['conflict', 'frames-lost']);
    expect(flooded[0]?.count).toBe(CONFLICTS);
    expect(flooded[1]?.count).toBeGreaterThanOrEqual(GAPS);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });
});
