import type { Card } from '../cards/card.js';
import { handTotal, isNatural } from '../cards/hand.js';
import { toUnits } from '../money.js';
import { croupierInstruction } from '../settlement/croupier-instruction.js';
import type { SettlementKind, SettlementLine } from '../settlement/round.js';
import type { RoundCroupier } from '../staff/table-staff.js';
import { boxDecider, chipsOf } from './betting.js';
import { handIsBust, handIsFinished, handIsNatural } from './hands.js';
import { payChips } from './settle-round.js';
import type { TablePhase } from './table-machine.js';
import type { Box, Hand, HandRef, TableContext } from './types.js';

/** A round as `sabot play --json` and the dashboard report it; amounts in table units. */
export interface RoundReport {
  readonly round: number;
  /** `settled` when finished, else the phase the round stopped in. */
  readonly state: TablePhase;
  /** The dealer's cards and total; `soft` when an ace counts 11 in it (A-2 is soft 13). */
  readonly dealer: {
    readonly cards: Card[];
    readonly total: number;
    readonly soft: boolean;
    readonly blackjack: boolean;
  };
  readonly boxes: BoxReport[];
  /** Every bettor with a stake in the round and their net result (empty until settled). */
  readonly net: Record<string, number>;
  readonly burned: Card[];
  readonly misdeals: MisdealReport[];
  /** Pay/take instructions for the croupier, one per settled bet. */
  readonly settlement: string[];
  /** The same bets as data, in the same order, for a screen that puts each on its box. */
  readonly settlementLines: SettledBet[];
  readonly backupDeckOpened: boolean;
  readonly cutCardCameOut: boolean;
  /** A ruling that voided the round: every stake went back. */
  readonly voided: { readonly reason: string; readonly author: string } | null;
  /** Whose round it is: the croupier on duty as its first card was dealt (null before it). */
  readonly croupier: RoundCroupier | null;
  /** Home session: chips after this round (players, the bank, and the bank's fictitious top-ups so far). */
  readonly chips: {
    readonly players: Record<string, number>;
    readonly bank: number;
    readonly fictitious: number;
  } | null;
}

interface BoxReport {
  readonly box: number;
  readonly decider: string;
  readonly bettors: { readonly bettor: string; readonly stake: number }[];
  /** Insurance on the box, bettor by bettor. */
  readonly insurance: { readonly bettor: string; readonly amount: number }[];
  readonly hands: HandReport[];
}

/** One settled bet: `net` above 0 is paid to the bettor, below 0 taken, 0 leaves `staked` with them. */
interface SettledBet {
  readonly box: number;
  readonly hand: number;
  readonly bettor: string;
  readonly kind: SettlementKind;
  readonly staked: number;
  readonly net: number;
}

interface HandReport {
  readonly cards: Card[];
  readonly total: number;
  readonly soft: boolean;
  readonly status: string;
  readonly stakes: { readonly bettor: string; readonly stake: number; readonly doubled: number }[];
}

interface MisdealReport {
  readonly card: Card;
  readonly why: string;
  readonly resolution: string;
  readonly takenBy?: HandRef;
  readonly passedBy: HandRef[];
  readonly pitBossNote: boolean;
}

/**
 * A hand stops by rule as often as by a stand (21 where the table stands on it, the one card on a
 * split ace), and a settled round holds no open hand: a peeked dealer natural ends it before
 * anyone acts.
 */
function handStatus(hand: Hand, box: Box, context: TableContext, phase: TablePhase): string {
  if (hand.surrendered) return 'surrendered';
  if (hand.evenMoney) return 'even money';
  if (handIsBust(hand)) return 'bust';
  if (handIsNatural(hand)) return 'blackjack';
  if (hand.doubled) return 'doubled';
  const over = phase === 'settled' || handIsFinished(hand, box, context.profile);
  return over ? 'stood' : 'open';
}

export function roundReport(context: TableContext, phase: TablePhase): RoundReport {
  const { round } = context;
  const settlement = round.settlement;
  const dealerCards = [...round.dealer];
  return {
    round: round.number,
    state: phase,
    dealer: {
      cards: dealerCards,
      ...handTotal(dealerCards),
      blackjack: isNatural(dealerCards),
    },
    boxes: round.boxes.map((box) => ({
      box: box.box,
      decider: boxDecider(context, box),
      bettors: box.bettors.map((b) => ({ bettor: b.bettor, stake: toUnits(b.stake) })),
      insurance: round.insurance
        .filter((insured) => insured.box === box.box)
        .map((insured) => ({ bettor: insured.bettor, amount: toUnits(insured.amount) })),
      hands: box.hands.map((hand) => ({
        cards: [...hand.cards],
        ...handTotal(hand.cards),
        status: handStatus(hand, box, context, phase),
        stakes: hand.stakes.map((s) => ({
          bettor: s.bettor,
          stake: toUnits(s.stake),
          doubled: toUnits(s.doubled),
        })),
      })),
    })),
    net: settlement
      ? Object.fromEntries(
          Object.entries(settlement.netByBettor).map(([bettor, net]) => [bettor, toUnits(net)]),
        )
      : {},
    burned: [...round.burned],
    misdeals: round.misdeals.map((m) => ({ ...m, passedBy: [...m.passedBy] })),
    settlement: settlement ? settlement.lines.map(croupierInstruction) : [],
    settlementLines: settlement ? settlement.lines.map(settledBet) : [],
    backupDeckOpened: round.backupDeckOpened,
    cutCardCameOut: round.cutCardCameOut,
    voided: round.voided,
    croupier: round.croupier,
    chips: chipsReport(context),
  };
}

const settledBet = (line: SettlementLine): SettledBet => ({
  box: line.box,
  hand: line.hand,
  bettor: line.bettor,
  kind: line.kind,
  staked: toUnits(line.staked),
  net: toUnits(line.net),
});

function chipsReport(context: TableContext): RoundReport['chips'] {
  const chips = payChips(context);
  if (!chips) return null;
  const players = Object.fromEntries(Object.entries(chips.players).map(([p, n]) => [p, toUnits(n)]));
  for (const box of context.round.boxes)
    for (const b of box.bettors) players[b.bettor] ??= toUnits(chipsOf(context, b.bettor));
  return { players, bank: toUnits(chips.bank), fictitious: toUnits(chips.fictitious) };
}

/** A round worth reporting: it had a bet or a card. */
export const roundHasActivity = (context: TableContext): boolean =>
  context.round.boxes.length > 0 || context.round.burned.length > 0;
