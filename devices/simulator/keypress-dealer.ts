import type { ShoeSimulator } from './shoe-simulator.js';
import type { SentFrame } from './simulator-tally.js';

/** What the keypress mode reads: a terminal's standard input, or any byte stream in tests. */
export type KeyInput = NodeJS.ReadableStream & {
  readonly isTTY?: boolean;
  setRawMode?(raw: boolean): unknown;
};

const CTRL_C = 0x03;
const CTRL_D = 0x04;
const CR = 0x0d;
const LF = 0x0a;

/**
 * One card out of the simulated shoe per key, for a person demonstrating the table by hand.
 * `q`, Ctrl-C, Ctrl-D, the end of the input or `signal` stops (keys pressed before it are still dealt);
 * so does an empty shoe. Keys pressed while a card is going out are dealt after it, in order.
 * Resolves with the number of cards dealt.
 */
export function dealOnKeypress(
  simulator: ShoeSimulator,
  input: KeyInput,
  onCard: (sent: SentFrame[]) => void = () => {},
  signal?: AbortSignal,
): Promise<number> {
  return new Promise((resolve) => {
    let dealt = 0;
    let chain: Promise<void> = Promise.resolve();
    let finished = false;
    let previous = -1;
    const raw = input.isTTY === true && input.setRawMode !== undefined;
    const finish = (): void => {
      if (finished) return;
      finished = true;
      input.off('data', onData);
      input.off('end', finish);
      signal?.removeEventListener('abort', finish);
      if (raw) input.setRawMode?.(false);
      input.pause();
      void chain.then(() => resolve(dealt));
    };
    const deal = async (): Promise<void> => {
      const sent = await simulator.sendNext();
      if (sent.length > 0) dealt++;
      onCard(sent);
      if (simulator.cardsLeft === 0) finish();
    };
    function onData(chunk: Buffer | string): void {
      for (const byte of typeof chunk === 'string' ? Buffer.from(chunk) : chunk) {
        // Enter is one key whether the terminal sends CR, LF or CR LF.
        const secondHalfOfEnter = byte === LF && previous === CR;
        previous = byte;
        if (byte === CTRL_C || byte === CTRL_D || byte === 0x71 /* q */) {
          finish();
          return;
        }
        if (!secondHalfOfEnter) chain = chain.then(deal);
      }
    }
    signal?.addEventListener('abort', finish);
    if (raw) input.setRawMode?.(true);
    input.on('data', onData);
    input.on('end', finish);
    input.resume();
    if (simulator.cardsLeft === 0) finish();
  });
}
