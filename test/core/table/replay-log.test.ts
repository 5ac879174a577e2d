import { describe, expect, it } from 'vitest';
import { headPathFor } from '../../../app/core/log/chain-head.js';
import { EventStore } from '../../../app/core/log/event-store.js';
import { loggedFactsFrom, toLoggedEvent } from '../../../app/core/log/log-mapping.js';
import { replayLog, replayWholeLog } from '../../../app/core/table/replay-log.js';
import { foldLog } from '../../../engine/log/fold-log.js';
import { contextOf } from '../../../engine/round/table.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { onLogFile } from '../../support/log-file.js';
import { BOSS, playedSession } from './played-session.js';

/** A played table (about 1,100 facts: more than a page of the reader) with a late void and a card correction. */
function correctedSession() {
  const { service, desk, dbPath } = playedSession(home1d, 60);
  expect(desk.voidRound(10, 'dealt from the wrong shoe', BOSS).ok).toBe(true);
  const drawn = service.log.factsOfRound(20).find((fact) => fact.type === 'CardDrawn');
  if (!drawn) throw new Error('round 20 drew no card');
  const card = String((drawn.data as { card: string }).card);
  // The same card again: a correction that changes nothing the later facts rely on.
  expect(desk.correctCard(drawn.position, card, 'reader misread', BOSS).ok).toBe(true);
  // The readers below the table's, on a store of the test's own over the same file.
  const onStore = <T>(use: (store: EventStore) => T): T =>
    onLogFile(dbPath, (db) => use(new EventStore(db, headPathFor(dbPath))));
  return { service, onStore };
}

describe('replay from the log', () => {
  it('reads each fact as the stored event read back gives it (without its source), from any position to any bound', () => {
    const { service, onStore } = correctedSession();
    // The reader leaves the sources out: the fix rule asks for the last card's only, read once after the fold.
    const all = service.log.readFrom(1).map(({ metadata: _, ...row }) => toLoggedEvent(row));
    expect(all.some((entry) => 'source' in entry)).toBe(false);
    expect(all.length).toBeGreaterThan(1_000);
    onStore((store) => {
      expect([...loggedFactsFrom(store, 1)]).toEqual(all);
      expect([...loggedFactsFrom(store, 98, 345)]).toEqual(all.slice(97, 344));
      expect([...loggedFactsFrom(store, all.length + 1)]).toEqual([]);
    });
    service.close();
  });

  it('folds the log as a fold of every stored event does, corrections applied', () => {
    const { service, onStore } = correctedSession();
    const all = service.log.readFrom(1).map(toLoggedEvent);
    const expected = foldLog(all);
    const replayed = service.log.replay();
    expect(replayed.rounds).toEqual(expected.rounds);
    expect(replayed.skipped).toEqual(expected.skipped);
    expect(contextOf(replayed.snapshot ?? service.snapshot)).toEqual(contextOf(service.snapshot));
    expect(replayWholeLog(service).rounds).toEqual(expected.rounds);

    const until = 1_050;
    const prefix = all.slice(0, until - 1);
    const early = service.log.corrections().filter((entry) => entry.position < until);
    expect(onStore((store) => replayLog(store, early, { until })).rounds).toEqual(foldLog(prefix).rounds);
    service.close();
  });
});
