import { TableService } from '../../app/core/table/table-service.js';

/** A rejected frame from the reader during the log's last round: the round list flags it with an alarm. */
export function garbledFrameDuringLastRound(db: string): void {
  const service = TableService.open({ dbPath: db });
  try {
    service.openDeviceJournal().append({
      receivedAt: service.log.last()?.metadata.time ?? '',
      device: '/dev/ttyUSB0',
      raw: new TextEncoder().encode('SBT1 C 0042 Q? 9F1A\n'),
      decoded: null,
      verdict: 'rejected',
      reason: 'checksum differs',
    });
  } finally {
    service.close();
  }
}
