import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tableInput } from '../../engine/round/inputs.js';
import { BUILT_IN_PROFILES } from '../../engine/rules/profiles.js';
import { parseExpectations, type ScriptExpectations } from './expectations.js';
import { findScenarioFiles } from './scenario-files.js';

function parsed(text: string): ScriptExpectations {
  const result = parseExpectations(text);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

function problemsOf(text: string): string {
  const result = parseExpectations(text);
  if (result.ok) throw new Error('expected the directives to be refused');
  return result.reason;
}

describe('the # expect directives of a scenario script', () => {
  it('reads every kind of directive, by round, with the line numbers of the file', () => {
    const text = [
      '{"type":"table","profile":"classic-6d","min":5,"max":500}',
      '# a comment that is not a directive',
      '',
      '# expect round 1 net: {"box1": 15, "bob": -10, "cid": 0, "dan": 7.5}',
      '# expect round 1 dealer: ["TS", "7H"]',
      '# expect round 1 burned: []',
      '#expect round 2 state: players',
      '# expect round 2 burned: ["5C"]',
      '# expect rejected: [7, 12]',
      '# expect reason 7: cannot double',
    ].join('\n');
    const expectations = parsed(text);
    expect([...expectations.rounds.entries()]).toEqual([
      [
        1,
        {
          net: { box1: 15, bob: -10, cid: 0, dan: 7.5 },
          dealer: ['TS', '7H'],
          burned: [],
        },
      ],
      [2, { state: 'players', burned: ['5C'] }],
    ]);
    expect(expectations.rejected).toEqual([7, 12]);
    expect([...expectations.reasons.entries()]).toEqual([[7, 'cannot double']]);
  });

  it('leaves rejected undefined when the script does not state it, and [] means nothing refused', () => {
    expect(parsed('# expect round 1 state: settled').rejected).toBeUndefined();
    expect(parsed('# expect rejected: []').rejected).toEqual([]);
  });

  it('ignores input lines and ordinary comments, and reads CRLF files', () => {
    const expectations = parsed('{"type":"deal"}\r\n# expected nothing here\r\n# expect rejected: [1]\r\n');
    expect(expectations.rejected).toEqual([1]);
    expect(expectations.rounds.size).toBe(0);
  });

  it('refuses a directive it cannot read, naming the line, instead of skipping it', () => {
    expect(problemsOf('# comment\n# expect round 1 nett: {"box1": 5}')).toContain('line 2');
    expect(problemsOf('# expect round 1 net: {box1: 5}')).toContain('JSON object');
    expect(problemsOf('# expect round 1 net: {"box1": "5"}')).toContain('JSON object');
    expect(problemsOf('# expect round 1 dealer: "TS"')).toContain('array of cards');
    expect(problemsOf('# expect round 0 state: settled')).toContain('from 1');
    expect(problemsOf('# expect round 1 state: two words')).toContain('one word');
    expect(problemsOf('# expect rejected: [3, 0]')).toContain('line numbers');
    expect(problemsOf('# expect rejected: 3')).toContain('line numbers');
    expect(problemsOf('# expect refused: [3]')).toContain('not an expectation');
  });

  it('refuses a directive given twice, and a reason for a line that is not refused', () => {
    expect(problemsOf('# expect round 1 state: settled\n# expect round 1 state: players')).toContain(
      'given twice',
    );
    expect(problemsOf('# expect rejected: []\n# expect rejected: [4]')).toContain('already given on line 1');
    expect(problemsOf('# expect rejected: [4, 4]')).toContain('listed twice');
    expect(problemsOf('# expect rejected: [4]\n# expect reason 5: double')).toContain('reason 5');
    expect(problemsOf('# expect reason 5: double')).toContain('not in "# expect rejected"');
  });

  it('reports every problem at once', () => {
    const reason = problemsOf('# expect round 1 net: []\n# expect rejected: nope');
    expect(reason).toContain('line 1');
    expect(reason).toContain('line 2');
  });
});

describe('the scenario scripts are well formed', () => {
  const files = findScenarioFiles();
  const profileIds = BUILT_IN_PROFILES.map((profile) => profile.id);

  it('exist for every built-in profile', () => {
    for (const id of profileIds)
      expect(
        files.some((file) => file.profile === id),
        id,
      ).toBe(true);
  });

  for (const file of files) {
    it(file.name, () => {
      const text = readFileSync(file.path, 'utf8');
      const lines = text.split('\n');
      const inputLines = new Set<number>();
      lines.forEach((raw, index) => {
        const line = raw.trim();
        if (line === '' || line.startsWith('#')) return;
        let value: unknown;
        try {
          value = JSON.parse(line);
        } catch {
          throw new Error(`${file.name}:${index + 1} is neither a comment nor JSON: ${line}`);
        }
        const input = tableInput.safeParse(value);
        expect(input.success, `${file.name}:${index + 1} is not a table input: ${line}`).toBe(true);
        inputLines.add(index + 1);
      });

      expect(JSON.parse(lines[0] ?? '{}'), 'the first line names the table').toMatchObject({
        type: 'table',
        profile: file.profile,
      });

      const expectations = parsed(text);
      expect(expectations.rejected, 'every script says which lines are refused ([] for none)').toBeDefined();
      for (const line of expectations.rejected ?? []) {
        expect(inputLines.has(line), `rejected line ${line} is an input line`).toBe(true);
      }
      expect(expectations.rounds.size, 'every script expects something of a round').toBeGreaterThan(0);
    });
  }
});
