import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Alarm, AlarmBoard, type AlarmKind } from '../../app/core/devices/alarms.js';
import { connectReader } from '../../app/core/devices/live-table.js';
import { ShoeLink } from '../../app/core/devices/shoe-link.js';
import type { DeviceJournal } from '../../app/core/log/device-journal.js';
import { reasonOf } from '../../app/core/sentences.js';
import { replayWholeLog } from '../../app/core/table/replay-log.js';
import { TableService } from '../../app/core/table/table-service.js';
import { SEQ_MODULO } from '../../devices/protocol/frame.js';
import { ShoeReader } from '../../devices/serial/shoe-reader.js';
import { openPtyPair, type PtyPair } from '../../devices/simulator/pty-pair.js';
import { ShoeSimulator } from '../../devices/simulator/shoe-simulator.js';
import type { SentFrame, SimulatorTally } from '../../devices/simulator/simulator-tally.js';
import { seededRandom } from '../../engine/random/seeded.js';
import { contextOf, phaseOf } from '../../engine/round/table.js';
import { findProfile } from '../../engine/rules/profiles.js';
import { AutoTable, drawToSeventeen } from '../../engine/sim/auto-table.js';
import { Conditions, sleep } from './conditions.js';

/**
 * The fault soak: a simulated shoe reader with a faulty line, on a real pseudo-terminal pair,
 * read by the real driver (ShoeReader) and fed through the real link (ShoeLink) into a table
 * service with its SQLite log, while an auto table plays rounds and keeps asking for cards.
 *
 * It lives under test/bench so that `npm run build` compiles it: the CI test
 * (test/devices/e2e/fault-soak.test.ts) runs it short, scripts/fault-soak.mjs runs it long.
 *
 * The croupier's part is played as the link asks: every non-card input the auto table decides is
 * keyed (source keyboard); a card it asks for is pulled from the simulated shoe and must come in
 * through the line; after a frames-lost alarm the croupier confirms without keying anything
 * (the lost card counts as gone, as a card that fell on the floor: the next card out of the shoe
 * goes where it was due). The table is played in lock-step with the line: after each card the
 * driver must have reported every byte put on the line before the next decision.
 *
 * Sequence numbers run on across reloads of the shoe (the reader is not restarted, only its shoe
 * changed), so every frame of the soak has its own number and the checks can follow it.
 */

export interface FaultSoakOptions {
  /** At least this many frames are put on the line (counting dropped ones); the last round is finished. */
  readonly frames: number;
  readonly seed?: number;
  readonly profileId?: string;
  readonly boxes?: number;
  readonly corruptRate?: number;
  readonly dropRate?: number;
  readonly duplicateRate?: number;
  /** Unplug/plug-in cycles of the pty pair, spread evenly over the frames. */
  readonly disconnects?: number;
  /** How long the port stays away each time. */
  readonly downMs?: number;
  readonly heartbeatMs?: number;
  /**
   * How long the plugged-in reader boots before its hello: longer than the 1 s the driver is
   * allowed to take to reconnect, so a driver within its target never misses the hello.
   */
  readonly bootMs?: number;
  /** Where the log's folder is made (the OS temp folder by default). */
  readonly dir?: string;
  /** Keep the log (its path is in the report). */
  readonly keep?: boolean;
  readonly progress?: (line: string) => void;
  readonly progressEvery?: number;
  /** Longest wait for the driver to report what was put on the line. */
  readonly waitMs?: number;
}

export interface Reconnection {
  /** How long the driver reported the port gone. */
  readonly downForMs: number;
  /** From the port's return (both links usable again) to the driver's `reconnected`. */
  readonly backAfterMs: number;
  /** How long socat took to make the pair again. */
  readonly portReturnMs: number;
  readonly attempts: number;
}

