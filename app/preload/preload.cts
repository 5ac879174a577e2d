/**
 * The renderer's only way to the table. A sandboxed preload runs as CommonJS and may require
 * nothing but `electron`, so this file imports types only: the contract's schemas stay in the
 * main process, which validates every payload before it reaches the table service.
 *
 * Each exposed name is a fixed contract operation (the `satisfies` below fails to compile if one
 * is missing or extra, and test/electron checks the running list against OPERATION_NAMES).
 */
import type {
  ALARMS_CHANGED,
  AlarmChange,
  OperationName,
  ReplyOf,
  RequestOf,
  TABLE_CHANGED,
  TableMessage,
} from '../contract.js';
import type { SabotBridge, SabotBridgeKey } from './bridge-api.js';

import electron = require('electron');

const { contextBridge, ipcRenderer } = electron;

const invoke =
  <N extends OperationName>(operation: N) =>
  (payload: RequestOf<N>): Promise<ReplyOf<N>> =>
    ipcRenderer.invoke(operation, payload);

const tableChanged: typeof TABLE_CHANGED = 'tableChanged';
const alarmsChanged: typeof ALARMS_CHANGED = 'alarmsChanged';

/** The IPC event stays here: handing it to the page would hand it `sender`. */
const relayed =
  <T,>(channel: string) =>
  (listener: (value: T) => void): (() => void) => {
    const relay = (_event: unknown, value: T) => listener(value);
    ipcRenderer.on(channel, relay);
    return () => void ipcRenderer.removeListener(channel, relay);
  };

const bridge = {
  viewTable: invoke('viewTable'),
  submitInput: invoke('submitInput'),
  keyIn: invoke('keyIn'),
  pullSimulatedCard: invoke('pullSimulatedCard'),
  confirmNoCardLost: invoke('confirmNoCardLost'),
  listRounds: invoke('listRounds'),
  replayRound: invoke('replayRound'),
  exportRoundScript: invoke('exportRoundScript'),
  verifyLog: invoke('verifyLog'),
  sessionResults: invoke('sessionResults'),
  voidRound: invoke('voidRound'),
  correctCard: invoke('correctCard'),
  recordRuling: invoke('recordRuling'),
  recordBooks: invoke('recordBooks'),
  changeTable: invoke('changeTable'),
  signIn: invoke('signIn'),
  signOut: invoke('signOut'),
  staffRegister: invoke('staffRegister'),
  changeStaff: invoke('changeStaff'),
  staffReport: invoke('staffReport'),
  shiftReport: invoke('shiftReport'),
  ratings: invoke('ratings'),
  ruleEconomics: invoke('ruleEconomics'),
  login: invoke('login'),
  onTableChanged: relayed<TableMessage>(tableChanged),
  onAlarmsChanged: relayed<AlarmChange>(alarmsChanged),
} satisfies SabotBridge;

const key: SabotBridgeKey = 'sabot';
contextBridge.exposeInMainWorld(key, bridge);
