import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openLogDatabase } from '../../app/core/log/database.js';
import { EventStore } from '../../app/core/log/event-store.js';
import { toLoggedEvent } from '../../app/core/log/log-mapping.js';
import { SNAPSHOT_EVERY_ROUNDS, SnapshotCache } from '../../app/core/log/snapshot-cache.js';
import { reasonOf } from '../../app/core/sentences.js';
import { replayLog } from '../../app/core/table/replay-log.js';
import { TableService } from '../../app/core/table/table-service.js';
import { foldLog } from '../../engine/log/fold-log.js';
import type { TableInput } from '../../engine/round/inputs.js';
import { contextOf, openTable, submitInput, type TableSnapshot } from '../../engine/round/table.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { SessionDriver } from '../core/crash/session-driver.js';
import { rawTable } from './event-log.js';
import type { BenchSuite, Measurement } from './harness.js';
import { millionEventLog, removeLog } from './million-log.js';
import type { ProbeResult, RecallTiming } from './table-log-probe.js';

/**
 * The table's log seen from the table service: what one accepted input costs from submit to a
 * synced commit, beside a bare SQLite insert of the same row with the same sync in the same run;
 * how fast the stored facts fold back into a table, beside a bare scan of the same rows; and, on
 * a log of a million facts, start-up, recall of a past round and resident memory (the pit boss's
 * round list has a suite of its own, round-list.ts). Files live in the OS temp folder and in
 * `.bench/`, so the figures are this machine's disk.
 */
const SUBMITS = 3_000;
const WARM_UP = 200;
const REPLAYED = 100_000;
const WARM_PROBES = 3;
/** Turns of the replay, the fold alone and the raw scan, one after the other, after a first uncounted one. */
const REPLAY_TURNS = 7;

const TARGET_SUBMIT_P99_MS = 2;
/** A submit's median against the raw insert's (the p99 has its own target, in milliseconds). */
const TARGET_SUBMIT_FACTOR = 1.5;
const TARGET_OPEN_MS = 1_000;
const TARGET_RECALL_MS = 20;

const SUBMIT =
  'submit one input through TableService (decide, append, hash chain, head file; synchronous=FULL)';
const SUBMIT_OPENING = `the same, inputs that open a round (they write the ended round's rows, and one round in ${SNAPSHOT_EVERY_ROUNDS} the snapshot cache)`;
const SUBMIT_OTHER = 'the same, every other input';
const RAW_INSERT = 'baseline: raw better-sqlite3 INSERT of the same row (WAL, synchronous=FULL)';
const DECIDE = 'decide only: submitInput on an in-memory table';
const n = (count: number): string => count.toLocaleString('en');
const REPLAY = `replay ${n(REPLAYED)} stored facts (replayLog: the fold's columns read a page at a time, folded as read)`;
const FOLD_ONLY = `fold only: foldLog over the same ${n(REPLAYED)} facts, already read`;
const RAW_SCAN = `baseline: raw SELECT of the same ${n(REPLAYED)} rows`;

