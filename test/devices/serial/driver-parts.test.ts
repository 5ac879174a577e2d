import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentenceOf } from '../../../app/core/sentences.js';
import { translatorFor } from '../../../app/i18n/index.js';
import {
  cannotOpenMessage,
  lineDownMessage,
  silenceMessage,
  systemReason,
} from '../../../devices/serial/port-messages.js';
import { RetryWait } from '../../../devices/serial/retry-wait.js';
import { ShoeReaderListeners } from '../../../devices/serial/shoe-reader-events.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const cannotOpenSentence = (path: string, error: Error) => sentenceOf(cannotOpenMessage(path, error));
const lineDownSentence = (path: string, error: Error | null) => sentenceOf(lineDownMessage(path, error));
const silenceSentence = (ms: number, bytes: number) => sentenceOf(silenceMessage(ms, bytes));

describe('what the driver tells the croupier', () => {
  it('turns serialport errors into sentences with the way out', () => {
    const path = '/dev/ttyUSB0';
    expect(cannotOpenSentence(path, new Error('Error: Permission denied, cannot open /dev/ttyUSB0'))).toBe(
      "Sabot may not open the shoe reader's port /dev/ttyUSB0: permission denied (the user running Sabot must be in the dialout group); still trying",
    );
    expect(
      cannotOpenSentence(path, new Error('Error Resource temporarily unavailable Cannot lock port')),
    ).toMatch(/held by another program/);
    expect(
      cannotOpenSentence(path, new Error('Error: No such file or directory, cannot open /dev/ttyUSB0')),
    ).toMatch(/is not there \(reader unplugged or switched off\?\)/);
  });

  it('keeps the system’s words and drops serialport’s wrapping', () => {
    expect(systemReason(new Error('Error: Input/output error, cannot open /dev/ttyUSB0'))).toBe(
      'Input/output error',
    );
    expect(lineDownSentence('/dev/ttyUSB0', new Error('bad file descriptor'))).toBe(
      'the shoe reader on /dev/ttyUSB0 went off the line: unplugged, switched off or the cable is cut (bad file descriptor); reconnecting',
    );
  });

  it('says whether a silence is total or full of unreadable bytes', () => {
    expect(silenceSentence(3000, 0)).toMatch(/silent for 3 s/);
    expect(silenceSentence(3240, 0)).toMatch(/silent for 3\.2 s/);
    expect(silenceSentence(3200, 17)).toMatch(
      /only 17 unreadable bytes: check the cable and the reader's baud rate/,
    );
  });

  it('says it as a code the table words in each language, the system’s own reason a parameter', () => {
    const path = '/dev/ttyUSB0';
    const odd = cannotOpenMessage(path, new Error('Error: Input/output error, cannot open /dev/ttyUSB0'));
    expect(odd).toEqual({ code: 'reader.cannot-open', params: { path, reason: 'Input/output error' } });
    expect(translatorFor('fr').say(odd)).toBe(
      'le port /dev/ttyUSB0 du lecteur du sabot ne s’ouvre pas (Input/output error) ; nouvel essai en cours',
    );
    const denied = cannotOpenMessage(path, new Error('Error: Permission denied, cannot open /dev/ttyUSB0'));
    expect(translatorFor('ru').say(denied)).toMatch(
      /^Sabot не может открыть порт \/dev\/ttyUSB0 считывателя шуза/,
    );
    expect(translatorFor('fr').say(lineDownMessage(path, null))).toBe(
      'le lecteur du sabot sur /dev/ttyUSB0 a quitté la ligne : débranché, éteint ou câble coupé ; reconnexion en cours',
    );
    expect(translatorFor('ru').say(silenceMessage(3200, 3))).toMatch(/только 3 нечитаемых байта/);
    expect(translatorFor('fr').say(silenceMessage(3000, 0))).toMatch(/muet depuis 3 s/);
    expect(translatorFor('fr').say(silenceMessage(3240, 0))).toMatch(/muet depuis 3,2 s/);
  });
});

describe('the reconnection backoff', () => {
  it('waits 0.1 s, then doubles up to 2 s', () => {
    const wait = new RetryWait('/nonexistent');
    const delays: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      delays.push(wait.nextDelayMs);
      wait.wait(() => {});
      wait.cancel();
    }
    expect(delays).toEqual([100, 200, 400, 800, 1600, 2000, 2000]);
    wait.reset();
    expect(wait.nextDelayMs).toBe(100);
  });
});

describe('the driver’s listeners', () => {
  it('keep receiving when one of them throws, and the bug is rethrown on its own turn', () => {
    const rethrown: (() => void)[] = [];
    vi.spyOn(globalThis, 'setImmediate').mockImplementation(((callback: () => void) => {
      rethrown.push(callback);
    }) as unknown as typeof setImmediate);
    const listeners = new ShoeReaderListeners();
    const heard: number[] = [];
    listeners.on('voice', () => {
      throw new Error('a bug in a listener');
    });
    listeners.on('voice', (event) => heard.push(event.at));
    expect(() => listeners.emit('voice', { silentForMs: 3000, at: 1 })).not.toThrow();
    expect(heard).toEqual([1]);
    expect(rethrown).toHaveLength(1);
    expect(() => rethrown[0]?.()).toThrow('a bug in a listener');
  });
});
