import { isDeepStrictEqual } from 'node:util';
import { transition } from 'xstate';
import { reasonOf } from '../../../app/core/sentences.js';
import { type Card, parseCard } from '../../../engine/cards/card.js';
import { handTotal } from '../../../engine/cards/hand.js';
import type { TableEvent } from '../../../engine/round/events.js';
import { handOnTurn } from '../../../engine/round/hands.js';
import { type TableInput, type TableInputText, tableInput } from '../../../engine/round/inputs.js';
import {
  contextOf,
  foldEvents,
  openTable,
  phaseOf,
  stepTable,
  stepTableByXState,
  submitInput,
  type TableSnapshot,
} from '../../../engine/round/table.js';
import { tableMachine } from '../../../engine/round/table-machine.js';
import { toTableEvent } from '../../../engine/round/to-event.js';
import type { Round, TableContext } from '../../../engine/round/types.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { remainingOf } from '../../../engine/shoe/composition.js';
import { decisionsOfferedProblem, refusalSaidProblem, routingProblem } from './decision-laws.js';
import { resolveIntent, SeededShoe, type Session, scriptOf } from './intents.js';

/**
 * Plays a random session through `submitInput` and checks the round laws after every step.
 * Each property test switches on one law, so a broken law cannot hide another; a step that
 * throws ends the session quietly unless the `no-throw` law is the one under test.
 */
export type Law =
  /** 1. No input throws; every refusal says why (a non-empty reason). */
  | 'no-throw'
  /** 2. Every card out of the shoe lies in exactly one hand, the dealer's cards, the burned cards or the open offer. */
  | 'cards'
  /** 3. A settled round pays every bettor, the bank is the other side, nobody loses more than they staked. */
  | 'money'
  /** 4. Folding the accepted facts from a fresh table gives the live table. */
  | 'replay'
  /** 5. A refused input leaves the table exactly as it was (the very same snapshot). */
  | 'refusal-unchanged'
  /** 6. A small independent model of which inputs must be accepted (a card the shoe holds, a hit on turn, ...). */
  | 'acceptance'
  /** 7. The decisions the screen offers are exactly those the round accepts, and the rule functions agree. */
  | 'decisions-offered'
  /** 8. Every refusal has a code of the catalogue, and its sentence is that code rendered in full. */
  | 'refusal-codes'
  /** 9. The refusal routing finds a rule against a fact exactly when the statechart refuses it. */
  | 'one-rule-table'
  /** 10. The table's own step (flatStep) gives what XState's step gives, fact by fact. */
  | 'xstate-step';

export class LawBroken extends Error {
  override readonly name = 'LawBroken';
}

/** What a session reached, for the coverage check: accepted facts by type, phases, settled rounds. */
export interface SessionStats {
  readonly accepted: Map<string, number>;
  readonly phases: Set<string>;
  refused: number;
  /** Inputs the acceptance model said must be accepted, by input type. */
  readonly mustAccept: Map<string, number>;
  settledRounds: number;
  maxHandsOnABox: number;
  offersTaken: number;
}

export const emptyStats = (): SessionStats => ({
  accepted: new Map(),
  phases: new Set(),
  refused: 0,
  mustAccept: new Map(),
  settledRounds: 0,
  maxHandsOnABox: 0,
  offersTaken: 0,
});

/** Cards lying on the table this round: hands, dealer, burned, and the misdealt card on offer. */
export function cardsOnTable(round: Round): Card[] {
  const cards: Card[] = [...round.dealer, ...round.burned];
  if (round.offer) cards.push(round.offer.card);
  for (const box of round.boxes) for (const hand of box.hands) cards.push(...hand.cards);
  return cards;
}

/** What one multiset of cards has that the other lacks, both ways: `+8H -8S`. */
function cardDifference(expected: readonly Card[], actual: readonly Card[]): string {
  const counts = new Map<Card, number>();
  for (const card of expected) counts.set(card, (counts.get(card) ?? 0) + 1);
  for (const card of actual) counts.set(card, (counts.get(card) ?? 0) - 1);
  const parts: string[] = [];
  for (const [card, count] of counts) {
    if (count < 0) parts.push(`${-count}× ${card} on the table but not drawn`);
    if (count > 0) parts.push(`${count}× ${card} drawn but not on the table`);
  }
  return parts.join(', ');
}

