import type { Command } from 'commander';
import { listSerialPorts, type SerialPortListing } from '../../../devices/serial/list-ports.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, printJson } from '../io.js';
import { textTable } from '../text-table.js';

export type ListSerialPorts = () => Promise<readonly SerialPortListing[]>;

const NONE_FOUND =
  'No serial port found. Plug the shoe reader in (USB) and run `sabot devices` again.\n' +
  'To try Sabot without a reader, `sabot shoe-sim --pty` makes a simulated one; its pseudo-terminal\n' +
  'is not a system serial port, so it is not listed here: use the path shoe-sim prints.\n';

/**
 * `sabot devices`: the serial ports this machine has, so the technician can tell which one is the
 * shoe reader (a USB adapter shows its maker, serial number and vendor/product ids).
 */
export function registerDevicesCommand(
  program: Command,
  io: CliIo,
  listPorts: ListSerialPorts = listSerialPorts,
): void {
  program
    .command('devices')
    .description('list the serial ports a shoe reader can be on')
    .option('--json', 'print the list as JSON')
    .action(async (options: { json?: boolean }) => {
      let ports: readonly SerialPortListing[];
      try {
        ports = await listPorts();
      } catch (error) {
        throw new CliError(`the serial ports cannot be listed: ${(error as Error).message}`, EXIT.internal);
      }
      if (options.json === true) printJson(io, ports.map(portFields));
      else io.out(describeSerialPorts(ports));
    });
}

export function describeSerialPorts(ports: readonly SerialPortListing[]): string {
  if (ports.length === 0) return NONE_FOUND;
  const rows = ports.map((port) => {
    const fields = portFields(port);
    return [fields.path, fields.manufacturer ?? '—', fields.serialNumber ?? '—', usbId(fields)];
  });
  const count = ports.length === 1 ? '1 serial port' : `${ports.length} serial ports`;
  return `${count}:\n${textTable(['PATH', 'MANUFACTURER', 'SERIAL NUMBER', 'VENDOR:PRODUCT'], rows)}\n`;
}

function portFields(port: SerialPortListing): SerialPortListing {
  return {
    path: port.path,
    manufacturer: port.manufacturer,
    serialNumber: port.serialNumber,
    vendorId: port.vendorId,
    productId: port.productId,
  };
}

/** `0403:6001` as lsusb prints it; a port with no USB ids (a built-in UART) shows a dash. */
const usbId = (port: SerialPortListing): string =>
  port.vendorId === undefined && port.productId === undefined
    ? '—'
    : `${port.vendorId ?? '?'}:${port.productId ?? '?'}`;
