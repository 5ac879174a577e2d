import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';
import { TABLE_SOCKET_PATH } from '../../app/contract.js';
import { sleep } from './conditions.js';

/**
 * The attackers of the attack soak, in a worker thread of their own so that their work does not
 * sit on the thread that times the croupier. Each attack is a loop on its own WebSocket (a closed
 * loop: the next message once the last was answered, as fast as the table answers), until the
 * soak's end; at the end the tallies go back to the soak.
 *
 * On loopback every connection is the croupier's own screen, so an attacker here is as strong as
 * a program on the table's machine: it may send anything the contract carries. The inputs it
 * sends are ones no table may accept (box 99, a negative stake, an infinite stake), so the
 * croupier's round is not changed by them; the soak checks that none was.
 */
export interface AttackData {
  readonly url: string;
  readonly endAt: number;
}

export interface AttackTally {
  readonly sent: Record<string, number>;
  /** Replies `ok: true` to an input no table may accept: each one is a hole. */
  accepted: number;
  readonly errors: string[];
}

const { url, endAt } = workerData as AttackData;
const page = new URL(url);
const tally: AttackTally = { sent: {}, accepted: 0, errors: [] };
const count = (what: string) => {
  tally.sent[what] = (tally.sent[what] ?? 0) + 1;
};
const running = () => Date.now() < endAt;

/** A socket whose requests resolve with their reply frame (or null when the socket closed). */
async function connect(origin = page.origin): Promise<{
  /** The connection's nonce from the server's hello ('' until heard): a login must carry it. */
  nonce: () => string;
  ask: (op: string, payload: unknown, raw?: string) => Promise<{ ok: boolean; reply?: unknown } | null>;
  send: (text: string) => void;
  close: () => void;
}> {
  const socket = new WebSocket(`ws://${page.host}${TABLE_SOCKET_PATH}`, { origin });
  const waiting = new Map<number, (frame: { ok: boolean; reply?: unknown } | null) => void>();
  let nextId = 1;
  let nonce = '';
  socket.on('message', (data) => {
    // The server's frames are the contract's; one that is not JSON is the server's fault, counted.
    let frame: { id?: unknown; ok: boolean; reply?: unknown; push?: unknown; nonce?: unknown };
    try {
      frame = JSON.parse(data.toString());
    } catch {
      count('frame from the server that is not JSON');
      return;
    }
    if (frame.push === 'hello' && typeof frame.nonce === 'string') nonce = frame.nonce;
    if (typeof frame.id === 'number') waiting.get(frame.id)?.(frame);
  });
  socket.on('close', () => {
    for (const resolve of waiting.values()) resolve(null);
    waiting.clear();
  });
  socket.on('error', () => {});
  // Listening before the socket opens: the server's hello may come with the open.
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  // The hello comes first: a login sent before it would be refused for its missing nonce alone.
  const deadline = Date.now() + 5_000;
  while (nonce === '' && socket.readyState === WebSocket.OPEN && Date.now() < deadline) await sleep(5);
  return {
    nonce: () => nonce,
    ask: (op, payload, raw) =>
      new Promise((resolve) => {
        if (socket.readyState !== WebSocket.OPEN) return resolve(null);
        const id = nextId++;
        waiting.set(id, (frame) => {
          waiting.delete(id);
          resolve(frame);
        });
        socket.send(raw?.replace('"@ID@"', String(id)) ?? JSON.stringify({ id, op, payload }));
      }),
    send: (text) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(text);
    },
    close: () => socket.close(),
  };
}

/** Wrong pit-boss PINs with the connection's nonce, so each meets the PIN check and its lockout, as fast as the table answers. */
async function loginFlood(): Promise<void> {
  let socket = await connect();
  while (running()) {
    const frame = await socket.ask('login', {
      role: 'pit-boss',
      operator: 'intruder',
      pin: '0000',
      nonce: socket.nonce(),
    });
    count('wrong pit-boss login');
    if (frame === null) socket = await connect();
  }
  socket.close();
}

/** Inputs no table accepts: each is refused, and would be journaled without a limit. */
async function refusalFlood(): Promise<void> {
  const socket = await connect();
  const refused = [
    { input: { type: 'bet', box: 99, amount: 10 } },
    { input: { type: 'bet', box: 1, amount: -10 } },
  ];
  // 1e400 is Infinity once parsed: JSON.stringify cannot write it, so the frame is written by hand.
  const infinite =
    '{"id":"@ID@","op":"submitInput","payload":{"input":{"type":"bet","box":1,"amount":1e400}}}';
  for (let n = 0; running(); n++) {
    const which = n % 3;
    const frame =
      which === 2
        ? await socket.ask('submitInput', null, infinite)
        : await socket.ask('submitInput', refused[which]);
    count(which === 2 ? 'infinite stake' : 'refused input');
    if (frame?.ok && (frame.reply as { ok?: boolean } | undefined)?.ok) tally.accepted++;
  }
  socket.close();
}

