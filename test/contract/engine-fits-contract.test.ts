import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type Card,
  cardSchema,
  type RoundReport,
  type SessionResults,
  sessionResultsSchema,
  type TableView,
  tableViewSchema,
} from '../../app/contract.js';
import { reasonOf } from '../../app/core/sentences.js';
import type { Card as EngineCard } from '../../engine/cards/card.js';
import { FULL_DECK } from '../../engine/cards/card.js';
import { ok } from '../../engine/result.js';
import type { RoundReport as EngineRoundReport } from '../../engine/round/report.js';
import {
  type SessionResults as EngineSessionResults,
  RoundEndTracker,
  sessionResults,
} from '../../engine/round/session-results.js';
import { contextOf, openTable, submitInput } from '../../engine/round/table.js';
import { type TableView as EngineTableView, tableView } from '../../engine/round/table-view.js';
import { readScript, resolveTable, runScript } from '../../engine/script/play-script.js';
import { findScenarioFiles } from '../scenarios/scenario-files.js';

/**
 * The contract defines the wire's shapes itself; the engine computes them. What the engine
 * produces must fit the contract: by type (a drift fails to compile), and by value, for every
 * table every scenario script passes through.
 */
describe("the engine's views fit the contract's wire", () => {
  it('by type: the table view, the round report, the session results and a card', () => {
    expectTypeOf<EngineTableView>().toExtend<TableView>();
    expectTypeOf<EngineRoundReport>().toExtend<RoundReport>();
    expectTypeOf<EngineSessionResults>().toExtend<SessionResults>();
    expectTypeOf<EngineCard>().toEqualTypeOf<Card>();
  });

  it('by value: every card of the deck is a card of the wire, and nothing else is', () => {
    for (const card of FULL_DECK) expect(cardSchema.safeParse(card).success, card).toBe(true);
    for (const text of ['1S', 'AX', 'as', 'ASS', '10H', ''])
      expect(cardSchema.safeParse(text).success, text).toBe(false);
  });

  it('by value: the view after every input of every scenario, and the charts at its end, pass the schemas', () => {
    const scenarios = findScenarioFiles();
    expect(scenarios.length).toBeGreaterThan(20);
    let views = 0;
    for (const scenario of scenarios) {
      const lines = readScript(readFileSync(scenario.path, 'utf8'));
      const table = resolveTable(lines, { profileId: scenario.profile });
      if (!table.ok) throw new Error(`${scenario.name}: ${reasonOf(table)}`);
      const start = openTable(table.value.profile, table.value.limits);
      const ends = new RoundEndTracker(200);
      let last = start;
      runScript(lines, start, (input, snapshot) => {
        const result = submitInput(snapshot, input);
        if (!result.ok) return result;
        const view = tableView(result.snapshot);
        const checked = tableViewSchema.safeParse(view);
        expect(checked.success ? null : checked.error.issues, `${scenario.name}: ${input.type}`).toBeNull();
        ends.observe(contextOf(result.snapshot));
        last = result.snapshot;
        views++;
        return ok(result.snapshot);
      });
      const results = sessionResults(ends.finished(), contextOf(last).shoe.shoeNumber, 200);
      expect(sessionResultsSchema.safeParse(results).success, scenario.name).toBe(true);
    }
    expect(views).toBeGreaterThan(500);
  });
});
