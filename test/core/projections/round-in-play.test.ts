import { copyFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { projectInMemory } from '../../../app/core/projections/round-list-in-memory.js';
import { roundPage } from '../../../app/core/projections/round-list-query.js';
import { RoundProjection } from '../../../app/core/projections/round-projection.js';
import { listRoundPage } from '../../../app/core/review/table-review.js';
import type { TableService } from '../../../app/core/table/table-service.js';
import { contextOf } from '../../../engine/round/table.js';
import { onLogFile } from '../../support/log-file.js';
import { ALL, openPlayedTable } from './projected-table.js';

const positionOf = (service: TableService): number =>
  onLogFile(service.log.path, (db) =>
    db.prepare<[], number>("SELECT position FROM projections WHERE name = 'rounds'").pluck().get(),
  ) ?? 0;

/** Plays on until the round in play holds facts after the append that opened it. */
function midRound(seed: number) {
  const table = openPlayedTable(seed);
  table.play(80);
  const round = () => contextOf(table.service.snapshot).round.number;
  const opened = round();
  while (round() === opened) table.play(1);
  table.play(4);
  expect(round()).toBe(opened + 1);
  return table;
}

describe("the round list's round in play", () => {
  it('given facts that only move the round in play, then they write no row and no position of the projection', () => {
    const table = midRound(5);
    expect(positionOf(table.service)).toBeLessThan(table.service.log.lastPosition());
    table.service.close();
  });

  it('when the table lists its rounds, then the round in play is written first and the list is the fold of the log', () => {
    const table = midRound(6);
    const { service, dbPath } = table;
    const listed = listRoundPage(service, ALL).rounds;
    expect(positionOf(service)).toBe(service.log.lastPosition());
    expect(listed[0]?.round).toBe(contextOf(service.snapshot).round.number);
    const fresh = projectInMemory(dbPath, { fromFirstFact: true });
    expect(listed).toEqual(roundPage(fresh.rows, ALL, fresh.log).rounds);
    fresh.close();
    service.close();
  });

  it('when the table closes mid-round, then the file holds the round in play and its position', () => {
    const table = midRound(7);
    const tail = table.service.log.lastPosition();
    table.service.close();
    const file = new Database(table.dbPath, { readonly: true });
    expect(file.prepare("SELECT position FROM projections WHERE name = 'rounds'").pluck().get()).toBe(tail);
    file.close();
  });

  it('given a copy taken mid-round, when read without writing, then only the round in play is folded and the list is the whole fold', () => {
    const table = midRound(8);
    const { service, dbPath } = table;
    const copy = `${dbPath}.copy`;
    onLogFile(dbPath, (db) => db.pragma('wal_checkpoint(TRUNCATE)'));
    copyFileSync(dbPath, copy);
    copyFileSync(`${dbPath}.head`, `${copy}.head`);
    const full = projectInMemory(copy, { fromFirstFact: true });
    const expected = roundPage(full.rows, ALL, full.log).rounds;
    full.close();
    const rebuilt = RoundProjection.prototype.rebuild;
    let rebuilds = 0;
    RoundProjection.prototype.rebuild = function (this: RoundProjection) {
      rebuilds += 1;
      rebuilt.call(this);
    };
    try {
      const copied = projectInMemory(copy);
      expect(roundPage(copied.rows, ALL, copied.log).rounds).toEqual(expected);
      copied.close();
    } finally {
      RoundProjection.prototype.rebuild = rebuilt;
    }
    expect(rebuilds).toBe(0);
    expect(expected[0]?.round).toBe(contextOf(service.snapshot).round.number);
    service.close();
  });
});
