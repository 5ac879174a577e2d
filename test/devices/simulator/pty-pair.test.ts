import { existsSync, readlinkSync } from 'node:fs';
import { SerialPort } from 'serialport';
import { describe, expect, it } from 'vitest';
import { openPtyPair } from '../../../devices/simulator/pty-pair.js';
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
      expect(pair).toEqual({ ok: false, reason: 'socat is not installed: apt-get install socat' });
    } finally {
      process.env.PATH = path;
    }
  });
});
