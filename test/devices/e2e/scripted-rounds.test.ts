import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveTable } from '../../../app/core/devices/live-table.js';
import { reasonOf } from '../../../app/core/sentences.js';
import type { PtyPair } from '../../../devices/simulator/pty-pair.js';
import { ShoeSimulator } from '../../../devices/simulator/shoe-simulator.js';
import { type Card, parseCard } from '../../../engine/cards/card.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { contextOf, openTable, submitInput } from '../../../engine/round/table.js';
import { playScript, readScript, resolveTable } from '../../../engine/script/play-script.js';
import { Conditions } from '../../bench/conditions.js';
import { tempDir } from '../../core/log/log-fixtures.js';
import { parseExpectations } from '../../scenarios/expectations.js';
import { SCENARIO_DIR } from '../../scenarios/scenario-files.js';
import { ptyPair } from '../../support/pty.js';
import { runSabot } from '../../support/run-cli.js';

/**
 * End to end through a real pseudo-terminal: scenario scripts from test/scenarios are played at a
 * live table whose shoe reader is the simulator, dealing exactly the scripts' cards. Every card
 * goes simulator → pty → ShoeReader → ShoeLink → TableService → log; every other input is keyed
 * by the croupier (source keyboard), each only once the card before it is on the table. The log
 * must then replay (`sabot replay --db … --json`) to the settlements `playScript` gives for the
 * same script, which are the ones worked out by hand in the scripts' `# expect` lines.
 *
 * A shoe holds the cards of one table shoe: when the table changes its shoe (the home deck is
 * gathered after every round) the reader is reloaded with the next shoe's cards, as LiveTable
 * reloads its simulated shoe.
 */
const SESSIONS = [
  // naturals paid at once and waiting on a 10 up-card; insurance won; a T-J split
  { profile: 'classic-6d', scripts: ['blackjack-pays-3-2', 'insurance-won', 'split-ten-jack'] },
  // naturals; five hands by resplitting with a double after a split; dealer bust
  { profile: 'open-6d', scripts: ['blackjack-pays-3-2', 'resplit-unlimited', 'dealer-bust'] },
  // a 3-chip natural; a double against a dealer bust; insurance on a peeked dealer natural
  {
    profile: 'home-1d',
    scripts: ['blackjack-pays-3-chips', 'dealer-bust-and-double', 'peek-ace-insurance-pays'],
  },
] as const;

const OPERATOR = 'croupier-e2e';
const KEYED = { source: 'keyboard', operator: OPERATOR } as const;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The scripts one after the other as one evening at one table, with their `# expect` nets renumbered. */
function session(profile: string, names: readonly string[]) {
  const lines: string[] = [];
  const nets = new Map<number, Record<string, number>>();
  let roundsBefore = 0;
  for (const [index, name] of names.entries()) {
    const text = readFileSync(join(SCENARIO_DIR, profile, `${name}.jsonl`), 'utf8');
    const expectations = parseExpectations(text);
    if (!expectations.ok) throw new Error(`${name}: ${expectations.reason}`);
    for (const [round, expected] of expectations.value.rounds)
      if (expected.net) nets.set(roundsBefore + round, expected.net);
    for (const line of readScript(text)) {
      if (!line.input.ok) throw new Error(`${name} line ${line.line}: ${reasonOf(line.input)}`);
      if (line.input.value.type !== 'table' || index === 0) lines.push(JSON.stringify(line.raw));
    }
    roundsBefore += playScript(text).rounds.length;
  }
  const text = `${lines.join('\n')}\n`;
  const script = readScript(text);
  const table = resolveTable(script, {});
  if (!table.ok) throw new Error(reasonOf(table));
  const inputs = script.slice(1).map((line) => {
    if (!line.input.ok) throw new Error(reasonOf(line.input));
    return line.input.value;
  });
  return { text, nets, inputs, ...table.value };
}

type Session = ReturnType<typeof session>;