export interface FaultSoakReport {
  readonly seed: number;
  readonly profile: string;
  readonly logPath: string;
  readonly durationMs: number;
  /** What the simulators' own tallies say they did. */
  readonly simulator: {
    /** Every frame given a sequence number: put on the line, or dropped on it. */
    readonly frames: number;
    readonly onLine: number;
    readonly corrupted: number;
    readonly dropped: number;
    readonly duplicated: number;
    readonly notSent: number;
    readonly byKind: Readonly<Record<string, number>>;
    readonly cardsDealt: number;
    readonly intactCards: number;
    readonly shoes: number;
    readonly disconnects: number;
  };
  readonly driver: { readonly decoded: number; readonly refused: number };
  readonly journal: { readonly rows: number; readonly decoded: number; readonly rejected: number };
  /** Cards the log holds (CardDrawn), and of them from the simulator. */
  readonly tableCards: { readonly all: number; readonly fromSimulator: number };
  readonly rounds: { readonly settled: number; readonly replayMatches: boolean; readonly skipped: number };
  readonly alarms: Readonly<Partial<Record<AlarmKind, number>>>;
  readonly gaps: {
    /** Lost frames (dropped or corrupted) in runs that a later frame revealed, by run length. */
    readonly expected: readonly number[];
    /** The frames-lost alarms, by the number of frames each one says were lost. */
    readonly alarmed: readonly number[];
    /** Runs a hello came right after: the reader announced a restart, so no gap can be seen. */
    readonly maskedByHello: readonly number[];
    /** Runs no later frame revealed (at the very start or end). */
    readonly unrevealed: number;
  };
  readonly reconnections: readonly Reconnection[];
  /** Every check that failed, as a sentence; empty when the soak passed. */
  readonly problems: readonly string[];
}

interface WireFrame {
  readonly seq: number;
  readonly kind: SentFrame['frame']['kind'];
  readonly fate: SentFrame['fate'];
  readonly duplicated: boolean;
  readonly bytes: Uint8Array;
  readonly card: string | null;
}

const OPERATOR = 'croupier-soak';
const KEYED = { source: 'keyboard', operator: OPERATOR } as const;
const LOST = /^(\d+) frames? (?:was|were) lost/;

