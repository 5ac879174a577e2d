import { afterEach, describe, expect, it } from 'vitest';
import { alarmLine } from '../../app/cli/table-text.js';
import { speak } from '../../app/cli/words.js';
import type { Alarm } from '../../app/core/devices/alarms.js';

const lost: Alarm = {
  id: 1,
  kind: 'frames-lost',
  code: 'alarm.frames-lost',
  params: { count: 3 },
  sentence: '3 frames were lost from the shoe reader: …',
  raisedAt: '2026-12-01T20:00:00.000Z',
  count: 2,
  lastAt: '2026-12-01T20:00:05.000Z',
};

describe("an alarm on the croupier's terminal", () => {
  afterEach(() => speak('en'));

  it('is rendered from its code in the language of the command, never from its English sentence', () => {
    speak('fr');
    expect(alarmLine(lost)).toBe(
      '  ALARME 3 trames du lecteur du sabot ont été perdues : vérifiez les cartes données, saisissez toute carte manquante, puis confirmez (« ok ») (2 fois)',
    );
    speak('ru');
    expect(alarmLine({ ...lost, params: { count: 5 }, count: 1 })).toBe(
      '  ТРЕВОГА от считывателя шуза потеряно 5 кадров: проверьте сданные карты, введите недостающие и подтвердите («ok»)',
    );
    expect(alarmLine({ ...lost, clearedAt: '2026-12-01T20:01:00.000Z' })).toMatch(
      /^ {2}снята: от считывателя/,
    );
  });

  it('reads in English as before', () => {
    expect(alarmLine(lost)).toBe(
      '  ALARM 3 frames were lost from the shoe reader: check the cards dealt, key any card missing, then confirm ("ok") (2 times)',
    );
  });
});
