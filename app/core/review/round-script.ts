import type { Card } from '../../../engine/cards/card.js';
import type { LogEvent } from '../../../engine/log/log-events.js';
import { toUnits } from '../../../engine/money.js';
import { assertNever } from '../../../engine/result.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { contextOf } from '../../../engine/round/table.js';
import { BARE_FACT_OF_INPUT, type BareInput } from '../../../engine/round/to-event.js';
import type { TableService } from '../table/table-service.js';

/**
 * A past round as a table script (docs/table-scripts.md), so a disputed round can be replayed by
 * hand with `sabot play`: the table line with the round's limits, the seats as they stood, then
 * every input the log recorded, with corrected cards in place of misread ones. Rulings and
 * corrections become comments. The script starts from a fresh shoe, so a cut card that came out
 * in this round may not come out when it is played again.
 */
export function exportRoundScript(
  service: TableService,
  round: number,
  /** The log position of a hole card still face down in the round in play: left out of the script. */
  faceDown: number | null = null,
): { script: string } | null {
  const recalled = service.recallRound(round);
  const start = recalled.start;
  if (!start || !recalled.report) return null;
  const { profile, limits, seats } = contextOf(start);
  const corrected = new Map<number, Card>();
  for (const { event } of recalled.logged)
    if (event.type === 'CardCorrected') corrected.set(event.position, event.card);
  const lines: string[] = [
    JSON.stringify({
      type: 'table',
      profile: profile.id,
      min: toUnits(limits.min),
      max: toUnits(limits.max),
    }),
    `# round ${round} of ${service.log.path}, exported for replay with: sabot play --script FILE`,
  ];
  for (const [box, player] of Object.entries(seats))
    lines.push(JSON.stringify({ type: 'seat', box: Number(box), player } satisfies TableInput));
  for (const { position, event } of recalled.logged) {
    if (
      faceDown !== null &&
      (position === faceDown || (event.type === 'CardCorrected' && event.position === faceDown))
    ) {
      lines.push("# the dealer's hole card: face down until the dealer's turn");
      continue;
    }
    const card = corrected.get(position);
    const line = scriptLine(card && event.type === 'CardDrawn' ? { ...event, card } : event);
    if (line !== null) lines.push(line);
  }
  if (recalled.report.state === 'settled')
    lines.push(`# expect round 1 net: ${JSON.stringify(recalled.report.net)}`);
  return { script: `${lines.join('\n')}\n` };
}

function scriptLine(event: LogEvent): string | null {
  const input = (value: TableInput): string => JSON.stringify(value);
  switch (event.type) {
    case 'SeatTaken':
      return event.playerCard === undefined
        ? input({ type: 'seat', box: event.box, player: event.player })
        : input({ type: 'seat', box: event.box, player: event.playerCard, name: event.player });
    case 'SeatLeft':
      return input({ type: 'leave', box: event.box });
    case 'BetPlaced':
      return input({ type: 'bet', box: event.box, amount: toUnits(event.amount), bettor: event.bettor });
    case 'CardDrawn':
      return input({ type: 'card', card: event.card });
    case 'HandDoubled':
      return input(
        event.amount === null ? { type: 'double' } : { type: 'double', amount: toUnits(event.amount) },
      );
    case 'HandSurrendered':
      return input(event.box === null ? { type: 'surrender' } : { type: 'surrender', box: event.box });
    case 'InsurancePlaced':
      return input({
        type: 'insurance',
        box: event.box,
        amount: toUnits(event.amount),
        bettor: event.bettor,
      });
    case 'EvenMoneyTaken':
      return input({ type: 'even-money', box: event.box });
    case 'MisdealTaken':
      return input({ type: 'take', box: event.box });
    case 'BetsClosed':
    case 'HitAsked':
    case 'HandStood':
    case 'HandSplit':
    case 'InsuranceClosed':
    case 'MisdealMarked':
    case 'MisdealPassed':
    case 'ShoeShuffled':
    case 'SessionStarted':
      return input({ type: BARE_INPUT_OF_FACT[event.type] });
    case 'RoundVoided':
      return `# voided by ${event.author}: ${oneLine(event.reason)}`;
    case 'RulingRecorded':
      return `# ruling by ${event.author}: ${oneLine(event.text)}`;
    case 'CardCorrected':
      return `# the card at position ${event.position} was corrected to ${event.card} by ${event.author}: ${oneLine(event.reason)}`;
    case 'LimitsChanged':
      return input({ type: 'limits', min: toUnits(event.limits.min), max: toUnits(event.limits.max) });
    case 'CroupierChanged':
      return input({ type: 'croupier', name: event.name });
    case 'StaffEnrolled':
      return input({
        type: 'staff',
        badge: event.badge,
        name: event.name,
        roles: [...event.roles],
        by: event.author,
      });
    case 'StaffRolesChanged':
      return input({ type: 'staff-roles', badge: event.badge, roles: [...event.roles], by: event.author });
    case 'StaffDisabled':
      return input({ type: 'staff-disable', badge: event.badge, reason: event.reason, by: event.author });
    // A PIN is never in a script: its change is said, not replayed.
    case 'StaffPinChanged':
      return `# the PIN of badge ${event.badge} was changed by ${event.author}`;
    case 'CroupierSignedIn':
      return input({ type: 'sign-in', badge: event.badge });
    case 'CroupierSignedOut':
      return input({ type: 'sign-out', badge: event.badge });
    // The books need the table's opener, which a round alone does not hold: kept for the reader.
    case 'OpenerCounted':
    case 'CloserCounted':
    case 'FillReceived':
    case 'CreditSent':
    case 'SlipVoided':
    case 'ChipsSold':
    case 'BuyInVoided':
      return `# the table's books: ${JSON.stringify(event)}`;
    // Decided with a ruling the script keeps as a comment: the croupier's answer to it would be refused.
    case 'SettlementAdjusted':
    case 'AdjustmentAcknowledged':
      return `# the ruling's adjustment: ${JSON.stringify(event)}`;
    case 'RoundSettled':
    case 'TableOpened':
    case 'HouseEdgeComputed':
      return null;
    default:
      return assertNever(event);
  }
}

type BareFact = (typeof BARE_FACT_OF_INPUT)[BareInput];
const BARE_INPUT_OF_FACT = Object.fromEntries(
  Object.entries(BARE_FACT_OF_INPUT).map(([input, fact]) => [fact, input]),
) as Record<BareFact, BareInput>;

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
