import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { type ListSerialPorts, registerDevicesCommand } from '../../../app/cli/commands/devices.js';
import type { CliIo } from '../../../app/cli/io.js';
import { runCommand } from '../simulator/cli-harness.js';

const devicesWith = (list?: ListSerialPorts) => (program: Command, io: CliIo) =>
  registerDevicesCommand(program, io, list);

describe('sabot devices', () => {
  it('lists the machine’s serial ports, or says there are none', async () => {
    const { code, out } = await runCommand(devicesWith(), ['devices']);
    expect(code).toBe(0);
    expect(out).toMatch(
      /^(No serial port found\.|\d+ serial ports?:\nPATH +MANUFACTURER +SERIAL NUMBER +VENDOR:PRODUCT\n)/,
    );
  });

  it('shows what identifies a USB reader: maker, serial number, vendor and product ids', async () => {
    const list: ListSerialPorts = async () => [
      {
        path: '/dev/ttyUSB0',
        manufacturer: 'FTDI',
        serialNumber: 'A10K3XQ2',
        vendorId: '0403',
        productId: '6001',
      },
      { path: '/dev/ttyS0' },
    ];
    const { code, out } = await runCommand(devicesWith(list), ['devices']);
    expect(code).toBe(0);
    const lines = out.trimEnd().split('\n');
    expect(lines[0]).toBe('2 serial ports:');
    expect(lines[3]).toMatch(/^\/dev\/ttyUSB0 +FTDI +A10K3XQ2 +0403:6001$/);
    expect(lines[4]).toMatch(/^\/dev\/ttyS0 +— +— +—$/);
    const json = await runCommand(devicesWith(list), ['devices', '--json']);
    expect(JSON.parse(json.out)[0]).toEqual({
      path: '/dev/ttyUSB0',
      manufacturer: 'FTDI',
      serialNumber: 'A10K3XQ2',
      vendorId: '0403',
      productId: '6001',
    });
  });

  it('says clearly when there is no port, and points to the simulator', async () => {
    const { code, out } = await runCommand(
      devicesWith(async () => []),
      ['devices'],
    );
    expect(code).toBe(0);
    expect(out).toContain('No serial port found. Plug the shoe reader in (USB)');
    expect(out).toContain('sabot shoe-sim --pty');
  });

  it('reports a listing failure as a sentence with exit code 1', async () => {
    const broken: ListSerialPorts = async () => {
      throw new Error('udev is not running');
    };
    const { code, err } = await runCommand(devicesWith(broken), ['devices']);
    expect(code).toBe(1);
    expect(err).toBe('sabot: the serial ports cannot be listed: udev is not running\n');
  });
});
