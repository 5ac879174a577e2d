import { describe, expect, it } from 'vitest';
import {
  OPERATION_NAMES,
  type OperationName,
  REVIEW_OPERATIONS,
  type ReplyOf,
  type RoundPage,
} from '../../app/contract.js';
import { SESSION_RESULTS_ROUNDS } from '../../app/core/projections/session-results.js';
import { sessionResultsOf } from '../../app/core/review/table-review.js';
import { reasonOf } from '../../app/core/sentences.js';
import { PitBossDesk } from '../../app/core/table/pit-boss-desk.js';
import { TableService } from '../../app/core/table/table-service.js';
import { seededRandom } from '../../engine/random/seeded.js';
import { contextOf, phaseOf } from '../../engine/round/table.js';
import { AutoTable, drawToSeventeen } from '../../engine/sim/auto-table.js';
import { CROUPIER_PIN, REVIEW_PIN, SocketClient, servedTable } from './server-fixture.js';

const BOSS = { operator: 'pit-boss-ana', pin: '482913' };
// Box 1 (10) and box 2 (bob, 10): 17 pushes against the dealer's 17, bob's 16 loses.
const ROUND_ONE = ['b1 10', 'b2 10 bob', 'deal', '9S', 'TC', '7H', '8D', '6H', 's', 's', 'KS'];

/** A valid payload for every operation that acts on the table or its log. */
const ACTING: Readonly<Record<string, unknown>> = {
  submitInput: { input: { type: 'deal' } },
  keyIn: { line: 'b1 10' },
  pullSimulatedCard: {},
  confirmNoCardLost: {},
  voidRound: { round: 1, reason: 'wrong shoe', ...BOSS },
  correctCard: { position: 4, card: 'TS', reason: 'misread', ...BOSS },
  recordRuling: { round: 1, text: 'seen on camera', ...BOSS },
  recordBooks: {
    input: { type: 'table-open', inventory: { '25': 80 } },
    supervisor: BOSS.operator,
    supervisorPin: BOSS.pin,
    croupierPin: '135790',
  },
  changeTable: { input: { type: 'limits', min: 25, max: 1000 }, ...BOSS },
  signIn: { badge: '1042', pin: '135790' },
  signOut: { badge: '1042', pin: '135790' },
  changeStaff: { act: 'disable', badge: '1042', reason: 'left the casino', by: BOSS },
};

type Results = ReplyOf<'sessionResults'>;