/** Frames that are not the contract: not JSON, unknown operations, oversized payloads. */
async function garbageFlood(): Promise<void> {
  let socket = await connect();
  const junk = [
    'not json at all',
    '{"id":1,"op":"takeTheBank","payload":{}}',
    '{"op":',
    `{"pad":"${'x'.repeat(60_000)}"}`,
  ];
  for (let n = 0; running(); n++) {
    socket.send(junk[n % junk.length] as string);
    count('garbage frame');
    // One await per message gives the server its turn; a reply may not come for junk.
    if (n % 20 === 19) {
      const alive = await socket.ask('viewTable', {});
      if (alive === null) socket = await connect();
    }
  }
  socket.close();
}

/** Many log checks at once, again and again: one check at a time must serve them all. */
async function verifyFlood(): Promise<void> {
  const socket = await connect();
  while (running()) {
    const answers = await Promise.all(Array.from({ length: 50 }, () => socket.ask('verifyLog', {})));
    tally.sent.verifyLog = (tally.sent.verifyLog ?? 0) + answers.length;
    await sleep(2_000);
  }
  socket.close();
}

/**
 * The review role's reports (the players' ratings, the shift report, the log's audit), a dozen at
 * once per connection on three connections, again as soon as answered: the readers' thread takes
 * eight per connection and answers the rest `busy`, and the croupier's table is never held up.
 */
async function reportFlood(): Promise<void> {
  const ops = ['ratings', 'shiftReport', 'verifyLog'] as const;
  const sockets = await Promise.all([connect(), connect(), connect()]);
  while (running()) {
    const answers = await Promise.all(
      sockets.flatMap((socket) =>
        Array.from({ length: 12 }, (_, n) => socket.ask(ops[n % ops.length] as string, {})),
      ),
    );
    for (const answer of answers) {
      const said = JSON.stringify(answer ?? null);
      count(answer?.ok ? 'report answered' : said.includes('busy') ? 'report busy' : 'report refused');
    }
  }
  for (const socket of sockets) socket.close();
}

/**
 * Text no keyboard should type, keyed in and sent as names: lone surrogates, NUL and control
 * characters. Each line bets on box 99, which no table has, so none may be accepted; the table must
 * refuse each in a sentence, keep its log intact and ship its journal.
 */
async function strangeTextFlood(): Promise<void> {
  const socket = await connect();
  const strange = ['\ud800', '\udfff', '\u0000', '\u0007\u001b[2J', 'A\ud800B\u0000C', '\u202e\u0000'];
  for (let n = 0; running(); n++) {
    const odd = strange[n % strange.length] as string;
    const frame =
      n % 2 === 0
        ? await socket.ask('keyIn', { line: `b99 10 ${odd}ann` })
        : await socket.ask('submitInput', { input: { type: 'bet', box: 99, amount: 10, bettor: `x${odd}` } });
    count(n % 2 === 0 ? 'strange key-in line' : 'strange name');
    if (frame?.ok && (frame.reply as { ok?: boolean } | undefined)?.ok) tally.accepted++;
    // A breath between lines: each refusal is journaled once per kind, not a row per line.
    if (n % 10 === 9) await sleep(50);
  }
  socket.close();
}

/** Connections opened and dropped, some from a foreign origin the server must refuse. */
async function connectionChurn(): Promise<void> {
  for (let n = 0; running(); n++) {
    try {
      const socket = await connect(n % 2 === 0 ? page.origin : 'http://evil.example');
      count('connection');
      socket.close();
    } catch {
      count('connection refused');
    }
    await sleep(20);
  }
}

async function guarded(name: string, attack: () => Promise<void>): Promise<void> {
  try {
    await attack();
  } catch (error) {
    tally.errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

await Promise.all([
  guarded('login flood', loginFlood),
  guarded('login flood 2', loginFlood),
  guarded('refusal flood', refusalFlood),
  guarded('garbage flood', garbageFlood),
  guarded('verify flood', verifyFlood),
  guarded('connection churn', connectionChurn),
  guarded('report flood', reportFlood),
  guarded('strange text', strangeTextFlood),
]);
parentPort?.postMessage(tally);
