import { type Card, cardGlyph } from '../../engine/cards/card.js';
import { handTotal, hardTotal } from '../../engine/cards/hand.js';
import { type DealerRule, dealerAction } from '../../engine/dealer/dealer-action.js';
import type { RoundReport } from '../../engine/round/report.js';
import type { TablePhase } from '../../engine/round/table-machine.js';
import type { Decision } from '../../engine/round/table-view.js';
import { readInstruction } from '../../engine/settlement/croupier-instruction.js';
import type { KeyOf } from '../i18n/index.js';
import { cliText, words } from './words.js';

/** What the croupier's terminal, `sabot play` and `sabot replay` say of a round, in the command's language. */

export const cardsText = (list: readonly Card[]): string =>
  list.length > 0 ? list.map(cardGlyph).join(' ') : '—';

/** An amount in table units (7.5) as the language writes money ("7,50" in French). */
export const unitsText = (units: number): string => words().money(Math.round(units * 100));

const PHASES: Readonly<Record<TablePhase, KeyOf<'cli'>>> = {
  betting: 'cli.phase.betting',
  dealing: 'cli.phase.dealing',
  insurance: 'cli.phase.insurance',
  players: 'cli.phase.players',
  offer: 'cli.phase.offer',
  dealer: 'cli.phase.dealer',
  settled: 'cli.phase.settled',
  resume: 'cli.phase.resume',
};
export const phaseText = (phase: TablePhase): string => cliText(PHASES[phase]);

const DECISIONS: Readonly<Record<Decision, KeyOf<'cli'>>> = {
  hit: 'cli.decision.hit',
  stand: 'cli.decision.stand',
  double: 'cli.decision.double',
  split: 'cli.decision.split',
  surrender: 'cli.decision.surrender',
};
export const decisionText = (decision: Decision): string => cliText(DECISIONS[decision]);

/** A hand's status as the round report writes it (its English word is the report's, and the JSON's). */
const STATUSES: Readonly<Record<string, KeyOf<'cli'>>> = {
  open: 'cli.status.open',
  stood: 'cli.status.stood',
  bust: 'cli.status.bust',
  blackjack: 'cli.status.blackjack',
  doubled: 'cli.status.doubled',
  surrendered: 'cli.status.surrendered',
  'even money': 'cli.status.even-money',
};
const statusText = (status: string): string => {
  const key = STATUSES[status];
  return key ? cliText(key) : status;
};

const totalText = (total: number, soft: boolean): string =>
  soft ? cliText('cli.round.soft-total', { total }) : String(total);

/** "(soft 17, stood)". */
export const handText = (hand: { total: number; soft: boolean; status: string }): string =>
  cliText('cli.round.hand', { total: totalText(hand.total, hand.soft), status: statusText(hand.status) });

/** "box 3", or "box 3.2" for the second hand of a split box. */
export const boxLabel = (box: number, hand: number, hands: number): string =>
  hands > 1 ? cliText('cli.round.box-hand', { box, hand: hand + 1 }) : cliText('cli.round.box', { box });

/** The dealer's obligation: "15 — DRAW", "soft 17 — STAND". */
export function dealerBannerText(cards: readonly Card[], rule: DealerRule): string {
  const action = dealerAction(cards, rule);
  const { total, soft } = handTotal(cards);
  if (action === 'bust') return cliText('cli.banner.bust', { total: hardTotal(cards) });
  const said = totalText(total, soft);
  return cliText(action === 'draw' ? 'cli.banner.draw' : 'cli.banner.stand', { total: said });
}

/** The croupier's pay/take instructions, said again in the language; one the CLI cannot read stays as written. */
export function settlementText(instructions: readonly string[]): string {
  return instructions
    .map((instruction) => {
      const parts = readInstruction(instruction);
      if (!parts) return instruction;
      const said = { bettor: parts.bettor, amount: unitsText(Number(parts.amount)) };
      if (parts.kind === 'pay') return cliText('cli.settle.pay', said);
      return cliText(parts.kind === 'take' ? 'cli.settle.take' : 'cli.settle.push', said);
    })
    .join(cliText('cli.settle.separator'));
}

/** Why a card was misdealt, in the engine's words: each is said in the language, any other as written. */
const WHYS: Readonly<Record<string, KeyOf<'cli'>>> = {
  'marked by the croupier as drawn by mistake': 'cli.misdeal.why-marked',
  'the hand on turn may not take it': 'cli.misdeal.why-hand-on-turn',
  'no hand may take it: bets are still open': 'cli.misdeal.why-bets-open',
  'no hand may take it: the round is settled': 'cli.misdeal.why-settled',
  'no hand may take it: the insurance window is open': 'cli.misdeal.why-insurance',
  'no hand may take it: a misdealt card is on offer': 'cli.misdeal.why-on-offer',
};

const RESOLUTIONS: Readonly<Record<string, KeyOf<'cli'>>> = {
  taken: 'cli.misdeal.taken',
  'dealer-second-card': 'cli.misdeal.dealer-second-card',
  burned: 'cli.misdeal.burned',
  'on-offer': 'cli.misdeal.on-offer',
};

/** "7♠: marked by the croupier as drawn by mistake → taken by box 3 (pit-boss note)". */
export function misdealText(misdeal: RoundReport['misdeals'][number]): string {
  const whyKey = WHYS[misdeal.why];
  const resolutionKey = RESOLUTIONS[misdeal.resolution];
  const resolution = misdeal.takenBy
    ? cliText('cli.misdeal.taken-by', { box: misdeal.takenBy.box })
    : resolutionKey
      ? cliText(resolutionKey)
      : misdeal.resolution;
  const line = cliText('cli.misdeal.line', {
    card: cardsText([misdeal.card]),
    why: whyKey ? cliText(whyKey) : misdeal.why,
    resolution,
  });
  return misdeal.pitBossNote ? cliText('cli.misdeal.pit-boss-note', { line }) : line;
}

/** A column label of the round's lines ("dealer", "settle"), padded as the English ones are. */
export const labelColumn = (key: KeyOf<'cli'>): string => cliText(key).padEnd(8);
