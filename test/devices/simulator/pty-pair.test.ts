import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SerialPort } from 'serialport';
import { describe, expect, it } from 'vitest';
import { openPtyPair } from '../../../devices/simulator/pty-pair.js';
import { inEnglish } from '../../support/in-english.js';
import { ptyPair } from '../../support/pty.js';

function openPort(path: string): Promise<SerialPort> {
  return new Promise((resolve, reject) => {
    const port = new SerialPort({ path, baudRate: 115200 }, (error) =>
      error ? reject(error) : resolve(port),
    );
  });
}

const closePort = (port: SerialPort): Promise<void> =>
  new Promise((resolve) => (port.isOpen ? port.close(() => resolve()) : resolve()));

describe('a socat pseudo-terminal pair', () => {
  it('carries bytes from the reader side to the host side', async () => {
    const pair = await ptyPair();
    const [reader, host] = await Promise.all([openPort(pair.readerPath), openPort(pair.hostPath)]);
    try {
      const received = new Promise<string>((resolve) =>
        host.once('data', (chunk: Buffer) => resolve(chunk.toString())),
      );
      reader.write('$SBT1,0,H*0000\r\n');
      expect(await received).toBe('$SBT1,0,H*0000\r\n');
    } finally {
      await Promise.all([closePort(reader), closePort(host)]);
      await pair.close();
    }
    expect(existsSync(pair.hostPath)).toBe(false);
  });

  it('unplugs (both links vanish) and plugs back in on the same paths', async () => {
    const pair = await ptyPair();
    try {
      await pair.unplug();
      expect(pair.plugged).toBe(false);
      expect(existsSync(pair.hostPath)).toBe(false);
      expect(existsSync(pair.readerPath)).toBe(false);

      expect((await pair.plugIn()).ok).toBe(true);
      expect(pair.plugged).toBe(true);
      expect(readlinkSync(pair.hostPath)).toMatch(/^\/dev\/pts\/\d+$/);
      await closePort(await openPort(pair.hostPath));
    } finally {
      await pair.close();
    }
  });

  it('says how to install socat when it is missing', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const pair = await openPtyPair();
      expect(inEnglish(pair)).toEqual({
        ok: false,
        reason: 'socat is not installed: apt-get install socat',
        refusal: { code: 'simulator.socat-missing', params: {} },
      });
    } finally {
      process.env.PATH = path;
    }
  });

  it('stops its socat when the process that opened it is killed with SIGKILL, where no handler runs', async () => {
    const module = fileURLToPath(new URL('../../../dist/devices/simulator/pty-pair.js', import.meta.url));
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { openPtyPair } = await import(${JSON.stringify(module)});
         const pair = await openPtyPair();
         console.log(pair.ok ? pair.value.readerPath : 'failed: ' + pair.reason);
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const readerPath = await new Promise<string>((resolve) =>
      holder.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
    );
    expect(readerPath).toMatch(/reader$/);
    const socatsFor = (): string[] =>
      execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
        .split('\n')
        .filter(
          (line) =>
            line.includes(`link=${readerPath}`) && /\bsocat -d/.test(line) && !line.includes('/bin/sh'),
        );
    expect(socatsFor()).toHaveLength(1);
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    for (let waited = 0; socatsFor().length > 0 && waited < 5_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(socatsFor()).toEqual([]);
  });
});