export async function runFaultSoak(options: FaultSoakOptions): Promise<FaultSoakReport> {
  const seed = options.seed ?? 1;
  const profileId = options.profileId ?? 'classic-6d';
  const found = findProfile(profileId);
  if (!found.ok) throw new Error(reasonOf(found));
  const profile = found.value;
  const faults = {
    corruptRate: options.corruptRate ?? 0.01,
    dropRate: options.dropRate ?? 0.005,
    duplicateRate: options.duplicateRate ?? 0.005,
  };
  const disconnects = options.disconnects ?? 2;
  const waitMs = options.waitMs ?? 10_000;
  const every = options.progressEvery ?? 10_000;
  const say = options.progress ?? (() => {});

  const dir = mkdtempSync(join(options.dir ?? tmpdir(), 'sabot-fault-soak-'));
  const logPath = join(dir, 'table.db');
  const opened = await openPtyPair();
  if (!opened.ok) throw new Error(reasonOf(opened));
  const pair = opened.value;
  // The pair the simulator unplugs, timing the port's return.
  const returned = { calledAt: 0, at: 0 };
  const pty: PtyPair = {
    readerPath: pair.readerPath,
    hostPath: pair.hostPath,
    get plugged() {
      return pair.plugged;
    },
    unplug: () => pair.unplug(),
    plugIn: async () => {
      returned.calledAt = Date.now();
      const back = await pair.plugIn();
      returned.at = Date.now();
      return back;
    },
    close: () => pair.close(),
  };

  const service = TableService.open({ dbPath: logPath, profile });
  const journal = service.openDeviceJournal();
  const alarms = new AlarmBoard();
  // The board coalesces alarms of one cause and keeps only the latest cleared ones: the soak
  // counts every time an alarm was raised or counted again, as it was said then.
  const raised: Alarm[] = [];
  alarms.subscribe((changed) => {
    for (const alarm of changed) if (!alarm.clearedAt) raised.push(alarm);
  });
  const link = new ShoeLink(service, journal, alarms, {
    device: pair.hostPath,
    operator: OPERATOR,
    source: 'simulator',
  });
  const reader = ShoeReader.open({ path: pair.hostPath });
  // The link hears each report first, so once a count below moves the link has acted on it.
  connectReader(reader, link);
  const conditions = new Conditions();
  const heard = {
    opened: 0,
    decoded: 0,
    refused: 0,
    disconnected: 0,
    reconnected: [] as { downForMs: number; attempts: number; at: number }[],
  };
  reader.on('opened', () => {
    heard.opened++;
    conditions.poke();
  });
  reader.on('frame', () => {
    heard.decoded++;
    conditions.poke();
  });
  reader.on('refused', () => {
    heard.refused++;
    conditions.poke();
  });
  reader.on('disconnected', () => {
    heard.disconnected++;
    conditions.poke();
  });
  reader.on('reconnected', ({ downForMs, attempts, at }) => {
    heard.reconnected.push({ downForMs, attempts, at });
    conditions.poke();
  });
  let settled = 0;
  service.subscribe(({ events }) => {
    settled += events.filter((event) => event.type === 'RoundSettled').length;
  });

  const wire: WireFrame[] = [];
  let onLine = 0;
  const onSent = (sent: SentFrame): void => {
    wire.push({
      seq: sent.frame.seq,
      kind: sent.frame.kind,
      fate: sent.fate,
      duplicated: sent.duplicated,
      bytes: sent.bytes,
      card: sent.frame.kind === 'card' ? sent.frame.card : null,
    });
    if (sent.fate === 'intact' || sent.fate === 'corrupted') onLine += sent.duplicated ? 2 : 1;
    conditions.poke();
  };
  const state = (): string =>
    `${onLine} frames on the line, the driver reported ${heard.decoded} decoded and ${heard.refused} refused`;
  /** The driver has reported everything put on the line so far, and the link has acted on it. */
  const caughtUp = (): Promise<void> =>
    conditions.until(
      () => heard.decoded + heard.refused >= onLine,
      waitMs,
      'the driver to report every frame on the line',
      state,
    );

  const tallies: SimulatorTally[] = [];
  let simulator: ShoeSimulator | null = null;
  let simulatorShoe = -1;
  const reconnections: Reconnection[] = [];
  const started = performance.now();

  /** A new shoe in the reader when the table changed its own: hello and SHOE_IN, numbers running on. */
  const reload = async (): Promise<void> => {
    if (simulator) {
      await caughtUp();
      await simulator.close();
      tallies.push(simulator.tally);
    }
    const last = wire.at(-1);
    const created = ShoeSimulator.create({
      pty,
      profileId,
      seed: seed + tallies.length,
      firstSeq: last ? (last.seq + 1) % SEQ_MODULO : 0,
      paceMs: 0,
      heartbeatMs: options.heartbeatMs ?? 1000,
      bootMs: options.bootMs ?? 1000,
      faults,
      onSent,
    });
    if (!created.ok) throw new Error(reasonOf(created));
    simulator = created.value;
    simulatorShoe = contextOf(service.snapshot).shoe.shoeNumber;
    const on = await simulator.open();
    if (!on.ok) throw new Error(reasonOf(on));
    await caughtUp();
  };

  /** The reader's cable pulled (socat stopped: the table's port vanishes) and plugged back in. */
  const outage = async (shoe: ShoeSimulator): Promise<void> => {
    await caughtUp();
    const [downs, ups] = [heard.disconnected, heard.reconnected.length];
    await shoe.unplug();
    await conditions.until(() => heard.disconnected > downs, waitMs, 'the driver to see the port go');
    await sleep(options.downMs ?? 500);
    const back = await shoe.plugIn();
    if (!back.ok) throw new Error(reasonOf(back));
    await conditions.until(() => heard.reconnected.length > ups, waitMs, 'the driver to reconnect');
    const up = heard.reconnected[ups];
    if (up)
      reconnections.push({
        downForMs: up.downForMs,
        backAfterMs: Math.max(0, up.at - returned.at),
        portReturnMs: returned.at - returned.calledAt,
        attempts: up.attempts,
      });
    await caughtUp();
  };

  const auto = new AutoTable({
    boxes: options.boxes ?? 3,
    strategy: drawToSeventeen,
    random: seededRandom(seed),
  });
  const outagesAt = Array.from({ length: disconnects }, (_, i) =>
    Math.floor(((i + 1) * options.frames) / (disconnects + 1)),
  );
  let nextReport = every;
  try {
    await conditions.until(() => heard.opened > 0, waitMs, 'the driver to open the port');
    await reload();
    for (;;) {
      if (link.paused) link.confirmNoCardLost();
      const snapshot = service.snapshot;
      if (wire.length >= options.frames && phaseOf(snapshot) === 'settled') break;
      if (wire.length >= nextReport) {
        say(
          `${wire.length} frames, ${settled} rounds, ${((performance.now() - started) / 1000).toFixed(0)} s`,
        );
        nextReport += every;
      }
      const due = outagesAt[0];
      if (due !== undefined && wire.length >= due && simulator) {
        outagesAt.shift();
        await outage(simulator);
        say(`port unplugged and back: driver reconnected ${reconnections.at(-1)?.backAfterMs} ms after`);
      }
      if (contextOf(snapshot).shoe.shoeNumber !== simulatorShoe) await reload();
      const input = auto.nextInput(phaseOf(snapshot), contextOf(snapshot));
      if (input.type === 'card') {
        const shoe = simulator as ShoeSimulator | null;
        if (!shoe || shoe.cardsLeft === 0) throw new Error('the simulated shoe ran out of cards');
        await shoe.sendNext();
        await caughtUp();
      } else {
        const result = service.submit(input, KEYED);
        if (!result.ok) throw new Error(`the table refused ${JSON.stringify(input)}: ${reasonOf(result)}`);
      }
    }
    const last = simulator as ShoeSimulator | null;
    if (last) {
      await caughtUp();
      await last.close(); // no heartbeat after this
      tallies.push(last.tally);
      await caughtUp();
    }
    if (link.paused) link.confirmNoCardLost();
    await reader.close();
    const durationMs = performance.now() - started;
    return {
      seed,
      profile: profileId,
      logPath,
      durationMs,
      ...check({
        service,
        journal,
        alarms,
        raised,
        wire,
        tallies,
        heard,
        reconnections,
        disconnects,
        settled,
      }),
    };
  } finally {
    await reader.close();
    await (simulator as ShoeSimulator | null)?.close();
    service.close();
    await pair.close();
    if (!options.keep) rmSync(dir, { recursive: true, force: true });
  }
}

