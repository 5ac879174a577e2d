import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayRound } from '../../../app/core/review/round-replay.js';
import { reasonOf } from '../../../app/core/sentences.js';
import {
  type CardPlace,
  cardPosition,
  type HandName,
  readHandName,
  roundCards,
} from '../../../app/core/table/card-place.js';
import { PitBossDesk } from '../../../app/core/table/pit-boss-desk.js';
import { recordScript } from '../../../app/core/table/record-script.js';
import { replayWholeLog } from '../../../app/core/table/replay-log.js';
import { TableService } from '../../../app/core/table/table-service.js';
import type { Card } from '../../../engine/cards/card.js';
import { readScript, resolveTable } from '../../../engine/script/play-script.js';
import { findScenarioFiles, SCENARIO_DIR } from '../../scenarios/scenario-files.js';
import { tempDir } from '../log/log-fixtures.js';

/** A scenario script recorded into a real log, as `sabot play --db` records it. */
function recorded(path: string, profileId: string): TableService {
  const lines = readScript(readFileSync(path, 'utf8'));
  const table = resolveTable(lines, { profileId });
  if (!table.ok) throw new Error(`${path}: ${reasonOf(table)}`);
  const service = TableService.open({
    dbPath: join(tempDir(), 'table.db'),
    profile: table.value.profile,
    limits: table.value.limits,
  });
  recordScript(service, lines);
  return service;
}

/** The cards of a round's `CardDrawn` facts by position, later corrections of them applied. */
function drawnCards(service: TableService, round: number): Map<number, Card> {
  const cards = new Map<number, Card>();
  for (const { position, event } of service.recallRound(round).logged) {
    if (event.type === 'CardDrawn') cards.set(position, event.card);
    if (event.type === 'CardCorrected') cards.set(event.position, event.card);
  }
  return cards;
}

const place = (round: number, hand: HandName, card: number): CardPlace => ({ round, hand, card });

describe('a card named by its round, hand and place in the hand', () => {
  it('given every scenario recorded into a log, then each card of each hand names the fact that drew that very card', () => {
    let checked = 0;
    for (const scenario of findScenarioFiles()) {
      const service = recorded(scenario.path, scenario.profile);
      try {
        for (const round of replayWholeLog(service).rounds) {
          const named: [HandName, readonly Card[]][] = [[{ kind: 'dealer' }, round.dealer.cards]];
          for (const box of round.boxes)
            box.hands.forEach((hand, index) => {
              const name: HandName =
                box.hands.length > 1
                  ? { kind: 'box', box: box.box, hand: index + 1 }
                  : { kind: 'box', box: box.box };
              named.push([name, hand.cards]);
            });
          const cards = roundCards(service, round.round);
          const drawn = drawnCards(service, round.round);
          for (const [hand, held] of named)
            held.forEach((card, index) => {
              const where = `${scenario.name} round ${round.round} ${JSON.stringify(hand)} card ${index + 1}`;
              const positions =
                hand.kind === 'dealer'
                  ? cards?.positions.dealer
                  : cards?.positions.boxes.get(hand.box)?.[(hand.hand ?? 1) - 1];
              const position = positions?.[index];
              expect(position === undefined ? 'none' : drawn.get(position), where).toBe(card);
              checked++;
            });
        }
      } finally {
        service.close();
      }
    }
    expect(checked).toBeGreaterThan(500);
  }, 120_000);

  it('given a box split three times, then each of its four hands is named 1.1 to 1.4 and a card past the last is refused with what the hand holds', () => {
    const service = recorded(join(SCENARIO_DIR, 'classic-6d/resplit-to-four-hands.jsonl'), 'classic-6d');
    try {
      const cardOf = (hand: HandName, card: number, round = 1) => {
        const found = cardPosition(service, place(round, hand, card));
        return found.ok ? drawnCards(service, round).get(found.value) : reasonOf(found);
      };
      // [8S 8S] [8C TD] [8D 3S 9C] [8H 8S], box 2 9H 7H, dealer 6H TS 2D (the script's comments).
      expect(cardOf({ kind: 'box', box: 1, hand: 3 }, 3)).toBe('9C');
      expect(cardOf({ kind: 'box', box: 1, hand: 2 }, 1)).toBe('8C');
      expect(cardOf({ kind: 'box', box: 1, hand: 4 }, 1)).toBe('8H');
      expect(cardOf({ kind: 'dealer' }, 2)).toBe('TS');
      expect(cardOf({ kind: 'box', box: 2 }, 2)).toBe('7H');
      expect(cardOf({ kind: 'box', box: 1, hand: 2 }, 3)).toBe(
        'in round 1, box 1.2 has no card 3; its cards: 1: 8♣, 2: 10♦',
      );
      expect(cardOf({ kind: 'box', box: 1 }, 1)).toBe(
        'box 1 was split in round 1: name one of its 4 hands, 1.1 to 1.4',
      );
      expect(cardOf({ kind: 'box', box: 1, hand: 5 }, 1)).toBe(
        'box 1 has no hand 1.5 in round 1: its hands are 1.1 to 1.4',
      );
      expect(cardOf({ kind: 'box', box: 2, hand: 2 }, 1)).toBe('box 2 was not split in round 1: name it 2');
      expect(cardOf({ kind: 'box', box: 5 }, 1)).toBe('round 1 has no bet on box 5 (boxes played: 1, 2)');
      expect(cardOf({ kind: 'dealer' }, 4)).toBe(
        "in round 1, the dealer's hand has no card 4; its cards: 1: 6♥, 2: 10♠, 3: 2♦",
      );
      expect(cardOf({ kind: 'dealer' }, 1, 9)).toBe('there is no round 9 in this log');
    } finally {
      service.close();
    }
  });

  it("reads a hand as the round report writes it: dealer (or the language's word), a box, a split box's hand", () => {
    expect(readHandName('dealer')).toEqual({ kind: 'dealer' });
    expect(readHandName(' Dealer ')).toEqual({ kind: 'dealer' });
    expect(readHandName('croupier', ['croupier'])).toEqual({ kind: 'dealer' });
    expect(readHandName('3')).toEqual({ kind: 'box', box: 3 });
    expect(readHandName('3.2')).toEqual({ kind: 'box', box: 3, hand: 2 });
    for (const unread of ['', '0', '3.0', 'box 3', '3.', '.2', '3.2.1', 'croupier'])
      expect(readHandName(unread), unread).toBeNull();
  });

  it("given a card corrected by its place, then the review's step of the correction says where that card was dealt", async () => {
    const service = recorded(join(SCENARIO_DIR, 'classic-6d/resplit-to-four-hands.jsonl'), 'classic-6d');
    try {
      const desk = new PitBossDesk(service);
      expect(desk.guard.setPin(desk.role, '482913', { operator: 'manager' })).toBeNull();
      const who = async () => ({ operator: 'ana', pin: '482913' });
      const hand = { kind: 'box', box: 1, hand: 2 } as const;
      const ruled = await desk.correctCardAt(place(1, hand, 2), 'KD', 'misread', who);
      expect(ruled.ok ? 'recorded' : reasonOf(ruled)).toBe('recorded');
      const steps = replayRound(service, 1)?.steps ?? [];
      const correction = steps.find((step) => step.type === 'CardCorrected');
      // The ten of diamonds was dealt to the second of box 1's four hands.
      expect(correction?.at).toEqual({ kind: 'hand', box: 1, hand: 2 });
    } finally {
      service.close();
    }
  });
});
