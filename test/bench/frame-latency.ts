import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SerialPort } from 'serialport';
import { AlarmBoard } from '../../app/core/devices/alarms.js';
import { connectReader } from '../../app/core/devices/live-table.js';
import { ShoeLink } from '../../app/core/devices/shoe-link.js';
import { reasonOf } from '../../app/core/sentences.js';
import { TableService } from '../../app/core/table/table-service.js';
import { SEQ_MODULO } from '../../devices/protocol/frame.js';
import { ShoeReader } from '../../devices/serial/shoe-reader.js';
import { openPtyPair, type PtyPair } from '../../devices/simulator/pty-pair.js';
import { serialLine } from '../../devices/simulator/serial-line.js';
import { ShoeSimulator } from '../../devices/simulator/shoe-simulator.js';
import type { SimulatorLine } from '../../devices/simulator/simulator-line.js';
import { seededRandom } from '../../engine/random/seeded.js';
import { contextOf, phaseOf } from '../../engine/round/table.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { AutoTable, drawToSeventeen } from '../../engine/sim/auto-table.js';
import { Conditions } from './conditions.js';
import type { BenchSuite, Measurement } from './harness.js';

/**
 * From a card frame on the line to the card committed in the table's log, over a real pty pair:
 * the simulator writes a card frame on the reader's side; the driver (ShoeReader) decodes it, the
 * link (ShoeLink) journals it and submits the card, the table service commits the CardDrawn and
 * only then tells its subscribers, which is where the clock stops. A classic-6d table played by an
 * auto table (three boxes) asks for each card, so every sample is a card a hand or the dealer takes.
 *
 * Beside it, sample for sample in the same run: the bare pty transfer, the same frame's bytes
 * written on the reader's side of a second pty pair until they arrive at the host side's
 * serialport (no decoding, no log). The log is in the OS temp folder, so its fsyncs (two per
 * card: the journal's row and the CardDrawn, each committed with synchronous=FULL) are this
 * machine's disk; a second run with the log on a RAM disk, where there is one, shows the rest.
 */
const SAMPLES = 2_000;
const WARM_UP = 100;
const TARGET_P99_MS = 5;

const END_TO_END =
  'card frame written by the simulator → CardDrawn committed and announced (pty, ShoeReader, ShoeLink, journal, TableService)';
const LINK_PART =
  "of which: the driver's frame report → CardDrawn committed (journal insert, sequence check, decide, log append, head file)";
const IN_RAM = 'the same, the log on a RAM disk (/dev/shm): no fsync waits on a disk';
const PTY_BASELINE =
  "baseline: bare pty transfer of the same frame (written on the reader's side → bytes at the host side's serialport)";

export const frameLatencySuite: BenchSuite = {
  title: 'Shoe frame to committed card (pty, driver, link, log)',
  async run(): Promise<Measurement[]> {
    const dirs = [mkdtempSync(join(tmpdir(), 'sabot-bench-frame-'))];
    // The same again with the log in RAM, which shows how much of the tail is the disk's fsync.
    if (existsSync('/dev/shm')) dirs.push(mkdtempSync('/dev/shm/sabot-bench-frame-'));
    const pairs: PtyPair[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const pair = await openPtyPair();
        if (!pair.ok) throw new Error(reasonOf(pair));
        pairs.push(pair.value);
      }
      const [table, bare] = pairs as [PtyPair, PtyPair];
      const runs: Samples[] = [];
      for (const dir of dirs) runs.push(await measureFrames(join(dir, 'table.db'), table, bare));
      return report(runs);
    } finally {
      for (const pair of pairs) await pair.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  },
};

interface Samples {
  readonly endToEnd: number[];
  readonly link: number[];
  readonly pty: number[];
}

function report([disk, ram]: Samples[]): Measurement[] {
  if (!disk) throw new Error('no samples');
  const endToEnd = summarize(END_TO_END, disk.endToEnd);
  const linkPart = summarize(LINK_PART, disk.link);
  const pty = summarize(PTY_BASELINE, [...disk.pty, ...(ram?.pty ?? [])]);
  const verdict = endToEnd.p99Ms < TARGET_P99_MS ? 'meets' : 'misses';
  const rows: Measurement[] = [
    {
      ...endToEnd,
      note: `${verdict} the p99 < ${TARGET_P99_MS} ms target; median ${(endToEnd.medianMs / pty.medianMs).toFixed(1)}× the bare pty transfer`,
    },
    { ...linkPart, note: `${((linkPart.medianMs / endToEnd.medianMs) * 100).toFixed(0)} % of the median` },
  ];
  if (ram) {
    const inRam = summarize(IN_RAM, ram.endToEnd);
    rows.push({
      ...inRam,
      note: `${inRam.p99Ms < TARGET_P99_MS ? 'meets' : 'misses'} the target; the disk's fsyncs are the rest`,
    });
  }
  rows.push({ ...pty, note: 'the same frames on a second pty pair, sample for sample in both runs' });
  return rows;
}

