import { type Card, cardGlyph } from '../cards/card.js';
import { type Refusal, say } from '../refusals/message.js';
import { codeOf } from '../result.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import { freshShoe, remainingOf, removeCard } from '../shoe/composition.js';
import { roundWith } from './copy-with.js';
import type { TablePhase } from './table-machine.js';
import type { Round, ShoeState, TableContext } from './types.js';

export function newShoe(profile: RuleProfile, shoeNumber: number): ShoeState {
  return { composition: freshShoe(profile.shoe.decks), dealt: 0, shuffleDue: false, shoeNumber };
}

/** The card position of the cut card: the shoe is changed after the round in which it comes out. */
export const cutCardPosition = (profile: RuleProfile): number =>
  Math.floor(profile.shoe.decks * 52 * profile.shoe.penetration);

/** Whether this card can have come out of the shoe; a card it cannot hold is a misread. */
export function cardRefusal(shoe: ShoeState, profile: RuleProfile, card: Card): Refusal | null {
  if (shoe.composition.remainingTotal === 0 && profile.shoe.backupDeck) return null; // the backup deck opens
  // Counted, not removed: guards ask this of every card, and removing copies the composition.
  if (remainingOf(shoe.composition, card) > 0) return null;
  return say('card.not-in-shoe', { card: cardGlyph(card), count: shoe.composition.decks });
}

/**
 * A card leaves the shoe. At a table with a backup deck, an empty stock opens it: a fresh deck,
 * never the cards of the current hands (`002_951ea54078d4073d.txt`).
 */
export function drawFromShoe(
  shoe: ShoeState,
  round: Round,
  profile: RuleProfile,
  card: Card,
): { shoe: ShoeState; round: Round } {
  const opensBackup = shoe.composition.remainingTotal === 0 && profile.shoe.backupDeck;
  const composition = opensBackup ? freshShoe(profile.shoe.decks) : shoe.composition;
  const removed = removeCard(composition, card);
  if (!removed.ok) throw new Error(codeOf(removed.refusal)); // guarded by cardRefusal
  const dealt = shoe.dealt + 1;
  const cutCardOut = profile.shoe.reshuffle === 'cut-card' && dealt >= cutCardPosition(profile);
  const backupDeckOpened = round.backupDeckOpened || opensBackup;
  const cutCardCameOut = round.cutCardCameOut || cutCardOut;
  // Most cards change neither flag: the round is then kept as it is rather than copied.
  const unchanged = backupDeckOpened === round.backupDeckOpened && cutCardCameOut === round.cutCardCameOut;
  return {
    // Spelled out rather than spread: this runs for every card, and the type lists every field.
    shoe: { composition: removed.value, dealt, shuffleDue: shoe.shuffleDue, shoeNumber: shoe.shoeNumber },
    round: unchanged ? round : roundWith(round, { backupDeckOpened, cutCardCameOut }),
  };
}

/** After a settled round: a home deck is gathered and shuffled; a six-deck shoe waits for its cut card. */
export function shoeAfterRound(shoe: ShoeState, round: Round, profile: RuleProfile): ShoeState {
  if (profile.shoe.reshuffle === 'every-round') return newShoe(profile, shoe.shoeNumber + 1);
  return round.cutCardCameOut ? { ...shoe, shuffleDue: true } : shoe;
}

export const shuffleRefusal = (round: Round): Refusal | null =>
  round.boxes.some((box) => box.hands.length > 0) && round.settlement === null
    ? say('shuffle.round-in-play')
    : null;

export const cardsLeft = (shoe: ShoeState): number => shoe.composition.remainingTotal;

/**
 * A new shoe is due before the next deal: the cut card came out in the round just settled, or the
 * next round has opened on that shoe (`shoeAfterRound`). The croupier, the screen and every driver
 * of the table ask this one question.
 */
export const shuffleIsDue = (phase: TablePhase, context: TableContext): boolean =>
  context.shoe.shuffleDue || (phase === 'settled' && context.round.cutCardCameOut);
