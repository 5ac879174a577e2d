import type { SkippedFact } from '../../engine/log/fold-log.js';
import type { ReplayedRound } from '../core/table/replay-log.js';
import { spoolFile } from './spool-file.js';

/** Where `sabot replay` writes each round as the fold hands it over, then what the fold left. */
export interface ReplayWriter {
  round(replayed: ReplayedRound): void;
  end(skipped: readonly SkippedFact[]): void;
}

/** `value` as `JSON.stringify(…, null, 2)` writes it `depth` spaces in, inside a larger document. */
const nested = (value: unknown, depth: number): string =>
  JSON.stringify(value, null, 2).replaceAll('\n', `\n${' '.repeat(depth)}`);

/**
 * `{"KEY": [items…], …after}` byte for byte as `JSON.stringify(…, null, 2)` prints it, each item
 * written as it comes: a list read a page at a time is never held whole. `after`: the document's
 * other keys, known once the list is.
 */
export function jsonListWriter(out: (text: string) => void, key: string) {
  let items = 0;
  out(`{\n  ${JSON.stringify(key)}: [`);
  return {
    item(value: unknown): void {
      out(`${items === 0 ? '' : ','}\n    ${nested(value, 4)}`);
      items += 1;
    },
    end(after: Readonly<Record<string, unknown>> = {}): void {
      const rest = Object.entries(after).map(
        ([name, value]) => `,\n  ${JSON.stringify(name)}: ${nested(value, 2)}`,
      );
      out(`${items === 0 ? '' : '\n  '}]${rest.join('')}\n}\n`);
    },
  };
}

/**
 * `--json`: byte for byte the document `{profile, rounds, audit: {rounds, skipped}, rejected}` one
 * `JSON.stringify(…, null, 2)` would print, written as the rounds come. Each round's report goes out
 * at once; its audit, which the document puts after every round, waits in a file of its own (never
 * in memory: a log of years has millions of them) and is copied out at the end.
 */
export function jsonDocumentWriter(out: (text: string) => void, profile: string): ReplayWriter {
  const audits = spoolFile();
  let rounds = 0;
  out(`{\n  "profile": ${JSON.stringify(profile)},\n  "rounds": [`);
  return {
    round({ report, audit }) {
      const comma = rounds === 0 ? '' : ',';
      out(`${comma}\n    ${nested(report, 4)}`);
      audits.write(`${comma}\n      ${nested(audit, 6)}`);
      rounds += 1;
    },
    end(skipped) {
      out(`${rounds === 0 ? '' : '\n  '}],\n  "audit": {\n    "rounds": [`);
      audits.copyTo(out);
      out(
        `${rounds === 0 ? '' : '\n    '}],\n    "skipped": ${nested(skipped, 4)}\n  },\n  "rejected": []\n}\n`,
      );
    },
  };
}

/**
 * `--jsonl`: one line a round, `{"round": report, "audit": audit}`, written as it ends, after a
 * first line `{"profile": id}`; then a line `{"skipped": fact}` for each fact replay skipped.
 */
export function jsonLinesWriter(out: (text: string) => void, profile: string): ReplayWriter {
  out(`${JSON.stringify({ profile })}\n`);
  return {
    round({ report, audit }) {
      out(`${JSON.stringify({ round: report, audit })}\n`);
    },
    end(skipped) {
      for (const fact of skipped) out(`${JSON.stringify({ skipped: fact })}\n`);
    },
  };
}
