/** Text handed to `out` in pieces of about `size` characters rather than one write each. */
export interface BufferedOut {
  write(text: string): void;
  flush(): void;
}

/**
 * A log of years is millions of rounds: a write each would cost more than their fold, and one
 * write of them all more memory than the machine has.
 */
export function bufferedOut(out: (text: string) => void, size = 1 << 16): BufferedOut {
  let held: string[] = [];
  let length = 0;
  const flush = (): void => {
    if (held.length > 0) out(held.join(''));
    held = [];
    length = 0;
  };
  return {
    write(text) {
      held.push(text);
      length += text.length;
      if (length >= size) flush();
    },
    flush,
  };
}
