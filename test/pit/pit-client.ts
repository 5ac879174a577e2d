import WebSocket from 'ws';
import { PIT_SOCKET_PATH, type PitPush } from '../../app/contract/pit-floor.js';

/** A floor view's socket as a test drives it: requests answered in order, pushes kept as they came. */
export interface PitClient {
  readonly nonce: string;
  readonly pushes: PitPush[];
  request(op: string, payload: unknown): Promise<{ ok: boolean; reply?: unknown; error?: string }>;
  /** The first push (already heard or still to come) that `test` accepts. */
  until<P extends PitPush>(test: (push: PitPush) => push is P, timeoutMs?: number): Promise<P>;
  until(test: (push: PitPush) => boolean, timeoutMs?: number): Promise<PitPush>;
  /** Every push from now on, as it comes (besides those kept in `pushes`). */
  onPush(listener: (push: PitPush) => void): void;
  close(): void;
}

export async function connectPit(port: number): Promise<PitClient> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${PIT_SOCKET_PATH}`, {
    headers: { Origin: `http://127.0.0.1:${port}` },
  });
  const pushes: PitPush[] = [];
  const waiting = new Map<number, (frame: { ok: boolean; reply?: unknown; error?: string }) => void>();
  const watchers = new Set<() => void>();
  const listeners: ((push: PitPush) => void)[] = [];
  let nextId = 1;
  const hello = new Promise<string>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if ('push' in frame) {
        if (frame.push === 'hello') resolve(frame.nonce);
        else {
          pushes.push(frame);
          for (const listener of listeners) listener(frame);
        }
        for (const watcher of watchers) watcher();
      } else waiting.get(frame.id)?.(frame);
    });
  });
  const nonce = await hello;
  return {
    nonce,
    pushes,
    request: (op, payload) =>
      new Promise((resolve) => {
        const id = nextId++;
        waiting.set(id, resolve);
        socket.send(JSON.stringify({ id, op, payload }));
      }),
    until: (test: (push: PitPush) => boolean, timeoutMs = 10_000) =>
      new Promise<PitPush>((resolve, reject) => {
        const look = () => {
          const found = pushes.find(test);
          if (!found) return;
          watchers.delete(look);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          watchers.delete(look);
          reject(
            new Error(`no such push within ${timeoutMs} ms; heard ${pushes.map((p) => p.push).join(', ')}`),
          );
        }, timeoutMs);
        watchers.add(look);
        look();
      }),
    onPush: (listener: (push: PitPush) => void) => listeners.push(listener),
    close: () => socket.close(),
  } as PitClient;
}