/** Everything each bettor had on the layout this round: stakes, doubles, split copies, insurance. */
export function layoutByBettor(round: Round): Map<string, number> {
  const staked = new Map<string, number>();
  const add = (bettor: string, minor: number) => staked.set(bettor, (staked.get(bettor) ?? 0) + minor);
  for (const box of round.boxes) {
    for (const bettor of box.bettors) if (box.hands.length === 0) add(bettor.bettor, bettor.stake);
    for (const hand of box.hands)
      for (const stake of hand.stakes) add(stake.bettor, stake.stake + stake.doubled);
    // A bettor on a box always has a stake in the round, even when every hand is gone.
    for (const bettor of box.bettors) if (!staked.has(bettor.bettor)) add(bettor.bettor, 0);
  }
  for (const bet of round.insurance) add(bet.bettor, bet.amount);
  return staked;
}

function moneyProblems(round: Round): string[] {
  const settlement = round.settlement;
  if (!settlement) return [];
  const problems: string[] = [];
  const layout = layoutByBettor(round);
  const nets = settlement.netByBettor;
  for (const bettor of layout.keys()) {
    if (!(bettor in nets)) problems.push(`${bettor} had a stake but is missing from netByBettor`);
  }
  const sum = Object.values(nets).reduce((total, net) => total + net, 0);
  if (settlement.bankNet + sum !== 0)
    problems.push(`bank net ${settlement.bankNet} but the bettors net ${sum}`);
  for (const [bettor, net] of Object.entries(nets)) {
    const staked = layout.get(bettor);
    if (staked === undefined) problems.push(`${bettor} is in netByBettor without a stake in the round`);
    else if (net < -staked) problems.push(`${bettor} loses ${-net} with only ${staked} on the layout`);
  }
  return problems;
}

/** The table's state as data, to prove a refused input changed nothing (the profile is shared). */
const fingerprint = (snapshot: TableSnapshot): string =>
  JSON.stringify({
    value: snapshot.value,
    status: snapshot.status,
    context: { ...snapshot.context, profile: null },
  });

/**
 * Inputs the rules say must be accepted, judged from the table as it stood. Deliberately small: a
 * card the shoe still holds (a card out of the shoe is a fact), a hit or a stand for the hand on
 * turn (not asked already), the deal with enough boxes, closing the insurance window, answering an
 * offer, a shuffle between rounds.
 */
function mustAccept(input: TableInput, snapshot: TableSnapshot): string | null {
  const context = contextOf(snapshot);
  const phase = phaseOf(snapshot);
  const { round, profile, shoe } = context;
  const ref = phase === 'players' ? handOnTurn(round, profile) : null;
  const hand = ref ? round.boxes.find((b) => b.box === ref.box)?.hands[ref.hand] : undefined;
  switch (input.type) {
    case 'card': {
      const card = parseCard(input.card);
      if (!card.ok) return null;
      const backup = shoe.composition.remainingTotal === 0 && profile.shoe.backupDeck;
      return backup || remainingOf(shoe.composition, card.value) > 0 ? 'a card the shoe still holds' : null;
    }
    case 'hit':
      // A second marker before the card asks nothing new: refused.
      if (round.hitAskedBy?.box === ref?.box && round.hitAskedBy?.hand === ref?.hand) return null;
      return hand && !hand.splitAces && !hand.doubled ? 'a hit for the hand on turn' : null;
    case 'stand': {
      if (!hand || hand.cards.length < 2 || hand.doubled) return null;
      const floor = profile.player.mustDrawBelow ?? 0;
      return handTotal(hand.cards).total >= floor ? 'a stand for the hand on turn' : null;
    }
    case 'deal':
      return phase === 'betting' && round.boxes.length >= profile.table.minOccupiedBoxes && !shoe.shuffleDue
        ? 'the deal with enough occupied boxes'
        : null;
    case 'insurance-closed':
      return phase === 'insurance' ? 'closing the open insurance window' : null;
    case 'pass':
      return phase === 'offer' ? 'a pass on the open offer' : null;
    case 'take':
      return phase === 'offer' && round.offer?.candidates[0]?.box === input.box
        ? 'a take by the box offered'
        : null;
    case 'shuffle':
      return phase === 'settled' || phase === 'betting' ? 'a shuffle between rounds' : null;
    default:
      return null;
  }
}

interface Counters {
  round: number;
  /** The cards accepted this round, in order. */
  cardsThisRound: Card[];
  shoeNumber: number;
  cardsThisShoe: number;
}

/**
 * Plays the session and checks `laws` after every step; throws `LawBroken` with the table script
 * of the inputs so far (runnable with `npx sabot play --script FILE`) when one fails.
 */
