import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { servedTable } from './server-fixture.js';

async function get(port: number, path: string) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** fetch will not send another Host; node:http will, as a DNS-rebinding page's request would. */
function statusUnderName(port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path: '/', headers: { Host: host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('the built dashboard over HTTP', () => {
  it('serves the index with a strict Content Security Policy: own scripts only, its own socket', async () => {
    const fixture = await servedTable();
    const { port } = fixture.server;
    const index = await get(port, '/');
    expect(index.status).toBe(200);
    expect(index.text).toContain('stand-in dashboard');
    const policy = index.headers.get('content-security-policy') ?? '';
    expect(policy.split('; ')).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self'",
        `connect-src 'self' ws://127.0.0.1:${port}`,
        "object-src 'none'",
        "frame-ancestors 'none'",
      ]),
    );
    expect(policy).not.toContain('unsafe');
    expect(index.headers.get('x-content-type-options')).toBe('nosniff');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const script = await get(port, '/assets/app.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toContain('immutable');
  });

  it('serves nothing outside its folder, answers only to its own names, and reads only', async () => {
    const fixture = await servedTable();
    const { port } = fixture.server;
    for (const path of ['/../table.db', '/%2e%2e/table.db', '/assets/%2e%2e/%2e%2e/table.db', '/missing.js'])
      expect((await get(port, path)).status, path).toBe(404);
    expect(await statusUnderName(port, `evil.example:${port}`)).toBe(421);
    expect(await statusUnderName(port, `localhost:${port}`)).toBe(200);
    const posted = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: 'x' });
    expect(posted.status).toBe(405);
  });

  it('says how to build the dashboard when it is not built', async () => {
    const fixture = await servedTable();
    rmSync(join(fixture.rendererDir, 'index.html'));
    const missing = await get(fixture.server.port, '/');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('the dashboard is not built');
    expect(missing.text).toContain('npm run build');
  });
});
