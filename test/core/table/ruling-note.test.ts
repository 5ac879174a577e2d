import { describe, expect, it, vi } from 'vitest';
import { SnapshotCache } from '../../../app/core/log/snapshot-cache.js';
import { listRoundPage } from '../../../app/core/review/table-review.js';
import { TableService } from '../../../app/core/table/table-service.js';
import type { TableUpdate } from '../../../app/core/table/table-service-types.js';
import { contextOf } from '../../../engine/round/table.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { BOSS, countFactsRead, playedSession } from './played-session.js';

describe('a ruling note on a past round', () => {
  it('given 45 rounds, when the pit boss records a ruling on round 30, then it is logged and told without folding the table again', () => {
    const { dbPath, service, desk } = playedSession(classic6d, 45);
    const table = service.snapshot;
    const recalled = service.recallRound(30).report;
    const refolds = vi.spyOn(SnapshotCache.prototype, 'currentState');
    const read = countFactsRead();
    const heard: TableUpdate[] = [];
    service.subscribe((update) => heard.push(update));

    const ruled = desk.recordRuling(30, 'box 2 asked for the card in time', BOSS);

    expect(ruled).toMatchObject({ ok: true, events: [{ type: 'RulingRecorded', stream: 'round-30' }] });
    expect(service.log.last()?.type).toBe('RulingRecorded');
    expect(refolds).not.toHaveBeenCalled();
    expect(read.count()).toBe(0);
    expect(service.snapshot).toBe(table);
    expect(heard).toEqual([{ snapshot: table, events: ruled.ok ? ruled.events : [] }]);
    expect(service.recallRound(30).report).toEqual(recalled);
    service.close();

    const reopened = TableService.open({ dbPath });
    expect(contextOf(reopened.snapshot)).toEqual(contextOf(table));
    reopened.close();
  });

  it('given 12 rounds, when the pit boss records a note on round 5, then the round list does not flag it "correction" (a note corrects nothing)', () => {
    const { service, desk } = playedSession(classic6d, 12);
    const flagsOf = (round: number) =>
      listRoundPage(service, { limit: 500 }).rounds.find((row) => row.round === round)?.flags;
    expect(flagsOf(5)).not.toContain('correction');

    expect(desk.recordRuling(5, 'box 2 asked for the card in time', BOSS).ok).toBe(true);

    expect(flagsOf(5)).not.toContain('correction');
    expect(listRoundPage(service, { flag: 'correction' }).rounds.map((row) => row.round)).not.toContain(5);
    service.close();
  });
});
