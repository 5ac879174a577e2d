import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_KINDS, typesWhere } from '../../../engine/table/event-kinds.js';

const TYPES = Object.keys(EVENT_KINDS);
const name = `['"\`](?:${TYPES.join('|')})['"\`]`;
/** Two type names in a comma-separated list: an array, a Set, an SQL `IN (...)`. */
const commaList = new RegExp(`${name}\\s*,\\s*${name}`);
/** Two type names compared in one condition: `type === 'A' || type === 'B'`. */
const orChain = new RegExp(`===\\s*${name}[^;{}]{0,120}?(?:\\|\\||&&)[^;{}]{0,120}?===\\s*${name}`);

/** Where the code names several event types together: each is a question the kinds table answers. */
function listsOfTypes(text: string): string[] {
  const found: string[] = [];
  for (const pattern of [commaList, orChain]) {
    const global = new RegExp(pattern.source, 'g');
    for (const match of text.matchAll(global)) found.push(match[0].replace(/\s+/g, ' '));
  }
  return found;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist') continue;
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|sql)$/.test(entry)) yield path;
  }
}

/** The kinds table itself, and the unions that declare the types (one member a line, never a list). */
const DECLARING = new Set(['engine/table/event-kinds.ts']);

describe('the one table of event kinds', () => {
  it('finds a list of event types where one stands (the lists this table replaced)', () => {
    expect(listsOfTypes("const REFOLDS = new Set(['CardCorrected', 'RoundVoided']);")).toHaveLength(1);
    expect(
      listsOfTypes(`"SELECT * FROM events WHERE type IN ('CardCorrected', 'RoundVoided')"`),
    ).toHaveLength(1);
    expect(
      listsOfTypes(
        "logged.filter(({ event }) => event.type === 'CardCorrected' || event.type === 'RulingRecorded')",
      ),
    ).toHaveLength(1);
    expect(listsOfTypes("if (event.type === 'CardCorrected') cards.set(event.position, card);")).toEqual([]);
  });

  it('has no list of event types standing outside it in app/, engine/ or devices/, SQL strings included', () => {
    const outside: string[] = [];
    for (const root of ['app', 'engine', 'devices']) {
      for (const file of sourceFiles(root)) {
        if (DECLARING.has(file)) continue;
        for (const list of listsOfTypes(readFileSync(file, 'utf8'))) outside.push(`${file}: ${list}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('agrees with the log database’s partial index of corrections (a forward-only migration)', () => {
    const migration = readFileSync('migrations/006_lookup_indexes.sql', 'utf8');
    const indexed = /events_corrections[\s\S]*?WHERE type IN \(([^)]*)\)/.exec(migration)?.[1] ?? '';
    const listed = [...indexed.matchAll(/'(\w+)'/g)].map((match) => match[1]);
    // A new type that refolds needs a migration that rebuilds this index (the start-up query would scan the log).
    expect(listed).toEqual(typesWhere('refolds'));
  });
});
