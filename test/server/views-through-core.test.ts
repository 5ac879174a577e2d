import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The modules of web mode that carry the views per role: they get them through `app/core`. */
const CARRIERS = ['app/server/table-message.ts', 'app/server/review-operations.ts'];

const importsOf = (path: string): string[] =>
  [...readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8').matchAll(/from '([^']+)'/g)].map(
    (match) => match[1] ?? '',
  );

describe("web mode's table message and pit review", () => {
  it.each(CARRIERS)('%s imports the views from app/core and nothing from engine/', (path) => {
    const imports = importsOf(path);
    expect(imports).toContain('../core/views/table-views.js');
    expect(imports.filter((from) => from.includes('engine/'))).toEqual([]);
  });
});