export const tableLogSuite: BenchSuite = {
  title: 'Table log (TableService)',
  async run(): Promise<Measurement[]> {
    const dir = mkdtempSync(join(tmpdir(), 'sabot-bench-table-'));
    try {
      const submits = measureSubmits(dir);
      const million = await millionEventLog();
      const built =
        million.builtInSeconds === null
          ? 'reused from .bench/'
          : `built in ${million.builtInSeconds.toFixed(0)} s this run, cached in .bench/`;
      return [...submits, ...measureReplay(million.path), ...measureMillion(million.path, built, dir)];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

/** The inputs of a classic-6d session (three boxes), decided once beforehand so only the submit is timed. */
function sessionInputs(count: number): TableInput[] {
  const driver = new SessionDriver(7_001, 3);
  let table: TableSnapshot = openTable(classic6d);
  const inputs: TableInput[] = [];
  while (inputs.length < count) {
    const input = driver.next(table);
    const decided = submitInput(table, input);
    if (!decided.ok) throw new Error(`the benchmark session was refused: ${reasonOf(decided)}`);
    inputs.push(input);
    table = decided.snapshot;
  }
  return inputs;
}

/**
 * Taken in turns, input by input: the service's submit, the bare insert of the row it stored, and
 * the decision alone. The disk is shared, so each sees the same load and the ratios hold.
 */
function measureSubmits(dir: string): Measurement[] {
  const inputs = sessionInputs(WARM_UP + SUBMITS);
  const service = TableService.open({ dbPath: join(dir, 'submit.db'), profile: classic6d });
  const raw = rawTable(join(dir, 'raw.db'));
  const insert = raw.prepare('INSERT INTO events VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)');
  let decided: TableSnapshot = openTable(classic6d);
  const samples = {
    submit: [] as number[],
    opening: [] as number[],
    other: [] as number[],
    raw: [] as number[],
    decide: [] as number[],
  };
  const meta = { source: 'shoe', operator: 'croupier-7' } as const;
  try {
    inputs.forEach((input, index) => {
      const roundBefore = contextOf(service.snapshot).round.number;
      let start = performance.now();
      const result = service.submit(input, meta);
      const submitMs = performance.now() - start;
      if (!result.ok) throw new Error(`the benchmark session was refused: ${reasonOf(result)}`);
      const stored = result.events[0];
      if (!stored) throw new Error('an accepted input stored no fact');
      start = performance.now();
      insert.run(
        stored.position,
        stored.stream,
        stored.streamPosition,
        stored.type,
        JSON.stringify(stored.data),
        JSON.stringify(stored.metadata),
        stored.prevHash,
        stored.hash,
      );
      const rawMs = performance.now() - start;
      start = performance.now();
      const next = submitInput(decided, input);
      const decideMs = performance.now() - start;
      if (next.ok) decided = next.snapshot;
      if (index < WARM_UP) return;
      samples.submit.push(submitMs);
      const opened = contextOf(service.snapshot).round.number !== roundBefore;
      (opened ? samples.opening : samples.other).push(submitMs);
      samples.raw.push(rawMs);
      samples.decide.push(decideMs);
    });
  } finally {
    service.close();
    raw.close();
  }
  const submit = summarize(SUBMIT, samples.submit);
  const opening = summarize(SUBMIT_OPENING, samples.opening);
  const other = summarize(SUBMIT_OTHER, samples.other);
  const rawRow = summarize(RAW_INSERT, samples.raw);
  const medianRatio = submit.medianMs / rawRow.medianMs;
  const p99Ratio = submit.p99Ms / rawRow.p99Ms;
  return [
    {
      ...submit,
      note:
        `p99 ${submit.p99Ms < TARGET_SUBMIT_P99_MS ? 'meets' : 'MISSES'} the ${TARGET_SUBMIT_P99_MS} ms target; ` +
        `median ${medianRatio.toFixed(2)}× the raw insert (${medianRatio <= TARGET_SUBMIT_FACTOR ? 'meets' : 'MISSES'} ` +
        `the ${TARGET_SUBMIT_FACTOR}× target), p99 ${p99Ratio.toFixed(2)}×`,
    },
    {
      ...opening,
      note: `${Math.round((100 * samples.opening.length) / samples.submit.length)}% of inputs; ${(opening.medianMs / rawRow.medianMs).toFixed(2)}× the raw insert: the ended round's rows in its commit, and one round in ${SNAPSHOT_EVERY_ROUNDS} a second commit (the snapshot)`,
    },
    {
      ...other,
      note: `one commit each; median ${(other.medianMs / rawRow.medianMs).toFixed(2)}× the raw insert, p99 ${(other.p99Ms / rawRow.p99Ms).toFixed(2)}×`,
    },
    { ...rawRow, note: 'same disk, same run, same rows: one WAL sync per commit' },
    { ...summarize(DECIDE, samples.decide), note: 'the statechart alone, no I/O' },
  ];
}

function summarize(name: string, samples: number[]): Measurement {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
  return { name, medianMs: at(0.5), p99Ms: at(0.99), samples: sorted.length };
}

/**
 * Replay of the first facts of the million-event log: the fold as start-up and recall run it.
 * The three are taken in turns, as the submits are, so that each sees the same load.
 */
function measureReplay(path: string): Measurement[] {
  const db = openLogDatabase(path, { quickCheck: false });
  try {
    const store = new EventStore(db, `${path}.head`);
    const snapshots = new SnapshotCache(db, store);
    const logged = store.readFrom(1, REPLAYED).map(toLoggedEvent);
    const scan = db.prepare('SELECT * FROM events WHERE position >= 1 ORDER BY position LIMIT ?');
    const tasks: Record<string, () => unknown> = {
      // The product's replay, as the review and start-up run it: corrections read, then the facts.
      [REPLAY]: () => replayLog(store, snapshots.corrections(), { until: 1 + REPLAYED }),
      [FOLD_ONLY]: () => foldLog(logged),
      [RAW_SCAN]: () => scan.all(REPLAYED),
    };
    const samples = new Map(Object.keys(tasks).map((name) => [name, [] as number[]]));
    for (let turn = 0; turn <= REPLAY_TURNS; turn++) {
      for (const [name, task] of Object.entries(tasks)) {
        const start = performance.now();
        task();
        // The first turn warms up every path and is not counted.
        if (turn > 0) samples.get(name)?.push(performance.now() - start);
      }
    }
    const rows = [...samples].map(([name, times]) => summarize(name, times));
    const rate = (ms: number) => `${n(Math.round((REPLAYED / ms) * 1000))} facts/s`;
    const raw = rows.find((row) => row.name === RAW_SCAN)?.medianMs ?? Number.NaN;
    return rows.map((row) => ({
      ...row,
      note:
        row.name === RAW_SCAN
          ? rate(row.medianMs)
          : `${rate(row.medianMs)}; ${(row.medianMs / raw).toFixed(2)}× the raw scan`,
    }));
  } finally {
    db.close();
  }
}

/** Start-up and recall on the million-event log, each probe in a fresh process. */
function measureMillion(path: string, built: string, dir: string): Measurement[] {
  const last = lastRound(path);
  const rounds = [2, Math.floor(last / 2), last - 1];
  const warm = Array.from({ length: WARM_PROBES }, () => probe(path, rounds));
  const cold = probeWithoutSnapshots(path, rounds, dir);
  return [...startUpRows(warm, cold, last, built), ...recallRows(warm, cold, last)];
}

function startUpRows(warm: ProbeResult[], cold: ProbeResult, last: number, built: string): Measurement[] {
  const opens = warm.map((result) => result.openMs).sort((a, b) => a - b);
  const median = opens[Math.floor(opens.length / 2)] ?? Number.NaN;
  const first = warm[0] as ProbeResult;
  const memory = (result: ProbeResult) =>
    `resident memory ${result.rssBeforeMb} → ${result.rssAfterMb} MB (heap ${result.heapAfterMb} MB)`;
  const target = (ms: number) => (ms < TARGET_OPEN_MS ? 'meets' : 'MISSES');
  return [
    {
      name: `cold start: TableService.open on ${n(first.events)} facts (${n(last)} rounds), snapshot cache warm`,
      medianMs: median,
      p99Ms: opens.at(-1) ?? Number.NaN,
      samples: opens.length,
      note:
        `${target(median)} the 1 s target (a new process each, OS file cache warm); of it SQLite open with ` +
        `quick_check ${first.databaseOpenMs.toFixed(0)} ms (${first.databaseOpenWithoutCheckMs.toFixed(0)} ms without), ` +
        `latest snapshot lookup ${first.latestSnapshotMs.toFixed(0)} ms; ${memory(first)}; log ${built}`,
    },
    {
      name: 'cold start on the same log with the snapshot cache cleared (fold from the first fact)',
      medianMs: cold.openMs,
      p99Ms: cold.openMs,
      samples: 1,
      note: `${target(cold.openMs)} the 1 s target; ${n(Math.round((cold.events / cold.openMs) * 1000))} facts/s; ${memory(cold)}`,
    },
  ];
}

/** Recall of an early, a middle and a late round: the median over every warm probe's repeats. */
function recallRows(warm: ProbeResult[], cold: ProbeResult, last: number): Measurement[] {
  const labels = ['early', 'middle', 'late'];
  const rows = (warm[0] as ProbeResult).recalls.map((recall, index): Measurement => {
    const of = warm.map((result) => result.recalls[index] as RecallTiming);
    const medians = of.map((timing) => timing.medianMs).sort((a, b) => a - b);
    const median = medians[Math.floor(medians.length / 2)] ?? Number.NaN;
    const coldFirst = cold.recalls[index]?.firstMs ?? Number.NaN;
    return {
      name: `recall round ${n(recall.round)} (${labels[index]}) of ${n(last)}: recallRound, ${recall.facts} facts`,
      medianMs: median,
      p99Ms: Math.max(...of.map((timing) => timing.maxMs)),
      samples: of.reduce((sum, timing) => sum + timing.repeats, 0),
      note:
        `${median < TARGET_RECALL_MS ? 'meets' : 'MISSES'} the 20 ms target; first call after start ` +
        `${recall.firstMs.toFixed(1)} ms; with the snapshot cache cleared, first call ${coldFirst.toFixed(0)} ms`,
    };
  });
  const medians = rows.map((row) => row.medianMs);
  const spread = `slowest/fastest of the three ${(Math.max(...medians) / Math.min(...medians)).toFixed(0)}×`;
  return rows.map((row, index) => (index === 0 ? { ...row, note: `${row.note}; ${spread}` } : row));
}

function lastRound(path: string): number {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const stream = db
      .prepare<[], string>(
        "SELECT stream FROM events WHERE stream LIKE 'round-%' ORDER BY position DESC LIMIT 1",
      )
      .pluck()
      .get();
    return Number(stream?.slice('round-'.length));
  } finally {
    db.close();
  }
}

function probe(path: string, rounds: readonly number[]): ProbeResult {
  const script = join(import.meta.dirname, 'table-log-probe.js');
  if (!existsSync(script)) {
    throw new Error(`${script} is missing: the table log benchmark runs compiled (npm run bench)`);
  }
  const output = execFileSync(process.execPath, [script, path, ...rounds.map(String)], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '') as ProbeResult;
}

/** A copy of the log with an empty snapshot cache, as after an upgrade of the fold. */
function probeWithoutSnapshots(path: string, rounds: readonly number[], dir: string): ProbeResult {
  const copy = join(dir, 'no-snapshots.db');
  copyFileSync(path, copy);
  copyFileSync(`${path}.head`, `${copy}.head`);
  try {
    const db = new Database(copy);
    db.exec('DELETE FROM snapshots');
    db.close();
    return probe(copy, rounds);
  } finally {
    removeLog(copy);
  }
}
