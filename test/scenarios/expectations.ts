import { z } from 'zod';

/** A directive read, or what is wrong with it (for the scenario's author, in English). */
type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };
const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const fail = <T = never>(reason: string): Result<T> => ({ ok: false, reason });

/**
 * The `# expect` comments of a scenario script (docs/table-scripts.md, "Expectations in test
 * scripts"). They are worked out by hand from RULES.md next to the reasoning in the same file,
 * so the round statechart is checked against the rules rather than against itself.
 *
 *   # expect round 1 net: {"box1": 15, "bob": -10}
 *   # expect round 1 dealer: ["TS", "7H"]
 *   # expect round 1 burned: ["5C"]
 *   # expect round 1 state: players
 *   # expect round 1 croupier: {"badge": "1042", "name": "paul"}
 *   # expect rejected: [7, 12]
 *   # expect reason 7: cannot double
 */
export interface RoundExpectation {
  /** Every bettor with a stake that round, in table units (0 for a push). */
  net?: Record<string, number>;
  dealer?: string[];
  burned?: string[];
  /** `settled`, or the phase an unfinished round stopped in. */
  state?: string;
  /** Whose round it is (the croupier on duty at its first card); null for nobody named. */
  croupier?: { badge: string | null; name: string } | null;
}

export interface ScriptExpectations {
  /** By round number (1-based), in the order the directives appear. */
  readonly rounds: ReadonlyMap<number, RoundExpectation>;
  /** Every refused line (1-based, counting every line of the file); undefined if not stated. */
  readonly rejected: readonly number[] | undefined;
  /** A fragment of the refusal reason of a line, by line number. */
  readonly reasons: ReadonlyMap<number, string>;
}

type RoundField = keyof RoundExpectation;

const netSchema = z.record(z.string().min(1), z.number().finite());
const cardsSchema = z.array(z.string().min(1));
const linesSchema = z.array(z.number().int().positive());
const croupierSchema = z.strictObject({ badge: z.string().nullable(), name: z.string() }).nullable();

const ANY_DIRECTIVE = /^#\s*expect\b/;
const ROUND_DIRECTIVE = /^#\s*expect\s+round\s+(\d+)\s+(net|dealer|burned|state|croupier)\s*:\s*(.*?)\s*$/;
const REJECTED_DIRECTIVE = /^#\s*expect\s+rejected\s*:\s*(.*?)\s*$/;
const REASON_DIRECTIVE = /^#\s*expect\s+reason\s+(\d+)\s*:\s*(.*?)\s*$/;
const STATE_WORD = /^[a-z][a-z0-9-]*$/i;

/**
 * Reads every `# expect` directive of a script. A line that starts like a directive but does not
 * read as one is an error, not a silent skip: a typo must never turn an expectation off.
 * All problems are reported together, each with its line number.
 */
export function parseExpectations(text: string): Result<ScriptExpectations> {
  const found: Found = { rounds: new Map(), reasons: new Map(), rejected: undefined, rejectedLine: 0 };
  const problems: string[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!ANY_DIRECTIVE.test(line)) continue;
    const problem = readDirective(line, index + 1, found);
    if (problem !== undefined) problems.push(`line ${index + 1}: ${problem}: ${line}`);
  }
  for (const number of found.reasons.keys()) {
    if (!found.rejected?.includes(number)) {
      problems.push(`reason ${number}: line ${number} is not in "# expect rejected"`);
    }
  }
  if (problems.length > 0) return fail(problems.join('\n'));
  return ok({ rounds: found.rounds, rejected: found.rejected, reasons: found.reasons });
}

interface Found {
  rounds: Map<number, RoundExpectation>;
  reasons: Map<number, string>;
  rejected: number[] | undefined;
  rejectedLine: number;
}

/** Adds one directive to what was found so far; returns what is wrong with it, if anything. */
function readDirective(line: string, lineNumber: number, found: Found): string | undefined {
  const round = ROUND_DIRECTIVE.exec(line);
  if (round) {
    const [, numberText = '', fieldText = '', body = ''] = round;
    const number = Number(numberText);
    const field = fieldText as RoundField;
    if (number < 1) return 'rounds are numbered from 1';
    const expectation = found.rounds.get(number) ?? {};
    if (expectation[field] !== undefined) return `round ${number} ${field} given twice`;
    const parsed = parseRoundField(field, body);
    if (!parsed.ok) return parsed.reason;
    found.rounds.set(number, { ...expectation, ...parsed.value });
    return undefined;
  }

  const refused = REJECTED_DIRECTIVE.exec(line);
  if (refused) {
    if (found.rejected !== undefined) return `rejected already given on line ${found.rejectedLine}`;
    const parsed = parseJson(
      refused[1] ?? '',
      linesSchema,
      'a JSON array of line numbers, e.g. [7, 12] or []',
    );
    if (!parsed.ok) return parsed.reason;
    if (new Set(parsed.value).size !== parsed.value.length) return 'a line number is listed twice';
    found.rejected = parsed.value;
    found.rejectedLine = lineNumber;
    return undefined;
  }

  const reason = REASON_DIRECTIVE.exec(line);
  if (reason) {
    const number = Number(reason[1]);
    const fragment = reason[2] ?? '';
    if (fragment === '') return 'a reason needs a fragment of the refusal';
    if (found.reasons.has(number)) return `reason ${number} given twice`;
    found.reasons.set(number, fragment);
    return undefined;
  }

  return 'not an expectation: write "# expect round N net|dealer|burned|state|croupier: …", "# expect rejected: […]" or "# expect reason N: …"';
}

function parseRoundField(field: RoundField, body: string): Result<RoundExpectation> {
  switch (field) {
    case 'net': {
      const net = parseJson(body, netSchema, 'a JSON object of bettor → amount, e.g. {"box1": 7.5}');
      return net.ok ? ok({ net: net.value }) : net;
    }
    case 'dealer': {
      const dealer = parseJson(body, cardsSchema, 'a JSON array of cards, e.g. ["TS", "7H"]');
      return dealer.ok ? ok({ dealer: dealer.value }) : dealer;
    }
    case 'burned': {
      const burned = parseJson(body, cardsSchema, 'a JSON array of cards, e.g. ["5C"] or []');
      return burned.ok ? ok({ burned: burned.value }) : burned;
    }
    case 'croupier': {
      const croupier = parseJson(
        body,
        croupierSchema,
        'a JSON object, e.g. {"badge": "1042", "name": "paul"}, or null',
      );
      return croupier.ok ? ok({ croupier: croupier.value }) : croupier;
    }
    case 'state':
      return STATE_WORD.test(body)
        ? ok({ state: body })
        : fail('a state is one word, e.g. settled or players');
  }
}

function parseJson<T>(body: string, schema: z.ZodType<T>, shape: string): Result<T> {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return fail(`expected ${shape}`);
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? ok(parsed.data) : fail(`expected ${shape}`);
}