/** The cards of each table shoe in the order they leave it, found by playing the inputs once in memory. */
function cardsByShoe(played: Session): Map<number, Card[]> {
  let table = openTable(played.profile, played.limits);
  const shoes = new Map<number, Card[]>();
  for (const input of played.inputs) {
    if (input.type === 'card') {
      const card = parseCard(input.card);
      if (!card.ok) throw new Error(reasonOf(card));
      const shoe = contextOf(table).shoe.shoeNumber;
      shoes.set(shoe, [...(shoes.get(shoe) ?? []), card.value]);
    }
    const next = submitInput(table, input);
    if (!next.ok) throw new Error(`${JSON.stringify(input)}: ${reasonOf(next)}`);
    table = next.snapshot;
  }
  return shoes;
}

/** Only what settles a round: a replayed report and a played one must agree on all of it. */
const settlementOf = (round: { round: number; state: string; net: object; dealer: { cards: string[] } }) => ({
  round: round.round,
  state: round.state,
  net: round.net,
  dealer: round.dealer.cards,
});

async function playLive(profileId: string, names: readonly string[]) {
  const played = session(profileId, names);
  const shoes = cardsByShoe(played);
  const dbPath = join(tempDir(), 'table.db');
  const pair: PtyPair = await ptyPair();
  cleanups.push(() => pair.close());
  const opened = await LiveTable.open({
    dbPath,
    profile: played.profile,
    limits: played.limits,
    device: pair.hostPath,
    operator: OPERATOR,
  });
  if (!opened.ok) throw new Error(reasonOf(opened));
  const live = opened.value;
  let closed = false;
  cleanups.push(async () => {
    if (!closed) await live.close();
  });

  const conditions = new Conditions();
  const heard = { frames: 0, refused: 0 };
  live.reader.on('frame', () => {
    heard.frames++;
    conditions.poke();
  });
  live.reader.on('refused', () => {
    heard.refused++;
    conditions.poke();
  });
  const drawnSeqs = new Set<number>();
  live.service.subscribe(({ events }) => {
    for (const event of events)
      if (event.type === 'CardDrawn' && event.metadata.deviceSeq !== undefined)
        drawnSeqs.add(event.metadata.deviceSeq);
    conditions.poke();
  });
  if (!live.reader.isOpen) await live.reader.next('opened');

  let shoe = null as { simulator: ShoeSimulator; tableShoe: number } | null;
  let framesSent = 0;
  let nextSeq = 0;
  const simulators: ShoeSimulator[] = [];
  const everyFrameHeard = (what: string) =>
    conditions.until(
      () => heard.frames + heard.refused >= framesSent,
      10_000,
      what,
      () => {
        return `${framesSent} frames sent, the driver reported ${heard.frames} (+${heard.refused} refused)`;
      },
    );

  for (const input of played.inputs as readonly TableInput[]) {
    if (input.type !== 'card') {
      const keyed = live.service.submit(input, KEYED);
      expect(keyed.ok, `${JSON.stringify(input)} keyed: ${keyed.ok ? '' : reasonOf(keyed)}`).toBe(true);
      continue;
    }
    const tableShoe = contextOf(live.service.snapshot).shoe.shoeNumber;
    if (shoe?.tableShoe !== tableShoe) {
      await shoe?.simulator.close();
      const created = ShoeSimulator.create({
        pty: pair,
        profileId,
        cards: shoes.get(tableShoe) ?? [],
        firstSeq: nextSeq,
        paceMs: 0,
        onSent: (sent) => {
          framesSent++;
          nextSeq = sent.frame.seq + 1;
        },
      });
      if (!created.ok) throw new Error(reasonOf(created));
      shoe = { simulator: created.value, tableShoe };
      simulators.push(created.value);
      cleanups.push(() => created.value.close());
      expect((await created.value.open()).ok).toBe(true);
      await everyFrameHeard('the reader to say hello and SHOE_IN');
    }
    const card = parseCard(input.card);
    if (!card.ok) throw new Error(reasonOf(card));
    const cardsBefore = drawnSeqs.size;
    const [sent] = await shoe.simulator.sendNext();
    expect(sent?.frame).toMatchObject({ kind: 'card', card: card.value });
    const seq = sent?.frame.seq ?? -1;
    await conditions.until(
      () => drawnSeqs.has(seq),
      10_000,
      `card frame ${seq} (${input.card}) on the table`,
    );
    expect(drawnSeqs.size).toBe(cardsBefore + 1);
    await everyFrameHeard('the frames after the card');
  }

  // What the log and the journal hold, before the table closes.
  const drawn = live.service.log.readFrom(1).filter((event) => event.type === 'CardDrawn');
  const journal = live.service.openDeviceJournal().readFrom(1);
  const alarms = live.alarms.all().map((alarm) => alarm.kind);
  for (const simulator of simulators) await simulator.close();
  await live.close();
  closed = true;
  return { played, shoes, dbPath, drawn, journal, alarms, simulators, heard, framesSent };
}

