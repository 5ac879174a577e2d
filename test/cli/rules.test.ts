import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { h17Classic, profileFile } from '../support/profile-file.js';
import { runSabot } from '../support/run-cli.js';

describe('sabot rules', () => {
  it('lists the three tables with their rule documents', async () => {
    const { code, out } = await runSabot('rules');
    expect(code).toBe(0);
    for (const id of ['classic-6d', 'open-6d', 'home-1d']) expect(out).toContain(id);
    expect(out).toContain('000_8d1e98e1c23c607c.txt');
    expect(out).toContain('hole card, peek');
  });

  it('shows one table as rows of rule, value and meaning', async () => {
    const { code, out } = await runSabot('rules', 'home-1d');
    expect(code).toBe(0);
    expect(out).toMatch(/split\.pairsBy\s+rank\s+Pairs split by equal/);
    expect(out).toMatch(/dealing\.holeCard\s+peek/);
    expect(out).toMatch(/payouts\.blackjack\s+3:2/);
  });

  it('shows a table in English under the C locale: its name, its meanings, yes, no and none', async () => {
    const { code, out } = await runSabot('rules', 'classic-6d');
    expect(code).toBe(0);
    expect(out).toMatch(
      /^Classic six-deck \(no hole card\) \(classic-6d\) — from 000_8d1e98e1c23c607c\.txt\n/,
    );
    expect(out).toMatch(/\nshoe\.decks +6 +Number of 52-card decks, no jokers\.\n/);
    expect(out).toMatch(/\ndouble\.allowed +yes +Whether doubling is offered at all\.\n/);
    expect(out).toMatch(/\nshoe\.backupDeck +no +A second, announced backup deck/);
    expect(out).toMatch(/\nsession +none +A home session: fixed chips/);
  });

  it('prints the profile as JSON that validates back into the same profile', async () => {
    const { code, out } = await runSabot('rules', 'classic-6d', '--json');
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual(classic6d);
  });

  it('refuses an unknown table with exit code 3 and the list of tables', async () => {
    const { code, err } = await runSabot('rules', 'vegas-8d');
    expect(code).toBe(3);
    expect(err).toContain('there is no rule profile "vegas-8d"');
    expect(err).toContain('classic-6d, open-6d, home-1d');
  });

  it('validates a custom profile file and names the faulty field', async () => {
    const good = profileFile('h17.json', h17Classic);
    const bad = profileFile('bad.json', { ...classic6d, misdeal: { policy: 'shrug', pitBossNote: false } });

    const shown = await runSabot('rules', '--rules', good);
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(/dealer\.hitsSoft17\s+yes/);

    const refused = await runSabot('rules', '--rules', bad);
    expect(refused.code).toBe(3);
    expect(refused.err).toContain('misdeal.policy: must be one of "offer-then-dealer", "burn"');
  });

  it('says when the profile file cannot be read', async () => {
    const { code, err } = await runSabot('rules', '--rules', '/nonexistent/table.json');
    expect(code).toBe(3);
    expect(err).toContain(
      'cannot read the rule profile /nonexistent/table.json: it does not exist (check its name)',
    );
    expect(err).not.toContain('ENOENT');
    const folder = await runSabot('rules', '--rules', tmpdir());
    expect(folder.code).toBe(3);
    expect(folder.err).toContain(`cannot read the rule profile ${tmpdir()}: it is a folder, not a file`);
  });
});

describe('sabot usage errors and help', () => {
  it.each(['rules', 'table', 'play', 'shoe-sim'])(
    'given --rules /dev/zero to %s, then the file is refused as too large instead of read forever',
    async (command) => {
      const dir = mkdtempSync(join(tmpdir(), 'sabot-rules-'));
      const extra: Record<string, string[]> = {
        rules: [],
        table: ['--db', join(dir, 'table.db')],
        play: ['--script', join(dir, 'none.jsonl')],
        'shoe-sim': ['--print'],
      };
      writeFileSync(join(dir, 'none.jsonl'), '');
      const { code, err } = await runSabot(command, ...(extra[command] ?? []), '--rules', '/dev/zero');
      expect(code).toBe(3);
      expect(err).toContain('the rule profile /dev/zero is larger than 1 MiB: that is no rule profile');
    },
  );

  it('given a card script over 1 MiB to the shoe simulator, then it is refused the same way', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sabot-cards-'));
    const script = join(dir, 'cards.txt');
    writeFileSync(script, 'AS\n'.repeat(400_000));
    const { code, err } = await runSabot('shoe-sim', '--print', '--script', script);
    expect(code).toBe(3);
    expect(err).toContain('is larger than 1 MiB: that is no card script');
  });

  it('exits 2 on an unknown command or option', async () => {
    expect((await runSabot('deal-me-in')).code).toBe(2);
    expect((await runSabot('rules', '--colour')).code).toBe(2);
  });

  it.each([[], ['rules'], ['start'], ['odds'], ['odds', 'dealer']])(
    'shows help for %j and exits 0',
    async (...argv) => {
      const { code, out } = await runSabot(...argv, '--help');
      expect(code).toBe(0);
      expect(out).toContain('Usage: sabot');
    },
  );

  it('documents the exit codes in the main help', async () => {
    const { out } = await runSabot('--help');
    expect(out).toContain('3  rejected input');
  });
});
