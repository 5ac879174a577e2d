import type { ReplyOf, ReportTableKind } from '../../../contract';

export {
  isReportTableKind,
  REPORT_FIGURES,
  REPORT_TABLE_KINDS,
  type ReportFigure,
  type ReportTableKind,
  shiftReportCsv,
} from '../../../contract';

/** The shift report as the wire carries it (the contract's `ShiftReport`, read only). */
export type ShiftReport = ReplyOf<'shiftReport'>;

/** The file's name: the table, the period and the table of the report, as the pit files them. */
export const reportFileName = (report: ShiftReport, kind: ReportTableKind): string =>
  `shift-${report.table.replace(/[^\w.-]+/g, '_')}-${report.day}-${kind}.csv`;
