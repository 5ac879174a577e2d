import type { Command } from 'commander';
import { listSerialPorts, type SerialPortListing } from '../../../devices/serial/list-ports.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, jsonText } from '../io.js';
import { textTable } from '../text-table.js';
import { cliText } from '../words.js';

export type ListSerialPorts = () => Promise<readonly SerialPortListing[]>;

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
    .description(cliText('cli.devices.description'))
    .option('--json', cliText('cli.devices.option.json'))
    .action(async (options: { json?: boolean }) => {
      let ports: readonly SerialPortListing[];
      try {
        ports = await listPorts();
      } catch (error) {
        throw new CliError(
          cliText('cli.devices.cannot-list', { detail: (error as Error).message }),
          EXIT.internal,
        );
      }
      io.out(options.json === true ? jsonText(ports.map(portFields)) : describeSerialPorts(ports));
    });
}

export function describeSerialPorts(ports: readonly SerialPortListing[]): string {
  if (ports.length === 0) return `${cliText('cli.devices.none')}\n`;
  const rows = ports.map((port) => {
    const fields = portFields(port);
    return [fields.path, fields.manufacturer ?? '—', fields.serialNumber ?? '—', usbId(fields)];
  });
  const header = [
    cliText('cli.devices.column.path'),
    cliText('cli.devices.column.manufacturer'),
    cliText('cli.devices.column.serial'),
    cliText('cli.devices.column.usb'),
  ];
  return `${cliText('cli.devices.count', { count: ports.length })}\n${textTable(header, rows)}\n`;
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
