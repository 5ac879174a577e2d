import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonText } from '../../app/cli/io.js';
import { TableService } from '../../app/core/table/table-service.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { replayedTheLongWay, ruledSession } from '../core/table/ruled-session.js';
import { runSabot } from '../support/run-cli.js';

/** A log with rulings recorded long after their rounds, and its replay worked out the long way. */
function ruledLog() {
  const { service, dbPath } = ruledSession();
  const rounds = replayedTheLongWay(service);
  service.close();
  const differ = rounds.some(({ audit }) => !audit.matches);
  return { db: dbPath, rounds, code: differ ? 3 : 0 };
}

describe('sabot replay and export, written as the log is read', () => {
  it('given --json, then the document is byte for byte the one JSON.stringify of the whole replay prints', async () => {
    const { db, rounds, code } = ruledLog();
    const replayed = await runSabot('replay', '--db', db, '--json');
    expect(replayed.code).toBe(code);
    const whole = {
      profile: 'home-1d',
      rounds: rounds.map(({ report }) => report),
      audit: { rounds: rounds.map(({ audit }) => audit), skipped: [] },
      rejected: [],
    };
    expect(replayed.out).toBe(jsonText(whole));
  });

  it('given --jsonl, then the profile comes first and then one line a round, each with its audit', async () => {
    const { db, rounds, code } = ruledLog();
    const replayed = await runSabot('replay', '--db', db, '--jsonl');
    expect(replayed.code).toBe(code);
    const lines = replayed.out.trimEnd().split('\n');
    expect(JSON.parse(lines[0] ?? '')).toEqual({ profile: 'home-1d' });
    expect(lines.slice(1).map((line) => JSON.parse(line))).toEqual(
      rounds.map(({ report, audit }) => ({ round: report, audit })),
    );
    const [voided] = lines.slice(10, 11).map((line) => JSON.parse(line));
    expect(voided.audit.corrections[0].type).toBe('RoundVoided');

    const one = await runSabot('replay', '--db', db, '--round', '30', '--jsonl');
    const [profile, round] = one.out
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(profile).toEqual({ profile: 'home-1d' });
    expect(round.round.round).toBe(30);
    expect(round.audit.corrections.map(({ type }: { type: string }) => type)).toEqual(['RulingRecorded']);
  });

  it('given a table opened and no round dealt, then the document still has every part, its lists empty', async () => {
    const db = join(tempDir(), 'table.db');
    TableService.open({ dbPath: db, profile: classic6d }).close();
    const replayed = await runSabot('replay', '--db', db, '--json');
    expect(replayed.code).toBe(0);
    const none = { profile: 'classic-6d', rounds: [], audit: { rounds: [], skipped: [] }, rejected: [] };
    expect(replayed.out).toBe(jsonText(none));
    expect((await runSabot('replay', '--db', db, '--jsonl')).out).toBe('{"profile":"classic-6d"}\n');
  });

  it('given --json and --jsonl together, then the pit boss is told to choose one, in their language', async () => {
    const { db } = ruledLog();
    const both = await runSabot('replay', '--db', db, '--json', '--jsonl');
    expect(both.code).toBe(2);
    expect(both.out).toBe('');
    expect(both.err).toContain('--json and --jsonl print the same replay in two forms: choose one');
    expect((await runSabot('replay', '--db', db, '--json', '--jsonl', '--lang', 'fr')).err).toContain(
      '--json et --jsonl affichent le même rejeu sous deux formes : en choisir une',
    );
    expect((await runSabot('replay', '--db', db, '--json', '--jsonl', '--lang', 'ru')).err).toContain(
      '--json и --jsonl выводят одну и ту же переигровку в двух видах: выберите один',
    );
  });

  it('given a log longer than a page, then sabot export writes every fact once, in order, chained', async () => {
    const { db } = ruledLog();
    const exported = await runSabot('export', '--db', db);
    expect(exported.code).toBe(0);
    const facts = exported.out
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(facts.length).toBeGreaterThan(1_000);
    facts.forEach((fact, index) => {
      expect(fact.position).toBe(index + 1);
      if (index > 0) expect(fact.prevHash).toBe(facts[index - 1].hash);
    });
  });
});