describe('scripted rounds end to end: simulator → pty → driver → link → table service → log → replay', () => {
  for (const { profile, scripts } of SESSIONS) {
    it(`${profile}: ${scripts.join(', ')}`, { timeout: 30_000 }, async () => {
      const run = await playLive(profile, scripts);

      // The session is what the scripts say, as played in memory: no refusal, the hand-worked nets.
      const expected = playScript(run.played.text);
      expect(expected.rejected).toEqual([]);
      expect(expected.rounds.length).toBeGreaterThanOrEqual(3);
      expect(expected.rounds.map((round) => round.state)).toEqual(expected.rounds.map(() => 'settled'));
      expect(new Map(expected.rounds.map((round) => [round.round, round.net]))).toEqual(run.played.nets);
      // At least one round where more than the even money changed hands or insurance was played.
      const special = expected.rounds.filter(
        (round) =>
          round.boxes.some((box) =>
            box.hands.some((hand) => hand.status === 'blackjack' || hand.status === 'doubled'),
          ) ||
          round.boxes.some((box) => box.hands.length > 1) ||
          round.settlement.some((line) => /insurance/i.test(line)),
      );
      expect(special.length).toBeGreaterThan(0);

      // Every card in the log came through the line, in the script's order, each from its own frame.
      const scriptCards = [...run.shoes.values()].flat();
      expect(run.drawn.map((event) => (event.data as { card: string }).card)).toEqual(scriptCards);
      expect(run.drawn.every((event) => event.metadata.source === 'shoe')).toBe(true);
      const seqs = run.drawn.map((event) => event.metadata.deviceSeq);
      expect(new Set(seqs).size).toBe(scriptCards.length);
      expect(seqs.every((seq) => typeof seq === 'number')).toBe(true);
      // One reader load per table shoe: once for a six-deck shoe, every round for the home deck.
      expect(run.simulators).toHaveLength(profile === 'home-1d' ? expected.rounds.length : 1);
      // The journal holds every frame the reader sent, all decoded; nothing went wrong on the line.
      expect(run.journal).toHaveLength(run.framesSent);
      expect(run.heard).toEqual({ frames: run.framesSent, refused: 0 });
      expect(run.journal.every((row) => row.verdict === 'decoded')).toBe(true);
      expect(run.alarms.filter((kind) => kind !== 'empty')).toEqual([]);

      // The log, replayed from its first fact by the CLI, settles every round as playScript does.
      const replay = await runSabot('replay', '--db', run.dbPath, '--json');
      expect(replay.err).toBe('');
      expect(replay.code).toBe(0);
      const replayed = JSON.parse(replay.out) as {
        profile: string;
        rounds: Parameters<typeof settlementOf>[0][];
        audit: { rounds: { matches: boolean }[]; skipped: unknown[] };
      };
      expect(replayed.profile).toBe(profile);
      expect(replayed.rounds.map(settlementOf)).toEqual(expected.rounds.map(settlementOf));
      expect(replayed.audit.rounds.every((audit) => audit.matches)).toBe(true);
      expect(replayed.audit.skipped).toEqual([]);
    });
  }
});
