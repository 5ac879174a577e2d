import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES, operations, TABLE_SOCKET_PATH } from '../../app/contract.js';

const ROOT = join(import.meta.dirname, '..', '..');

function sourcesUnder(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.(ts|tsx|cts|mts|mjs|js)$/.test(entry.name))
      found.push(relative(ROOT, join(entry.parentPath, entry.name)));
  }
  return found;
}

describe('the contract checks every reply', () => {
  it('no schema in app/ accepts anything: there is no z.custom(() => true)', () => {
    const accepting = /z\s*\.\s*custom\s*(<[^>]*>)?\s*\(\s*\(\s*\)\s*=>\s*true\s*\)/;
    const offenders = sourcesUnder('app').filter((path) =>
      accepting.test(readFileSync(join(ROOT, path), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it("every operation's reply schema refuses what no reply is", () => {
    for (const op of OPERATION_NAMES)
      for (const garbage of [undefined, 'yes', 42, [{ nonsense: true }], { nonsense: true }])
        expect(operations[op].reply.safeParse(garbage).success, `${op}: ${JSON.stringify(garbage)}`).toBe(
          false,
        );
  });

  it('the socket path is written once, in the contract', () => {
    const spelled = new RegExp(`['"\`]${TABLE_SOCKET_PATH}['"\`]`);
    const writers = [...sourcesUnder('app'), ...sourcesUnder('test')].filter((path) =>
      spelled.test(readFileSync(join(ROOT, path), 'utf8')),
    );
    expect(writers).toEqual(['app/contract/frames.ts']);
  });
});
