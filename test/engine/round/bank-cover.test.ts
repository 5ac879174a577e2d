import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../app/core/sentences.js';
import { MINOR_PER_UNIT } from '../../../engine/money.js';
import { contextOf, openTable, submitInput, type TableSnapshot } from '../../../engine/round/table.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';

/** A home session whose bank starts with `bankChips` and covers `bankCoverOfStakes` × the stakes. */
function homeTable(session: Partial<NonNullable<RuleProfile['session']>>): TableSnapshot {
  if (!home1d.session) throw new Error('the home game has a session');
  const profile: RuleProfile = { ...home1d, session: { ...home1d.session, ...session } };
  return openTable(profile);
}

function betTwoBoxes(snapshot: TableSnapshot): TableSnapshot {
  let table = snapshot;
  for (const box of [1, 2]) {
    const result = submitInput(table, { type: 'bet', box, amount: 2, bettor: `p${box}` });
    if (!result.ok) throw new Error(reasonOf(result));
    table = result.snapshot;
  }
  return table;
}

const chips = (count: number): number => count * MINOR_PER_UNIT;

describe("the home bank's cover before a deal", () => {
  it('tops a short bank up with fictitious chips to twice the stakes on the table', () => {
    // Stakes 2 + 2 = 4 chips; the bank must hold 2 × 4 = 8 and holds 3: 5 fictitious chips.
    const dealt = submitInput(betTwoBoxes(homeTable({ bankChips: 3 })), { type: 'deal' });
    expect(dealt.ok).toBe(true);
    if (!dealt.ok) return;
    expect(contextOf(dealt.snapshot).chips).toMatchObject({ bank: chips(8), fictitious: chips(5) });
  });

  it('reads the multiple from the profile', () => {
    // Cover 1 × 4 = 4 chips; the bank holds 5: nothing to add.
    const dealt = submitInput(betTwoBoxes(homeTable({ bankChips: 5, bankCoverOfStakes: 1 })), {
      type: 'deal',
    });
    expect(dealt.ok).toBe(true);
    if (!dealt.ok) return;
    expect(contextOf(dealt.snapshot).chips).toMatchObject({ bank: chips(5), fictitious: 0 });
  });

  it('refuses the deal, saying by how much, when the table does not top the bank up', () => {
    const table = betTwoBoxes(homeTable({ bankChips: 3, topUpBankWithFictitiousChips: false }));
    const dealt = submitInput(table, { type: 'deal' });
    expect(dealt).toMatchObject({ ok: false });
    if (dealt.ok) return;
    expect(reasonOf(dealt)).toBe('the bank is 5 chips short of covering this round: it holds 3');
  });
});
