#!/usr/bin/env node
// One space before the French signs ":", ";", "?" and "!" in every sentence of the French
// catalogues (app/i18n/catalogues/fr/*.ts), the same in all of them:
//
//   node scripts/french-spaces.mjs            # apply the catalogue's rule: a plain space
//   node scripts/french-spaces.mjs --count    # only count each form, change nothing
//   node scripts/french-spaces.mjs --space nbsp|narrow|plain
//
// The rule is the one most of the catalogue used when it was chosen (a plain space; a few
// sentences had a no-break space, none a narrow one). test/i18n/french-spaces.test.ts fails on the
// other forms; whoever changes the rule passes --space and changes that test's SPACE with it.
// Only the spaces inside string literals change, never a key, a placeholder or a comment, and a
// sign with no space before it (a JSON example, a time) is left as it is. Run it again after
// merging sentences written with another space; it prints what it changed, file by file.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SPACES = { plain: ' ', nbsp: '\u00a0', narrow: '\u202f' };
/** A space of any of the three forms before a French sign, as a character or as its escape. */
const BEFORE_SIGN = /( |\u00a0|\u202f|\\u00a0|\\u202f)(?=[:;?!])/gi;
const FORM_OF = (space) =>
  space === ' ' ? 'plain' : space === '\u00a0' || space.toLowerCase() === '\\u00a0' ? 'nbsp' : 'narrow';

const args = process.argv.slice(2);
const countOnly = args.includes('--count');
const asked = args.includes('--space') ? args[args.indexOf('--space') + 1] : 'plain';
if (!Object.hasOwn(SPACES, asked)) {
  console.error(`--space takes plain, nbsp or narrow, not ${JSON.stringify(asked)}`);
  process.exit(2);
}
const wanted = SPACES[asked];

const folder = join(dirname(fileURLToPath(import.meta.url)), '..', 'app', 'i18n', 'catalogues', 'fr');
const counts = { plain: 0, nbsp: 0, narrow: 0 };
for (const name of readdirSync(folder)
  .filter((file) => file.endsWith('.ts'))
  .sort()) {
  const path = join(folder, name);
  const source = readFileSync(path, 'utf8');
  let changed = 0;
  const result = mapStringLiterals(source, (literal) =>
    literal.replace(BEFORE_SIGN, (space) => {
      counts[FORM_OF(space)] += 1;
      if (space === wanted) return space;
      changed += 1;
      return wanted;
    }),
  );
  if (!countOnly && changed > 0) {
    writeFileSync(path, result);
    console.log(`${name}: ${changed} spaces made ${asked}`);
  }
}
console.log(
  `before the signs: ${counts.plain} plain, ${counts.nbsp} no-break, ${counts.narrow} narrow no-break`,
);

/**
 * The source with each string literal ('…', "…", `…`) passed through `change`; comments and code
 * are copied as they are. Enough of JavaScript's grammar for the catalogues: no regular expressions.
 */
function mapStringLiterals(source, change) {
  let out = '';
  let index = 0;
  while (index < source.length) {
    const char = source[index];
    const next = source[index + 1];
    if (char === '/' && next === '/') {
      const end = source.indexOf('\n', index);
      const stop = end === -1 ? source.length : end;
      out += source.slice(index, stop);
      index = stop;
    } else if (char === '/' && next === '*') {
      const stop = source.indexOf('*/', index + 2) + 2;
      out += source.slice(index, stop);
      index = stop;
    } else if (char === "'" || char === '"' || char === '`') {
      let end = index + 1;
      while (end < source.length && source[end] !== char) end += source[end] === '\\' ? 2 : 1;
      out += char + change(source.slice(index + 1, end)) + char;
      index = end + 1;
    } else {
      out += char;
      index += 1;
    }
  }
  return out;
}
