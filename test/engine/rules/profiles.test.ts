import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../app/core/sentences.js';
import { describeProfile } from '../../../engine/rules/describe-profile.js';
import { ruleProfileSchema } from '../../../engine/rules/profile-schema.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { open6d } from '../../../engine/rules/profiles/open-6d.js';
import { BUILT_IN_PROFILES, findProfile, parseProfileJson } from '../../../engine/rules/profiles.js';
import { inEnglish } from '../../support/in-english.js';

describe('the three tables of RULES.md', () => {
  it('are valid profiles with the fixed ids', () => {
    expect(BUILT_IN_PROFILES.map((profile) => profile.id)).toEqual(['classic-6d', 'open-6d', 'home-1d']);
    for (const profile of BUILT_IN_PROFILES) expect(ruleProfileSchema.safeParse(profile).success).toBe(true);
  });

  it('classic-6d: six decks, two boxes to start, no hole card, value pairs up to four hands, surrender on 12', () => {
    expect(classic6d.shoe).toMatchObject({ decks: 6, reshuffle: 'cut-card', penetration: 0.75 });
    expect(classic6d.table).toMatchObject({
      boxes: 7,
      minOccupiedBoxes: 2,
      maxBettorsPerBox: 3,
      minStake: 5,
      maxBoxTotal: 500,
    });
    expect(classic6d.dealing).toMatchObject({ holeCard: 'none', dealerNaturalTakes: 'all-bets' });
    expect(classic6d.player.mustDrawBelow).toBe(12);
    expect(classic6d.split).toMatchObject({ pairsBy: 'value', maxHands: 4, resplitAces: false });
    expect(classic6d.double).toMatchObject({ totals: null, afterSplit: false, forLess: false });
    expect(classic6d.surrender).toEqual({
      totals: [12],
      handWithAce: false,
      againstAce: false,
      beforeTurn: false,
    });
    expect(classic6d.insurance).toMatchObject({
      amount: 'exactly-half',
      raiseAfterDoubleOrSplit: true,
      evenMoney: false,
    });
    expect(classic6d.misdeal.policy).toBe('offer-then-dealer');
  });

  it('open-6d: one box starts, first bettor owns the box, unlimited resplits, double for less, even money', () => {
    expect(open6d.table).toMatchObject({
      minOccupiedBoxes: 1,
      boxDecider: 'first-bettor',
      maxBettorsPerBox: 3,
    });
    expect(open6d.player.standsOn21).toBe(true);
    expect(open6d.double).toMatchObject({
      totals: null,
      afterSplit: true,
      onSplitAces: false,
      forLess: true,
    });
    expect(open6d.split).toMatchObject({ pairsBy: 'value', maxHands: null, resplitAces: true });
    expect(open6d.surrender).toMatchObject({ totals: null, againstAce: false, beforeTurn: true });
    expect(open6d.insurance).toMatchObject({
      amount: 'up-to-half',
      minimumShareOfTableMin: 0.5,
      naturalMayInsure: false,
      evenMoney: true,
    });
    expect(open6d.misdeal).toEqual({ policy: 'burn', pitBossNote: true });
    expect(open6d.hints).toBe('double-on-9-10-11');
  });

  it('home-1d: one deck reshuffled every round, peek on A and 10, rank pairs, one split, fixed 2-chip stake', () => {
    expect(home1d.shoe).toMatchObject({ decks: 1, reshuffle: 'every-round', backupDeck: true });
    expect(home1d.table).toMatchObject({
      boxes: 6,
      minOccupiedBoxes: 1,
      maxBettorsPerBox: 1,
      minStake: 2,
      maxBoxTotal: 2,
    });
    expect(home1d.session).toEqual({
      rounds: 10,
      playerChips: 20,
      bankChips: 200,
      topUpBankWithFictitiousChips: true,
      bankCoverOfStakes: 2,
    });
    expect(home1d.dealing).toMatchObject({ holeCard: 'peek', peekUpcards: ['A', '10'] });
    expect(home1d.split).toMatchObject({ pairsBy: 'rank', maxHands: 2, resplitAces: false });
    expect(home1d.double.afterSplit).toBe(false);
    expect(home1d.surrender).toBeNull();
    expect(home1d.misdeal.policy).toBe('burn');
    expect(home1d.hints).toBe('basic-strategy');
  });

  it('share the payouts: win 1:1, blackjack 3:2, insurance 2:1, and the dealer stands on soft 17', () => {
    for (const profile of BUILT_IN_PROFILES) {
      expect(profile.payouts).toEqual({ win: { pays: 1, per: 1 }, blackjack: { pays: 3, per: 2 } });
      expect(profile.insurance.pays).toEqual({ pays: 2, per: 1 });
      expect(profile.dealer).toMatchObject({ standsOn: 17, hitsSoft17: false });
    }
  });
});

