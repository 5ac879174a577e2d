import type { RoundReport, TableView } from '../../contract';

/** The contract's table, named the way the screens use it; the renderer imports nothing else. */
export type { AlarmMessage, Card, Decision, Phase, RoundReport, TableView } from '../../contract';
export type BoxReport = RoundReport['boxes'][number];
export type HandReport = BoxReport['hands'][number];
export type OnTurn = NonNullable<TableView['onTurn']>;