/** Also the baseline of the frame-to-screen suite (page-latency.ts), with fewer samples. */
export async function measureFrames(
  dbPath: string,
  pair: PtyPair,
  barePair: PtyPair,
  sampleCount = SAMPLES,
): Promise<Samples> {
  const conditions = new Conditions();
  const service = TableService.open({ dbPath, profile: classic6d });
  const reader = ShoeReader.open({ path: pair.hostPath });
  // Registered before the link's listeners: this hears the frame before the link acts on it.
  const heard = { frames: 0, opened: false, card: { seq: -1, at: 0 } };
  reader.on('frame', ({ frame }) => {
    if (frame.kind === 'card') heard.card = { seq: frame.seq, at: performance.now() };
    heard.frames++;
    conditions.poke();
  });
  reader.on('opened', () => {
    heard.opened = true;
    conditions.poke();
  });
  const link = new ShoeLink(service, service.openDeviceJournal(), new AlarmBoard(), {
    device: pair.hostPath,
    operator: 'croupier-bench',
    source: 'simulator',
  });
  connectReader(reader, link);
  const drawn = { seq: -1, at: 0 };
  service.subscribe(({ events }) => {
    for (const event of events)
      if (event.type === 'CardDrawn' && event.metadata.deviceSeq !== undefined) {
        drawn.at = performance.now();
        drawn.seq = event.metadata.deviceSeq;
      }
    conditions.poke();
  });
  const bare = await bareLine(barePair, conditions);

  // Every write on the simulator's line, timed as it starts.
  const writes: number[] = [];
  const base = serialLine({ pty: pair });
  const line: SimulatorLine = {
    ...base,
    write: (bytes) => {
      writes.push(performance.now());
      return base.write(bytes);
    },
  };
  let framesSent = 0;
  let nextSeq = 0;
  let simulator: ShoeSimulator | null = null;
  let simulatorShoe = -1;
  const everyFrameHeard = () =>
    conditions.until(() => heard.frames >= framesSent, 10_000, 'the driver to report every frame');

  const samples: Samples = { endToEnd: [], link: [], pty: [] };
  const auto = new AutoTable({ boxes: 3, strategy: drawToSeventeen, random: seededRandom(11) });
  try {
    await conditions.until(() => heard.opened, 10_000, 'the driver to open the port');
    for (let card = 0; card < WARM_UP + sampleCount; ) {
      const snapshot = service.snapshot;
      if (contextOf(snapshot).shoe.shoeNumber !== simulatorShoe) {
        await simulator?.close();
        const created = ShoeSimulator.create({
          line,
          profileId: classic6d.id,
          seed: 1_000 + card,
          firstSeq: nextSeq,
          paceMs: 0,
          heartbeatMs: 0,
          onSent: (sent) => {
            framesSent++;
            nextSeq = (sent.frame.seq + 1) % SEQ_MODULO;
          },
        });
        if (!created.ok) throw new Error(reasonOf(created));
        simulator = created.value;
        simulatorShoe = contextOf(snapshot).shoe.shoeNumber;
        const on = await simulator.open();
        if (!on.ok) throw new Error(reasonOf(on));
        await everyFrameHeard();
      }
      const input = auto.nextInput(phaseOf(snapshot), contextOf(snapshot));
      if (input.type !== 'card') {
        const result = service.submit(input, { source: 'keyboard', operator: 'croupier-bench' });
        if (!result.ok)
          throw new Error(`the bench table refused ${JSON.stringify(input)}: ${reasonOf(result)}`);
        continue;
      }
      const shoe = simulator as ShoeSimulator | null;
      if (!shoe) throw new Error('no simulated shoe');
      const firstWrite = writes.length;
      const [sent] = await shoe.sendNext();
      if (sent?.frame.kind !== 'card') throw new Error('the simulated shoe ran out of cards');
      const seq = sent.frame.seq;
      await conditions.until(() => drawn.seq === seq, 10_000, `card frame ${seq} committed`);
      await everyFrameHeard();
      const writtenAt = writes[firstWrite] ?? Number.NaN;
      const ptyMs = await bare.transfer(sent.bytes);
      if (card++ < WARM_UP) continue;
      samples.endToEnd.push(drawn.at - writtenAt);
      if (heard.card.seq !== seq)
        throw new Error(`the driver's last card was frame ${heard.card.seq}, not ${seq}`);
      samples.link.push(drawn.at - heard.card.at);
      samples.pty.push(ptyMs);
    }
  } finally {
    await reader.close();
    await (simulator as ShoeSimulator | null)?.close();
    await bare.close();
    service.close();
  }
  return samples;
}

/** The second pair: raw serialport on both ends, as the simulator writes and as the driver reads. */
async function bareLine(pair: PtyPair, conditions: Conditions) {
  const open = (path: string): Promise<SerialPort> =>
    new Promise((resolve, reject) => {
      const port = new SerialPort({ path, baudRate: 115200, autoOpen: false });
      port.open((error) => (error ? reject(error) : resolve(port)));
    });
  const host = await open(pair.hostPath);
  const writer = await open(pair.readerPath);
  let received = 0;
  let arrivedAt = 0;
  host.on('data', (chunk: Buffer) => {
    received += chunk.length;
    arrivedAt = performance.now();
    conditions.poke();
  });
  const close = (port: SerialPort) =>
    new Promise<void>((resolve) => (port.isOpen ? port.close(() => resolve()) : resolve()));
  return {
    async transfer(bytes: Uint8Array): Promise<number> {
      const target = received + bytes.length;
      const writtenAt = performance.now();
      await new Promise<void>((resolve, reject) =>
        writer.write(Buffer.from(bytes), (error) =>
          error ? reject(error) : writer.drain((drained) => (drained ? reject(drained) : resolve())),
        ),
      );
      await conditions.until(() => received >= target, 10_000, 'the bare frame to arrive');
      return arrivedAt - writtenAt;
    },
    async close(): Promise<void> {
      await close(writer);
      await close(host);
    },
  };
}

export function summarize(name: string, samples: number[]): Measurement {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
  return { name, medianMs: at(0.5), p99Ms: at(0.99), samples: sorted.length };
}