describe('every profile field rests on a sentence of its rule document', () => {
  it.each(['classic-6d', 'open-6d', 'home-1d'])(
    '%s has a doc comment with a quotation or a reading on each field',
    (id) => {
      const source = readFileSync(
        new URL(`../../../engine/rules/profiles/${id}.ts`, import.meta.url),
        'utf8',
      );
      const lines = source.split('\n');
      const identity = /^\s+(id|name|source): /;
      const group = /: \{$/;
      const fieldLines = lines
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => /^\s{2,}\w+: /.test(line) && !identity.test(line));
      expect(fieldLines.length).toBeGreaterThan(40);
      for (const { line, index } of fieldLines) {
        // A group ("shoe: {") is documented through its fields; every other field needs its own comment.
        if (group.test(line)) continue;
        const comment = lines[index - 1] ?? '';
        expect(comment, `${id}: ${line.trim()}`).toMatch(/^\s*\/\*\*.*("|“|reading:).*\*\/$/);
      }
    },
  );
});

describe('a custom profile from a JSON file', () => {
  const h17Table = {
    ...classic6d,
    id: 'h17-8d',
    name: 'H17 eight decks',
    dealer: { ...classic6d.dealer, hitsSoft17: true },
    shoe: { ...classic6d.shoe, decks: 8 },
  };

  it('is accepted when every field is valid: a fourth table is data, not code', () => {
    const result = parseProfileJson(JSON.stringify(h17Table));
    expect(result.ok && result.value.dealer.hitsSoft17).toBe(true);
    expect(result.ok && result.value.shoe.decks).toBe(8);
  });

  it('names the field and the allowed values of a wrong enum', () => {
    const result = parseProfileJson(
      JSON.stringify({ ...h17Table, dealing: { ...h17Table.dealing, holeCard: 'maybe' } }),
      'my.json',
    );
    expect(inEnglish(result)).toMatchObject({
      ok: false,
      reason: 'my.json is not a valid rule profile:\n  - dealing.holeCard: must be one of "none", "peek"',
      refusal: { code: 'profile.invalid', params: { origin: 'my.json' } },
    });
  });

  it('names missing and unknown fields and wrong types, all at once', () => {
    const { shoe: _shoe, ...withoutShoe } = h17Table;
    const result = parseProfileJson(
      JSON.stringify({
        ...withoutShoe,
        colour: 'green',
        dealer: { ...h17Table.dealer, standsOn: 'seventeen' },
      }),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(reasonOf(result)).toContain('shoe: is missing (expected object)');
      expect(reasonOf(result)).toContain('(the whole profile): unknown field "colour"');
      expect(reasonOf(result)).toContain('dealer.standsOn: expected number');
    }
  });

  it('names two unknown fields in one fault', () => {
    const result = parseProfileJson(JSON.stringify({ ...h17Table, colour: 'green', size: 2 }), 'my.json');
    expect(!result.ok && reasonOf(result)).toBe(
      'my.json is not a valid rule profile:\n  - (the whole profile): unknown fields "colour", "size"',
    );
  });

  it('says a number out of its range by the limit, and a bad id by its form', () => {
    const result = parseProfileJson(
      JSON.stringify({
        ...h17Table,
        id: 'H17 Table',
        shoe: { ...h17Table.shoe, decks: 9, penetration: 0.05 },
      }),
      'my.json',
    );
    expect(!result.ok && reasonOf(result)).toBe(
      'my.json is not a valid rule profile:\n' +
        '  - id: use lower-case letters, digits and dashes, e.g. "classic-6d"\n' +
        '  - shoe.decks: must be at most 8\n' +
        '  - shoe.penetration: must be at least 0.1',
    );
  });

  it('refuses a table whose minimum of occupied boxes exceeds its boxes', () => {
    const result = parseProfileJson(JSON.stringify({ ...h17Table, table: { ...h17Table.table, boxes: 1 } }));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(reasonOf(result)).toContain('table.minOccupiedBoxes: must be at most table.boxes (1)');
  });

  it.each([
    ['table.maxBoxTotal', { maxBoxTotal: 123_456_789_012_345.67 }, 'is more than the table counts'],
    ['table.maxBoxTotal', { maxBoxTotal: 2 ** 53 }, 'is more than the table counts'],
    ['table.minStake', { minStake: 0.001 }, 'use at most two decimals'],
  ])('refuses %s %j: an amount the table cannot count to the cent', (field, limits, sentence) => {
    const result = parseProfileJson(JSON.stringify({ ...h17Table, table: { ...h17Table.table, ...limits } }));
    expect(result.ok).toBe(false);
    expect(!result.ok && reasonOf(result)).toContain(`${field}: `);
    expect(!result.ok && reasonOf(result)).toContain(sentence);
  });

  it('refuses chips of a home session beyond the largest amount', () => {
    const session = { ...home1d.session, bankChips: 2 ** 53 - 1 };
    const result = parseProfileJson(JSON.stringify({ ...home1d, id: 'rich-home', session }));
    expect(!result.ok && reasonOf(result)).toContain('session.bankChips: ');
  });

  it.each([
    [{ id: 'classic-6d' }, 'id: is the id of a table Sabot ships (Classic six-deck (no hole card))'],
    [
      { name: ' open  SIX-deck (no hole card, generous doubles)' },
      'name: is the name of a table Sabot ships (open-6d)',
    ],
  ])(
    "given a custom file that borrows a shipped table's %j, then it is refused: no screen may show it as that table",
    (borrowed, sentence) => {
      const result = parseProfileJson(JSON.stringify({ ...h17Table, ...borrowed }), 'my.json');
      expect(!result.ok && reasonOf(result)).toContain(`\n  - ${sentence}: give your own table`);
    },
  );

  it('given more split hands than a box has room for, then the file is refused with the limit; 8 and no limit are accepted', () => {
    const withHands = (maxHands: number | null) =>
      parseProfileJson(
        JSON.stringify({ ...h17Table, split: { ...h17Table.split, maxHands, resplitAces: true } }),
        'my.json',
      );
    expect(inEnglish(withHands(3000))).toMatchObject({
      ok: false,
      reason:
        'my.json is not a valid rule profile:\n  - split.maxHands: must be at most 8: a box has room for no more hands than that (null for no limit)',
    });
    expect(withHands(9).ok).toBe(false);
    expect(withHands(8).ok).toBe(true);
    expect(withHands(null).ok).toBe(true);
  });

  it('says when the file is not JSON at all', () => {
    const result = parseProfileJson('{ "id": ', 'broken.json');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(reasonOf(result)).toMatch(/^broken\.json is not valid JSON/);
  });
});

describe('finding and describing profiles', () => {
  it('lists the known tables when an id is unknown', () => {
    expect(inEnglish(findProfile('vegas'))).toEqual({
      ok: false,
      reason:
        'there is no rule profile "vegas": the tables are classic-6d, open-6d, home-1d (or load one with --rules FILE)',
      refusal: { code: 'profile.unknown', params: { id: 'vegas', known: 'classic-6d, open-6d, home-1d' } },
    });
  });

  it('describes every leaf field with its value and meaning', () => {
    const rows = describeProfile(home1d);
    expect(rows.find((row) => row.field === 'split.pairsBy')).toMatchObject({ value: 'rank' });
    expect(rows.find((row) => row.field === 'surrender')).toMatchObject({ value: 'none' });
    expect(rows.find((row) => row.field === 'payouts.blackjack')).toMatchObject({ value: '3:2' });
    expect(rows.find((row) => row.field === 'dealer.hitsSoft17')?.meaning).toContain('H17');
    expect(rows.every((row) => row.meaning.length > 0)).toBe(true);
  });

  it('says yes, no and none in the words it is given, and leaves the values an author keys as they are', () => {
    const words = { yes: 'oui', no: 'non', none: 'néant' };
    const value = (profile: typeof home1d, field: string) =>
      describeProfile(profile, words).find((row) => row.field === field)?.value;
    expect(value(home1d, 'shoe.backupDeck')).toBe('oui');
    expect(value(home1d, 'dealer.hitsSoft17')).toBe('non');
    expect(value(home1d, 'surrender')).toBe('néant');
    expect(value(classic6d, 'dealing.peekUpcards')).toBe('néant');
    expect(value(classic6d, 'dealing.holeCard')).toBe('none');
    expect(value(classic6d, 'hints')).toBe('none');
    expect(value(classic6d, 'shoe.reshuffle')).toBe('cut-card');
    expect(value(home1d, 'dealing.peekUpcards')).toBe('A, 10');
  });
});
