import { seatName } from '../auto-table.js';
import { cardOf } from './card-codes.js';
import { DOUBLED, FROM_SPLIT, HANDS_PER_BOX, STOOD, SURRENDERED } from './fast-layout.js';
import type { FastTable } from './fast-table.js';
import type { BoxTrace, HandTrace, RoundTrace } from './round-trace.js';

/** The round the fast table just settled, as the statechart's round is traced (`traceOfRound`). */
export function fastTrace(table: FastTable, round: number): RoundTrace {
  const { layout } = table;
  const boxes: BoxTrace[] = [];
  for (let box = 0; box < table.boxes; box++) {
    const hands: HandTrace[] = [];
    for (let hand = 0; hand < (layout.handCount[box] as number); hand++) {
      const slot = box * HANDS_PER_BOX + hand;
      const flags = layout.flags[slot] as number;
      const cards = Array.from({ length: layout.length[slot] as number }, (_, at) =>
        cardOf(layout.cardAt(slot, at)),
      );
      hands.push({
        cards,
        fromSplit: (flags & FROM_SPLIT) !== 0,
        doubled: (flags & DOUBLED) !== 0,
        stood: (flags & STOOD) !== 0,
        surrendered: (flags & SURRENDERED) !== 0,
      });
    }
    const bettor = seatName(box + 1, table.seat[box] as number);
    boxes.push({ box: box + 1, bettor, hands, net: table.net[box] as number });
  }
  const dealer = Array.from({ length: layout.dealerLength }, (_, at) => cardOf(layout.dealer[at] as number));
  return { round, boxes, dealer };
}
