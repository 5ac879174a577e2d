import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { SerialPort } from 'serialport';

/** What the system says about one serial port (serialport's PortInfo, the fields Sabot shows). */
export interface SerialPortListing {
  readonly path: string;
  readonly manufacturer?: string | undefined;
  readonly serialNumber?: string | undefined;
  readonly vendorId?: string | undefined;
  readonly productId?: string | undefined;
}

/**
 * The machine's serial ports. On Linux serialport asks `udevadm`, which a minimal system (a
 * container, a server without udev) does not have; the kernel's own list in /sys then serves, with
 * a USB adapter's ids read from its sysfs attributes where they are.
 */
export async function listSerialPorts(sys = '/sys/class/tty'): Promise<readonly SerialPortListing[]> {
  try {
    return await SerialPort.list();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !existsSync(sys)) throw error;
    return portsFromSysfs(sys);
  }
}

/** Every tty the kernel backs with a device (virtual consoles and pseudo-terminals have none). */
export function portsFromSysfs(sys: string): SerialPortListing[] {
  return readdirSync(sys)
    .filter((name) => existsSync(join(sys, name, 'device')))
    .sort()
    .map((name) => {
      // The link is followed first: a lexical '..' would climb the link's own folder.
      const usb = usbDeviceOf(realpathSync(join(sys, name, 'device')));
      const attribute = (file: string): string | undefined => {
        if (!usb) return undefined;
        try {
          return readFileSync(join(usb, file), 'utf8').trim() || undefined;
        } catch {
          return undefined;
        }
      };
      return {
        path: `/dev/${name}`,
        manufacturer: attribute('manufacturer'),
        serialNumber: attribute('serial'),
        vendorId: attribute('idVendor'),
        productId: attribute('idProduct'),
      };
    });
}

/** The USB device above a tty (its interface's parent for ttyUSB, nearer for ttyACM), if any. */
function usbDeviceOf(device: string): string | undefined {
  for (let up = 0, folder = device; up < 3; up++, folder = join(folder, '..')) {
    if (existsSync(join(folder, 'idVendor'))) return folder;
  }
  return undefined;
}
