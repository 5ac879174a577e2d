import type { TableMessage } from '../../contract';

/** The contract's table, named the way the screens use it; the renderer imports nothing else. */
export type TableView = TableMessage['view'];
export type RoundReport = TableView['round'];
export type BoxReport = RoundReport['boxes'][number];
export type HandReport = BoxReport['hands'][number];
export type Card = RoundReport['dealer']['cards'][number];
export type Phase = TableView['phase'];
export type OnTurn = NonNullable<TableView['onTurn']>;
export type Decision = OnTurn['decisions'][number];
export type AlarmMessage = TableMessage['alarms'][number];
