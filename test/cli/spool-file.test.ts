import { describe, expect, it } from 'vitest';
import { spoolFile } from '../../app/cli/spool-file.js';

describe('text kept aside on disk', () => {
  it('given more than a piece of text with characters of several bytes, then it comes back whole and in order', () => {
    const spool = spoolFile();
    // "Раунд" is two bytes a letter and "♥" three: many a piece of a mebibyte ends inside one.
    const lines = Array.from(
      { length: 60_000 },
      (_, index) => `Раунд ${index}: K♥ — ${'x'.repeat(index % 7)}\n`,
    );
    for (const line of lines) spool.write(line);
    let back = '';
    let pieces = 0;
    spool.copyTo((text) => {
      back += text;
      pieces += 1;
    });
    expect(back).toBe(lines.join(''));
    expect(pieces).toBeGreaterThan(1);
  });
});
