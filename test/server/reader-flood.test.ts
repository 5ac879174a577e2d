import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TABLE_SOCKET_PATH } from '../../app/contract.js';
import { readerAnswers } from '../../app/server/reader-answers.js';
import { READS_WAITING_BOUND } from '../../app/server/table-connection.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { requireBuild, type ServeProcess, startServe } from '../e2e/serve-process.js';
import { runSabot } from '../support/run-cli.js';
import { type Frame, type ServedFixture, SocketClient } from './server-fixture.js';

// The served table runs as the croupier runs it, built: only there do reports go to their thread.
const served: ServeProcess[] = [];
afterEach(async () => {
  for (const serve of served.splice(0)) await serve.stop();
});

/** Given a log of two simulated gaming days with their books (about 18,000 facts), made once. */
const logDir = mkdtempSync(join(tmpdir(), 'sabot-reader-flood-'));
const dbPath = join(logDir, 'table.db');
afterAll(() => rmSync(logDir, { recursive: true, force: true }));
beforeAll(async () => {
  requireBuild();
  const days = 'simulate --profile classic-6d --days 2 --hours 4 --boxes 7 --seed 3'.split(' ');
  const simulated = await runSabot(...days, '--db', dbPath);
  if (simulated.code !== 0) throw new Error(simulated.out + simulated.err);
}, 60_000);

interface Served {
  readonly serve: ServeProcess;
  /** A dashboard's screen, as the tests drive one. */
  screen(): Promise<SocketClient>;
  /** A flooding screen: logged in as review, it reads its answers and checks nothing on the way. */
  flooder(): Promise<Flooder>;
}

async function serveLog(): Promise<Served> {
  const serve = await startServe(join(tempDir(), 'run'), ['--db', dbPath, '--seed', '5']);
  served.push(serve);
  const port = Number(new URL(serve.url).port);
  const origin = `http://127.0.0.1:${port}`;
  // A screen needs no more of the fixture than where the server listens.
  const where = { server: { port, url: serve.url }, origin } as ServedFixture;
  return {
    serve,
    screen: () => SocketClient.connect(where),
    flooder: () => Flooder.open(`ws://127.0.0.1:${port}${TABLE_SOCKET_PATH}`, origin),
  };
}

/** A review screen that sends frames by the score: only JSON.parse on its answers, no contract check. */
class Flooder {
  readonly answers: Frame[] = [];
  #wake: () => void = () => undefined;

  nonce: string | undefined;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const heard = JSON.parse(String(data)) as Frame;
      if (heard.push === 'hello') this.nonce = heard.nonce;
      else if (heard.push === undefined) this.answers.push(heard);
      this.#wake();
    });
  }

  /** Connected, and logged in as the read-only review role. */
  static async open(url: string, origin: string): Promise<Flooder> {
    const socket = new WebSocket(url, { origin });
    const flooder = new Flooder(socket);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    while (flooder.nonce === undefined) await new Promise<void>((resolve) => flooder.#waitOne(resolve));
    const login = { role: 'review', operator: 'auditor', nonce: flooder.nonce };
    await flooder.flood([frame(0, 'login', login)]);
    expect(flooder.answers.splice(0)).toEqual([{ id: 0, ok: true, reply: { ok: true } }]);
    return flooder;
  }

  #waitOne(resolve: () => void): void {
    this.#wake = resolve;
    setTimeout(resolve, 50).unref();
  }

  /** Sends the frames at once; resolves once each has its answer. */
  async flood(frames: readonly string[]): Promise<void> {
    const awaited = this.answers.length + frames.length;
    for (const frame of frames) this.socket.send(frame);
    const deadline = Date.now() + 60_000;
    while (this.answers.length < awaited) {
      if (Date.now() > deadline) throw new Error('the flood was not answered within 60 s');
      await new Promise<void>((resolve) => this.#waitOne(resolve));
    }
  }
}

const frame = (id: number, op: string, payload: unknown = {}): string => JSON.stringify({ id, op, payload });
const isBusy = (answer: Frame): boolean => answer.ok === false && answer.said?.code === 'request.busy';

/** The slowest answers but one in a hundred: the p99 of `samples`. */
const p99 = (samples: readonly number[]): number =>
  [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.99) - 1] ?? Number.NaN;

describe("the review screens' reports, on the reader thread", () => {
  it("flooded from three review screens, leave the croupier's view quick and answer each rightly or busy", async () => {
    const { screen, flooder } = await serveLog();
    const croupier = await screen();
    const reviewers = await Promise.all([flooder(), flooder(), flooder()]);
    expect((await croupier.request('viewTable', {})).ok).toBe(true);

    // When each review screen asks ratings and shift reports twenty at a time, again and again,
    let sampling = true;
    const asked = new Map<number, string>();
    let nextId = 1_000;
    const flooding = reviewers.map(async (reviewer, index) => {
      while (sampling) {
        const op = index % 2 === 0 ? 'ratings' : 'shiftReport';
        const frames = Array.from({ length: 20 }, () => {
          asked.set(++nextId, op);
          return frame(nextId, op);
        });
        await reviewer.flood(frames);
      }
    });
    // and the croupier's screen asks for the table a hundred times meanwhile (for 20 s at most),
    const took: number[] = [];
    const until = Date.now() + 20_000;
    for (let sample = 0; sample < 100 && Date.now() < until; sample++) {
      const started = performance.now();
      const view = await croupier.request('viewTable', {});
      took.push(performance.now() - started);
      expect(view.ok).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    sampling = false;
    await Promise.all(flooding);
    const answers = reviewers.flatMap((reviewer) => reviewer.answers);

    // then the croupier waited little for 99 views in 100: on the table's thread the reports held
    // each view for seconds (3.9 s here); the 100 ms of the issue is met on a quiet machine, and
    // this bound holds on a shared, loaded one too,
    expect(p99(took), `viewTable took ${took.map(Math.round).join(', ')} ms`).toBeLessThan(300);
    // past the bound a screen was told it is busy, in a sentence,
    const busy = answers.filter(isBusy);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]?.error).toContain(`already has ${READS_WAITING_BOUND} reports waiting`);
    // and every other answer is the report read directly from the log.
    const read = answers.filter((answer) => !isBusy(answer));
    expect(read.length).toBeGreaterThan(0);
    const direct = {
      ratings: readerAnswers.ratings({}, dbPath),
      shiftReport: readerAnswers.shiftReport({}, dbPath),
    };
    for (const answer of read) {
      expect(answer.ok, answer.error).toBe(true);
      const op = asked.get(answer.id as number) as keyof typeof direct;
      expect(answer.reply).toEqual(direct[op]);
    }
  }, 90_000);

  it('a screen that queued hundreds of audits and left does not hold up the stop: it ends within seconds', async () => {
    const { serve, screen } = await serveLog();
    const reviewer = await screen();
    // Given a screen that asked 400 audits of the log at once,
    for (let id = 1; id <= 400; id++) reviewer.socket.send(frame(id, 'verifyLog'));
    await reviewer.sendRaw(frame(0, 'viewTable'));
    // when it leaves and the table is stopped as a service is,
    reviewer.socket.close();
    process.kill(serve.pid, 'SIGTERM');
    // then the server has ended within five seconds.
    const deadline = Date.now() + 5_000;
    let running = true;
    while (running && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      try {
        process.kill(serve.pid, 0);
      } catch {
        running = false;
      }
    }
    expect(running, 'sabot serve still runs five seconds after SIGTERM').toBe(false);
  }, 60_000);
});