export function playSession(
  profile: RuleProfile,
  session: Session,
  laws: ReadonlySet<Law>,
  stats: SessionStats = emptyStats(),
): void {
  const start = openTable(profile);
  const shoe = new SeededShoe(profile, session.seed);
  const inputs: TableInputText[] = [];
  const events: TableEvent[] = [];
  let snapshot = start;
  let replayed = start;
  const counters: Counters = {
    round: contextOf(start).round.number,
    cardsThisRound: [],
    shoeNumber: contextOf(start).shoe.shoeNumber,
    cardsThisShoe: 0,
  };

  const broken = (law: Law, what: string): never => {
    throw new LawBroken(
      `[${law}] after ${inputs.length} inputs (${profile.id}, phase ${phaseOf(snapshot)}): ${what}\n` +
        `--- table script ---\n${scriptOf(profile, inputs)}`,
    );
  };

  for (const intent of session.intents) {
    if (laws.has('decisions-offered')) {
      const problem = decisionsOfferedProblem(snapshot);
      if (problem) broken('decisions-offered', problem);
    }
    const text = resolveIntent(intent, snapshot, shoe);
    inputs.push(text);
    // Text that is no card is refused where text is read, as a script line is: the table never sees it.
    const read = tableInput.safeParse(text);
    if (!read.success) {
      stats.refused += 1;
      continue;
    }
    const input = read.data;
    const before = laws.has('refusal-unchanged') ? fingerprint(snapshot) : '';
    const mustBeAccepted = mustAccept(input, snapshot);
    if (mustBeAccepted) stats.mustAccept.set(input.type, (stats.mustAccept.get(input.type) ?? 0) + 1);
    const unlike = laws.has('xstate-step') ? stepProblem(snapshot, input) : null;
    if (unlike) broken('xstate-step', unlike);
    let result: ReturnType<typeof submitInput>;
    try {
      result = submitInput(snapshot, input);
    } catch (error) {
      if (laws.has('no-throw'))
        broken('no-throw', `${JSON.stringify(input)} threw ${(error as Error).stack}`);
      return;
    }
    const misrouted = laws.has('one-rule-table') ? routingProblem(snapshot, input, result) : null;
    if (misrouted) broken('one-rule-table', misrouted);

    if (!result.ok) {
      stats.refused += 1;
      if (laws.has('no-throw') && (typeof reasonOf(result) !== 'string' || reasonOf(result).trim() === '')) {
        broken('no-throw', `${JSON.stringify(input)} was refused without a reason`);
      }
      if (laws.has('refusal-unchanged')) checkRefusalChangedNothing(snapshot, input, before, broken);
      const unsaid = laws.has('refusal-codes') ? refusalSaidProblem(result) : null;
      if (unsaid) broken('refusal-codes', `${JSON.stringify(input)}: ${unsaid}`);
      if (laws.has('acceptance') && mustBeAccepted) {
        broken(
          'acceptance',
          `${JSON.stringify(input)} is ${mustBeAccepted} but was refused: ${reasonOf(result)}`,
        );
      }
      continue;
    }

    const previous = snapshot;
    snapshot = result.snapshot;
    events.push(result.event);
    const context = contextOf(snapshot);
    record(stats, result.event, previous, snapshot);

    if (context.round.number !== counters.round) {
      counters.round = context.round.number;
      counters.cardsThisRound = [];
    }
    if (context.shoe.shoeNumber !== counters.shoeNumber) {
      counters.shoeNumber = context.shoe.shoeNumber;
      counters.cardsThisShoe = 0;
    }
    if (result.event.type === 'CardDrawn') {
      counters.cardsThisRound.push(result.event.card);
      counters.cardsThisShoe += 1;
    }

    if (laws.has('cards')) checkCards(context, counters, broken);
    if (laws.has('money')) {
      const problems = moneyProblems(context.round);
      if (problems.length > 0) broken('money', problems.join('; '));
      if ((phaseOf(snapshot) === 'settled') !== (context.round.settlement !== null)) {
        broken(
          'money',
          `phase ${phaseOf(snapshot)} with settlement ${context.round.settlement ? 'set' : 'missing'}`,
        );
      }
    }
    if (laws.has('replay')) {
      try {
        replayed = foldEvents(replayed, [result.event]);
      } catch (error) {
        broken('replay', `the accepted ${result.event.type} does not replay: ${(error as Error).message}`);
      }
      if (phaseOf(replayed) !== phaseOf(snapshot)) {
        broken('replay', `replay is in ${phaseOf(replayed)}, the live table in ${phaseOf(snapshot)}`);
      }
      if (!isDeepStrictEqual(contextOf(replayed), context)) broken('replay', 'the replayed context differs');
    }
    if (laws.has('acceptance')) {
      if (phaseOf(snapshot) === 'resume')
        broken('acceptance', 'the table rests in the transient resume state');
      if (input.type === 'card') {
        const card = parseCard(input.card);
        const shoeBefore = contextOf(previous).shoe.composition;
        const backup = shoeBefore.remainingTotal === 0 && profile.shoe.backupDeck;
        if (card.ok && !backup && remainingOf(shoeBefore, card.value) === 0) {
          broken('acceptance', `${input.card} was accepted though the shoe holds none`);
        }
      }
    }
  }

  if (laws.has('replay')) {
    // The whole session from a fresh table, in one fold, as a recorded log is replayed.
    const folded = foldEvents(openTable(profile), events);
    if (phaseOf(folded) !== phaseOf(snapshot) || !isDeepStrictEqual(contextOf(folded), contextOf(snapshot))) {
      broken('replay', 'folding the whole log from a fresh table gives another table');
    }
  }
}

