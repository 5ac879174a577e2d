import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { portsFromSysfs } from '../../../devices/serial/list-ports.js';

describe('the serial ports from the kernel’s list, on a machine without udevadm', () => {
  it('lists the ttys backed by a device, with a USB adapter’s ids, and leaves consoles out', () => {
    const sys = mkdtempSync(join(tmpdir(), 'sabot-sys-'));
    const usb = join(sys, 'usb1-1');
    mkdirSync(join(usb, '1-1:1.0', 'ttyUSB0'), { recursive: true });
    for (const [file, value] of [
      ['idVendor', '0403'],
      ['idProduct', '6001'],
      ['manufacturer', 'FTDI'],
      ['serial', 'A10K3XQ2'],
    ])
      writeFileSync(join(usb, file as string), `${value}\n`);
    const tty = join(sys, 'tty');
    mkdirSync(join(tty, 'ttyUSB0'), { recursive: true });
    // sysfs links device to the adapter's tty node; a folder stands in for the link here.
    mkdirSync(join(tty, 'ttyS0', 'device'), { recursive: true });
    mkdirSync(join(tty, 'tty1'), { recursive: true });
    symlinkSync(join(usb, '1-1:1.0', 'ttyUSB0'), join(tty, 'ttyUSB0', 'device'));

    expect(portsFromSysfs(tty)).toEqual([
      {
        path: '/dev/ttyS0',
        manufacturer: undefined,
        serialNumber: undefined,
        vendorId: undefined,
        productId: undefined,
      },
      {
        path: '/dev/ttyUSB0',
        manufacturer: 'FTDI',
        serialNumber: 'A10K3XQ2',
        vendorId: '0403',
        productId: '6001',
      },
    ]);
  });
});