interface Evidence {
  readonly service: TableService;
  readonly journal: DeviceJournal;
  readonly alarms: AlarmBoard;
  /** Every time an alarm was raised (or counted again) during the soak, in order, as said then. */
  readonly raised: readonly Alarm[];
  readonly wire: readonly WireFrame[];
  readonly tallies: readonly SimulatorTally[];
  readonly heard: { readonly decoded: number; readonly refused: number };
  readonly reconnections: readonly Reconnection[];
  readonly disconnects: number;
  readonly settled: number;
}

/** Sets what reached the table and its log against what the simulators put on the line. */
function check(evidence: Evidence): Omit<FaultSoakReport, 'seed' | 'profile' | 'logPath' | 'durationMs'> {
  const { service, journal, alarms, wire, tallies, heard } = evidence;
  const problems: string[] = [];
  const sum = (pick: (tally: SimulatorTally) => number): number =>
    tallies.reduce((total, tally) => total + pick(tally), 0);
  const byKind: Record<string, number> = {};
  for (const tally of tallies)
    for (const [kind, count] of Object.entries(tally.framesSent)) byKind[kind] = (byKind[kind] ?? 0) + count;
  const sentOnce = Object.values(byKind).reduce((a, b) => a + b, 0);
  const simulator = {
    frames: wire.length,
    onLine: sentOnce + sum((tally) => tally.duplicated),
    corrupted: sum((tally) => tally.corrupted),
    dropped: sum((tally) => tally.dropped),
    duplicated: sum((tally) => tally.duplicated),
    notSent: sum((tally) => tally.notSent),
    byKind,
    cardsDealt: sum((tally) => tally.cardsDealt.length),
    intactCards: sum((tally) => tally.intactCards.length),
    shoes: tallies.length,
    disconnects: sum((tally) => tally.disconnects),
  };
  if (simulator.notSent > 0) problems.push(`${simulator.notSent} frames could not be written to the line`);

  // The harness's own premise: one sequence number per frame, running on across shoes.
  wire.forEach((frame, index) => {
    const before = wire[index - 1];
    if (before && frame.seq !== (before.seq + 1) % SEQ_MODULO)
      problems.push(`frame ${index} has seq ${frame.seq} after ${before.seq}`);
  });

  // 1. The device journal holds every frame the driver reported, byte for byte, in line order.
  const expectedRows = wire.flatMap((frame) =>
    frame.fate === 'intact'
      ? Array.from({ length: frame.duplicated ? 2 : 1 }, () => ({ frame, verdict: 'decoded' }))
      : frame.fate === 'corrupted'
        ? [{ frame, verdict: 'rejected' }]
        : [],
  );
  let rows = 0;
  let decodedRows = 0;
  let rejectedRows = 0;
  for (let position = 1; ; ) {
    const page = journal.readFrom(position, 5_000);
    if (page.length === 0) break;
    for (const row of page) {
      const expected = expectedRows[rows];
      if (row.verdict === 'decoded') decodedRows++;
      else rejectedRows++;
      if (!expected) problems.push(`journal row ${row.position} is beyond every frame put on the line`);
      else if (
        row.verdict !== expected.verdict ||
        !Buffer.from(row.raw).equals(Buffer.from(expected.frame.bytes)) ||
        (row.verdict === 'rejected' && !row.reason?.includes('checksum'))
      )
        problems.push(
          `journal row ${row.position} is ${row.verdict} ${JSON.stringify(Buffer.from(row.raw).toString('latin1'))} ` +
            `(${row.reason ?? ''}); the line carried ${expected.frame.fate} frame ${expected.frame.seq} ` +
            JSON.stringify(Buffer.from(expected.frame.bytes).toString('latin1')),
        );
      rows++;
    }
    position = (page.at(-1)?.position ?? position) + 1;
  }
  if (rows !== expectedRows.length)
    problems.push(`the journal holds ${rows} frames; ${expectedRows.length} were put on the line`);
  if (rows !== heard.decoded + heard.refused)
    problems.push(`the journal holds ${rows} frames; the driver reported ${heard.decoded + heard.refused}`);
  if (rows !== simulator.onLine)
    problems.push(`the journal holds ${rows} frames; the simulators' tallies say ${simulator.onLine}`);
  if (rejectedRows !== simulator.corrupted)
    problems.push(`${rejectedRows} frames were refused; the simulators corrupted ${simulator.corrupted}`);

  // 2. Every card in the log came from an intact card frame, in order, once; nothing else did.
  const intact = tallies.flatMap((tally) => tally.intactCards);
  const onWire = wire.filter((frame) => frame.fate === 'intact' && frame.card !== null);
  if (
    intact.length !== onWire.length ||
    intact.some((card, i) => card.seq !== onWire[i]?.seq || card.card !== onWire[i]?.card)
  )
    problems.push("the simulators' intact card frames differ from what the harness saw sent");
  let all = 0;
  let fromSimulator = 0;
  for (const event of service.log.iterateFrom(1)) {
    if (event.type !== 'CardDrawn') continue;
    all++;
    const card = (event.data as { card?: string }).card;
    const { source, deviceSeq } = event.metadata;
    if (source !== 'simulator') {
      problems.push(`the log holds a card from ${source} at position ${event.position}: ${card}`);
      continue;
    }
    const expected = intact[fromSimulator];
    if (!expected || expected.seq !== deviceSeq || expected.card !== card)
      problems.push(
        `table card ${fromSimulator + 1} is ${card} from frame ${deviceSeq}; the next intact card frame was ` +
          (expected ? `${expected.card} (frame ${expected.seq})` : 'none'),
      );
    fromSimulator++;
  }
  if (fromSimulator !== intact.length)
    problems.push(`${fromSimulator} cards reached the table; ${intact.length} card frames were intact`);

  // 3. Every run of lost frames that a later frame revealed raised one frames-lost alarm.
  const gaps = { expected: [] as number[], maskedByHello: [] as number[], unrevealed: 0 };
  let run = 0;
  let seenAny = false;
  for (const frame of wire) {
    if (frame.fate !== 'intact') {
      run++;
      continue;
    }
    if (run > 0) {
      if (!seenAny) gaps.unrevealed += run;
      else if (frame.kind === 'hello') gaps.maskedByHello.push(run);
      else gaps.expected.push(run);
    }
    run = 0;
    seenAny = true;
  }
  gaps.unrevealed += run;
  if (gaps.maskedByHello.length > 0)
    problems.push(
      `${gaps.maskedByHello.length} run(s) of lost frames (${JSON.stringify(gaps.maskedByHello)}) right before a hello ` +
        "raised no frames-lost alarm: the link's sequence tracker starts afresh at every hello",
    );
  const alarmed = evidence.raised
    .filter((alarm) => alarm.kind === 'frames-lost')
    .map((alarm) => Number(LOST.exec(alarm.sentence)?.[1] ?? Number.NaN));
  if (JSON.stringify(alarmed) !== JSON.stringify(gaps.expected))
    problems.push(
      `frames-lost alarms said ${JSON.stringify(alarmed)} frames lost; the line lost ${JSON.stringify(gaps.expected)}`,
    );

  const alarmCounts: Partial<Record<AlarmKind, number>> = {};
  for (const alarm of evidence.raised) alarmCounts[alarm.kind] = (alarmCounts[alarm.kind] ?? 0) + 1;
  // One garbled-frame alarm stands until the croupier acknowledges it (the journal holds each frame).
  const badFrameAlarms = alarmCounts['bad-frame'] ?? 0;
  if (heard.refused > 0 && (badFrameAlarms < 1 || badFrameAlarms > heard.refused))
    problems.push(`${badFrameAlarms} bad-frame alarms for ${heard.refused} refused frames`);
  for (const kind of ['conflict', 'card-refused'] as const)
    if (alarmCounts[kind]) problems.push(`${alarmCounts[kind]} ${kind} alarms`);
  if ((alarmCounts.disconnected ?? 0) !== evidence.disconnects)
    problems.push(`${alarmCounts.disconnected ?? 0} disconnected alarms for ${evidence.disconnects} unplugs`);
  const stillUp = alarms.active().filter((alarm) => alarm.kind !== 'bad-frame' && alarm.kind !== 'empty');
  if (stillUp.length > 0) problems.push(`alarms still up: ${stillUp.map((alarm) => alarm.kind).join(', ')}`);

  // 4. The driver was back within 1 s of the port's return, every time.
  if (evidence.reconnections.length !== evidence.disconnects)
    problems.push(`${evidence.reconnections.length} reconnections for ${evidence.disconnects} unplugs`);
  for (const back of evidence.reconnections)
    if (back.backAfterMs >= 1000)
      problems.push(`the driver reconnected ${back.backAfterMs} ms after the port returned`);

  // 5. The log replays to what was recorded.
  const replay = replayWholeLog(service);
  const replayMatches = replay.audit.rounds.every((audit) => audit.matches);
  if (!replayMatches) problems.push('replay of the log differs from the recorded settlements');
  if (replay.audit.skipped.length > 0)
    problems.push(`${replay.audit.skipped.length} logged facts no longer apply`);

  return {
    simulator,
    driver: { decoded: heard.decoded, refused: heard.refused },
    journal: { rows, decoded: decodedRows, rejected: rejectedRows },
    tableCards: { all, fromSimulator },
    rounds: { settled: evidence.settled, replayMatches, skipped: replay.audit.skipped.length },
    alarms: alarmCounts,
    gaps: { ...gaps, alarmed },
    reconnections: evidence.reconnections,
    problems,
  };
}
