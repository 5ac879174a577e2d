import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TABLE_SOCKET_PATH } from '../../app/contract.js';
import { servedTable } from './server-fixture.js';

/** How a socket attempt ends: opened, or refused with the server's status and sentence. */
function attempt(port: number, origin: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${TABLE_SOCKET_PATH}`, { origin, headers });
    socket.once('open', () => {
      socket.close();
      resolve('open');
    });
    socket.once('unexpected-response', (_request, response) => resolve(`refused ${response.statusCode}`));
    socket.once('error', () => resolve('error'));
  });
}

describe('the table service started by the desktop window', () => {
  it('answers only a socket that presents the launch secret', async () => {
    const secret = 'f'.repeat(64);
    const fixture = await servedTable({ serviceSecret: secret });
    const port = fixture.server.port;
    expect(await attempt(port, fixture.origin, {})).toBe('refused 403');
    expect(await attempt(port, fixture.origin, { authorization: `Bearer ${'0'.repeat(64)}` })).toBe(
      'refused 403',
    );
    expect(await attempt(port, fixture.origin, { authorization: `Bearer ${secret}` })).toBe('open');
  });
});