describe('the read-only review role', () => {
  it('beyond loopback logs in with its PIN, reads the table, its log and the charts, and is refused every act with a sentence', async () => {
    const fixture = await servedTable({ beyondLoopback: true });
    new PitBossDesk(fixture.table.service).guard.setPin('pit-boss', BOSS.pin, { operator: 'manager' });
    const croupier = await SocketClient.connect(fixture);
    await croupier.request('login', { role: 'croupier', operator: 'marta', pin: CROUPIER_PIN });
    for (const line of ROUND_ONE)
      expect((await croupier.request('keyIn', { line })).reply, line).toEqual({ ok: true });

    const reviewer = await SocketClient.connect(fixture);
    const login = { role: 'review', operator: 'surveillance-li', pin: REVIEW_PIN };
    expect((await reviewer.request('login', login)).reply).toEqual({ ok: true });

    expect((await reviewer.request('viewTable', {})).reply).toMatchObject({ view: { phase: 'settled' } });
    const rounds = ((await reviewer.request('listRounds', {})).reply as RoundPage).rounds;
    expect(rounds.map((round) => round.net)).toEqual([{ box1: 0, bob: -10 }]);
    expect((await reviewer.request('replayRound', { round: 1 })).reply).toMatchObject({ matches: true });
    expect((await reviewer.request('exportRoundScript', { round: 1 })).reply).toMatchObject({
      script: expect.any(String),
    });
    expect((await reviewer.request('verifyLog', {})).reply).toMatchObject({ ok: true });
    const results = (await reviewer.request('sessionResults', {})).reply as Results;
    expect(results.rounds).toEqual([
      { round: 1, shoe: 1, cardsOut: 6, houseNet: 10, houseTotal: 10, voided: false, bank: null },
    ]);

    expect((await reviewer.request('shiftReport', {})).reply).toMatchObject({ rounds: 1, stillOpen: false });

    const acting = OPERATION_NAMES.filter((op) => !REVIEW_OPERATIONS.includes(op));
    expect(Object.keys(ACTING).sort()).toEqual([...acting].sort());
    const facts = fixture.table.service.log.readFrom(1).length;
    for (const op of acting) {
      const refused = await reviewer.request(op, ACTING[op as OperationName]);
      expect(refused, op).toMatchObject({
        ok: false,
        error: `the review role only reads the table and its log: ${op} is not open to it`,
      });
    }
    expect(fixture.table.service.log.readFrom(1)).toHaveLength(facts);
    const security = fixture.table.service.log
      .journalFrom(1)
      .filter((entry) => entry.kind === 'security' && entry.source !== 'pin');
    expect(security.map((entry) => [entry.operator, (entry.asked as { op: string }).op])).toEqual(
      acting.map((op) => ['surveillance-li', op]),
    );
    expect(JSON.stringify(security)).not.toContain(BOSS.pin);
  });

  it(`charts the last ${SESSION_RESULTS_ROUNDS} rounds as the log recorded them, follows the live table as a fold would, and a void of an earlier round`, {
    timeout: 60_000,
  }, async () => {
    const fixture = await servedTable();
    const { service } = fixture.table;
    new PitBossDesk(service).guard.setPin('pit-boss', BOSS.pin, { operator: 'manager' });
    const auto = new AutoTable({ boxes: 2, strategy: drawToSeventeen, random: seededRandom(3) });
    const playUntil = (last: number) => {
      while (contextOf(service.snapshot).round.number < last || phaseOf(service.snapshot) !== 'settled') {
        const input = auto.nextInput(phaseOf(service.snapshot), contextOf(service.snapshot));
        const submitted = service.submit(input, { source: 'keyboard', operator: 'croupier' });
        if (!submitted.ok) throw new Error(`${JSON.stringify(input)}: ${reasonOf(submitted)}`);
      }
    };
    const played = SESSION_RESULTS_ROUNDS + 5;
    playUntil(played);
    const client = await SocketClient.connect(fixture);
    const results = (await client.request('sessionResults', {})).reply as Results;
    expect(results.rounds).toHaveLength(SESSION_RESULTS_ROUNDS);
    expect(results.rounds[0]?.round).toBe(played - SESSION_RESULTS_ROUNDS + 1);
    expect(results.rounds.at(-1)?.round).toBe(played);

    // The house's side of each round is what the log recorded as settled, to the last minor unit.
    const recorded = new Map<number, number>();
    for (const event of service.log.readFrom(1))
      if (event.type === 'RoundSettled') {
        const nets = Object.values((event.data as { netByBettor: Record<string, number> }).netByBettor);
        recorded.set(
          Number(event.stream.replace('round-', '')),
          (0 - nets.reduce((sum, net) => sum + net, 0)) / 100,
        );
      }
    expect(results.rounds.map((round) => [round.round, round.houseNet])).toEqual(
      results.rounds.map((round) => [round.round, recorded.get(round.round)]),
    );
    let total = 0;
    for (const round of results.rounds) {
      total += Math.round(round.houseNet * 100);
      expect(Math.round(round.houseTotal * 100), `round ${round.round}`).toBe(total);
      expect(round.cardsOut).toBeGreaterThan(0);
      expect(round.cardsOut).toBeLessThanOrEqual(312);
    }
    expect(results.rounds.at(-1)?.shoe).toBeGreaterThan(1);
    expect(results.shoe).toBe(contextOf(service.snapshot).shoe.shoeNumber);

    // Rounds played since are followed fact by fact, exactly as a fold of the log reads them.
    playUntil(played + 3);
    const live = (await client.request('sessionResults', {})).reply as Results;
    expect(live.rounds.at(-1)?.round).toBe(played + 3);
    const fresh = TableService.open({ dbPath: fixture.dbPath });
    expect(live).toEqual(sessionResultsOf(fresh));
    fresh.close();

    // A void of an earlier round, ruled while the table waits: the charts read it at once.
    const voided = played - 1;
    expect(new PitBossDesk(service).voidRound(voided, 'wrong shoe', BOSS)).toMatchObject({ ok: true });
    const after = (await client.request('sessionResults', {})).reply as Results;
    const round = after.rounds.find((candidate) => candidate.round === voided);
    expect(round).toMatchObject({ voided: true, houseNet: 0 });
    const before = live.rounds.find((candidate) => candidate.round === voided);
    expect(after.rounds.at(-1)?.houseTotal).toBeCloseTo(
      (live.rounds.at(-1)?.houseTotal ?? 0) - (before?.houseNet ?? 0),
      2,
    );
  });
});