/** What the table's step does otherwise than XState's own for the fact of `input`, if anything. */
function stepProblem(snapshot: TableSnapshot, input: TableInput): string | null {
  const event = toTableEvent(input, contextOf(snapshot), phaseOf(snapshot) === 'settled');
  if (!event.ok) return null;
  const own = stepTable(snapshot, event.value);
  const xstate = stepTableByXState(snapshot, event.value);
  const what = `${JSON.stringify(event.value)} in ${phaseOf(snapshot)}`;
  if ((own === snapshot) !== (xstate === snapshot))
    return `${what}: ${own === snapshot ? 'refused by the table only' : 'refused by XState only'}`;
  const shape = (next: TableSnapshot) => ({
    ...(next.toJSON() as object),
    nodes: next._nodes.map((node) => node.id),
    keys: Object.keys(next),
  });
  const ownShape: Record<string, unknown> = shape(own);
  const xstateShape: Record<string, unknown> = shape(xstate);
  const differs = Object.keys(xstateShape).filter(
    (key) => !isDeepStrictEqual(ownShape[key], xstateShape[key]),
  );
  if (differs.length > 0)
    return `${what}: the table's step and XState's differ in ${differs.join(', ')}: ${JSON.stringify(differs.map((key) => [ownShape[key], xstateShape[key]]))}`;
  // XState steps the table's snapshot on as it steps its own.
  const [further] = transition(tableMachine, own, event.value);
  const [again] = transition(tableMachine, xstate, event.value);
  return isDeepStrictEqual(further.toJSON(), again.toJSON())
    ? null
    : `${what}: XState steps the result differently`;
}

function checkRefusalChangedNothing(
  snapshot: TableSnapshot,
  input: TableInput,
  before: string,
  broken: (law: Law, what: string) => never,
): void {
  if (fingerprint(snapshot) !== before)
    broken('refusal-unchanged', `${JSON.stringify(input)} mutated the snapshot`);
  const context = contextOf(snapshot);
  const event = toTableEvent(input, context, phaseOf(snapshot) === 'settled');
  if (!event.ok) return; // refused before it became a fact: the machine never saw it
  const [next] = transition(tableMachine, snapshot, event.value);
  if (next !== snapshot) {
    broken(
      'refusal-unchanged',
      `${JSON.stringify(input)} was refused but the machine moves to ${String(next.value)}`,
    );
  }
}

function checkCards(
  context: TableContext,
  counters: Counters,
  broken: (law: Law, what: string) => never,
): void {
  const onTable = cardsOnTable(context.round);
  const drawn = counters.cardsThisRound;
  if (onTable.length !== drawn.length) {
    broken('cards', `${drawn.length} cards accepted this round but ${onTable.length} lie on the table`);
  }
  const difference = cardDifference(drawn, onTable);
  if (difference !== '') broken('cards', `the cards on the table are not the cards drawn: ${difference}`);
  const { shoe, profile } = context;
  if (shoe.dealt !== counters.cardsThisShoe) {
    broken('cards', `${counters.cardsThisShoe} cards out of this shoe but the shoe counts ${shoe.dealt}`);
  }
  const size = profile.shoe.decks * 52;
  const removed = size - shoe.composition.remainingTotal;
  const expected = profile.shoe.backupDeck ? ((shoe.dealt - 1) % size) + 1 : shoe.dealt;
  if (shoe.dealt > 0 && removed !== expected) {
    broken('cards', `${shoe.dealt} cards out of this shoe but its composition is short of ${removed}`);
  }
}

function record(
  stats: SessionStats,
  event: TableEvent,
  previous: TableSnapshot,
  snapshot: TableSnapshot,
): void {
  stats.accepted.set(event.type, (stats.accepted.get(event.type) ?? 0) + 1);
  const phase = phaseOf(snapshot);
  stats.phases.add(phase);
  const { round } = contextOf(snapshot);
  if (phase === 'settled' && phaseOf(previous) !== 'settled') stats.settledRounds += 1;
  if (event.type === 'MisdealTaken') stats.offersTaken += 1;
  for (const box of round.boxes) stats.maxHandsOnABox = Math.max(stats.maxHandsOnABox, box.hands.length);
}
