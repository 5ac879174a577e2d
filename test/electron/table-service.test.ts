import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  defaultDataDir,
  newServiceSecret,
  readyPort,
  SERVICE_SECRET_ENV,
  serviceArguments,
  serviceEnvironment,
} from '../../app/main/service-launch.js';
import { type ServiceChild, spawnWithNode, waitUntilReady } from '../../app/main/service-process.js';
import { connectTableService, type TableServiceClient } from '../../app/main/table-service-client.js';
import { FAKE_TABLE, fakeServiceEnvironment } from './fixtures/fake-service-env.js';

const fakeService = join(import.meta.dirname, 'fixtures', 'fake-table-service.mjs');

describe('starting the table service', () => {
  it('runs `sabot serve` on a port of its choosing, passing on only table options', () => {
    const args = serviceArguments(
      ['dist/app/main/main.js', '--profile', 'open-6d', '--no-sandbox', '--seed=7'],
      '/data',
    );
    expect(args).toEqual([
      'serve',
      '--port',
      '0',
      '--profile',
      'open-6d',
      '--seed',
      '7',
      '--db',
      '/data/open-6d.db',
    ]);
    expect(serviceArguments(['--db', '/t.db'], '/data')).toEqual(['serve', '--port', '0', '--db', '/t.db']);
  });

  it("passes on where the window's table ships to the pit", () => {
    const pit = ['--pg', 'postgres://sabot@pit-db/sabot', '--table-id', 'bj-3'];
    expect(serviceArguments(['--db', '/t.db', ...pit], '/data')).toEqual([
      ...['serve', '--port', '0', '--db', '/t.db'],
      ...pit,
    ]);
  });

  it("keeps its logs where `sabot start` does, so the CLI can audit the window's table", () => {
    expect(defaultDataDir({}, '/home/ann')).toBe('/home/ann/.local/share/sabot');
    expect(defaultDataDir({ XDG_DATA_HOME: '/x' }, '/home/ann')).toBe('/x/sabot');
    expect(defaultDataDir({ SABOT_DATA_DIR: '/d', XDG_DATA_HOME: '/x' })).toBe('/d');
  });

  it('ignores an empty or relative XDG_DATA_HOME and an empty SABOT_DATA_DIR, as if they were unset', () => {
    const home = '/home/ann/.local/share/sabot';
    expect(defaultDataDir({ XDG_DATA_HOME: '' }, '/home/ann')).toBe(home);
    expect(defaultDataDir({ XDG_DATA_HOME: 'data' }, '/home/ann')).toBe(home);
    expect(defaultDataDir({ SABOT_DATA_DIR: '', XDG_DATA_HOME: '/x' }, '/home/ann')).toBe('/x/sabot');
    expect(defaultDataDir({ SABOT_DATA_DIR: 'logs' }, '/home/ann')).toBe(join(process.cwd(), 'logs'));
  });

  it('gives it a fresh 256-bit secret through the environment, never on the command line', () => {
    const secret = newServiceSecret();
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect(newServiceSecret()).not.toBe(secret);
    const env = serviceEnvironment({ PATH: '/usr/bin', ELECTRON_RUN_AS_NODE: '1' }, secret);
    expect(env).toEqual({ PATH: '/usr/bin', [SERVICE_SECRET_ENV]: secret });
    expect(serviceArguments(['--profile', 'classic-6d'], '/data').join(' ')).not.toContain(secret);
  });

  it('reads the port from the line it prints once it listens on loopback, and nothing else', () => {
    expect(readyPort('Dashboard: http://127.0.0.1:43117/')).toBe(43117);
    for (const line of [
      'Log: /data/classic-6d.db',
      'Dashboard: http://0.0.0.0:4750/',
      'Dashboard: http://127.0.0.1:0/',
    ]) {
      expect(readyPort(line), line).toBeUndefined();
    }
  });
});

describe('talking to the table service over loopback', () => {
  let service: ServiceChild | undefined;
  let client: TableServiceClient | undefined;
  afterEach(() => {
    client?.close();
    service?.stop();
  });

  const launch = async (secret: string) => {
    service = spawnWithNode(
      fakeService,
      [],
      serviceEnvironment({ ...process.env, ...fakeServiceEnvironment() }, secret),
    );
    return waitUntilReady(service, 10_000);
  };

  it('connects with the launch secret, calls an operation and receives the table on each change', async () => {
    const secret = newServiceSecret();
    client = await connectTableService(await launch(secret), secret);
    expect(await client.call('viewTable', {})).toEqual(FAKE_TABLE);
    const pushed = new Promise((resolve) => client?.onTableChanged(resolve));
    expect(await client.call('keyIn', { line: 'h' })).toEqual({ ok: true });
    expect(await pushed).toMatchObject({ view: { profile: 'keyed: h' } });
    await expect(client.call('listRounds', {})).rejects.toThrow(/not served by the fake/);
    // A login relayed for the window carries the nonce the service greeted this connection with.
    expect(await client.call('login', { role: 'review', operator: 'li' })).toEqual({ ok: true });
  });

  it('is refused by the service without the right secret', async () => {
    const port = await launch(newServiceSecret());
    await expect(connectTableService(port, newServiceSecret())).rejects.toThrow(
      /refused the connection \(HTTP 401\)/,
    );
  });

  it('reports a service that stops before it is ready', async () => {
    service = spawnWithNode('-e', ['process.exit(3)'], serviceEnvironment(process.env, 'x'));
    await expect(waitUntilReady(service, 10_000)).rejects.toThrow(
      /stopped before it was ready \(exit code 3\)/,
    );
  });
});
