import { afterAll, describe, expect, it } from 'vitest';
import { verifyLog } from '../../app/core/log/verify.js';
import { smallDisk } from '../support/small-disk.js';
import { SocketClient, servedTable } from './server-fixture.js';

const disk = smallDisk();
afterAll(() => disk.remove());

const FULL = "the log's disk is full: nothing more can be stored; free space and the table resumes";

describe(`a served table whose log's disk fills up (the disk simulated with ${disk.method})`, () => {
  it(`${disk.method}: the web screen's alarm line says so, inputs are refused with a code's sentence, and play resumes once space returns`, {
    timeout: 30_000,
  }, async () => {
    const fixture = await servedTable({ logDir: disk.dir });
    const client = await SocketClient.connect(fixture);
    const { path } = fixture.table.service.log;
    // Bets from one backer after another around the seven boxes: each a fact of its own.
    const bet = (n: number) =>
      client.request('submitInput', {
        input: { type: 'bet', box: 1 + (n % 7), amount: 10, bettor: `p${n}` },
      });
    for (const n of [0, 1]) expect((await bet(n)).reply).toEqual({ ok: true });

    disk.fill({ path });
    // A page ceiling may still fit a few rows in the log's last pages; a full tmpfs fits none.
    let accepted = 2;
    let refused: { ok: boolean; reason?: string } | undefined;
    while (!refused && accepted < 21) {
      const reply = (await bet(accepted)).reply as { ok: boolean; reason?: string };
      if (reply.ok) accepted++;
      else refused = reply;
    }
    expect(refused).toEqual({
      ok: false,
      reason: `not recorded: ${FULL}`,
      refusal: { code: 'log.disk-full', params: {} },
    });
    const alarm = await client.alarmsPushed((change) => change.changed.some((a) => a.kind === 'disk-full'));
    expect(alarm.changed[0]).toMatchObject({ kind: 'disk-full', code: 'alarm.disk-full', sentence: FULL });
    expect((await client.request('keyIn', { line: 'deal' })).reply).toEqual({
      ok: false,
      reason: `not recorded: ${FULL}`,
      refusal: { code: 'log.disk-full', params: {} },
    });
    const viewed = (await client.request('viewTable', {})).reply as {
      alarms: { kind: string }[];
      view: { phase: string; round: { boxes: { bettors: unknown[] }[] } };
    };
    expect(viewed.alarms.map((a) => a.kind)).toContain('disk-full');
    // The table is as the log holds it: the refused bet and deal are in neither.
    expect(viewed.view.phase).toBe('betting');
    expect(viewed.view.round.boxes.flatMap((box) => box.bettors)).toHaveLength(accepted);
    expect(fixture.logged).toEqual([]);

    disk.free({ path });
    // The table looks for space every second: the alarm clears without anyone keying anything.
    const cleared = await client.alarmsPushed((change) =>
      change.changed.some((a) => a.kind === 'disk-full' && a.clearedAt !== undefined),
    );
    expect(cleared.changed[0]?.count).toBeGreaterThanOrEqual(2);
    expect((await bet(accepted)).reply).toEqual({ ok: true });
    expect((await client.request('keyIn', { line: 'deal' })).reply).toEqual({ ok: true });

    const verified = verifyLog(fixture.dbPath);
    expect(verified.ok).toBe(true);
    const facts = fixture.table.service.log.readFrom(1, 1000);
    expect(facts.filter((event) => event.type === 'BetPlaced')).toHaveLength(accepted + 1);
    expect(facts.filter((event) => event.type === 'BetsClosed')).toHaveLength(1);
  });
});
