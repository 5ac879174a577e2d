import type { ReplyOf } from '../../../contract';

export {
  REPORT_FIGURES,
  type ReportCsvWords,
  type ReportFigure,
  shiftReportCsv as reportCsv,
} from '../../../contract';

/** The shift report as the wire carries it (the contract's `ShiftReport`, read only). */
export type ShiftReport = ReplyOf<'shiftReport'>;

/** The file's name: the table and the period, as the pit files them. */
export const reportFileName = (report: ShiftReport): string =>
  `shift-${report.table.replace(/[^\w.-]+/g, '_')}-${report.day}.csv`;
