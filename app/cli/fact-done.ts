import { inventoryTotal } from '../../engine/books/chip-set.js';
import { type Card, cardGlyph } from '../../engine/cards/card.js';
import { roundOfStream } from '../../engine/log/log-events.js';
import type { StoredEvent } from '../core/log/event-types.js';
import { type AdjustmentLineWords, adjustmentMoves } from '../i18n/adjustment-words.js';
import type { KeyOf, Params } from '../i18n/index.js';
import { cliText, words } from './words.js';

type Data = Readonly<Record<string, unknown>>;

const minorOf = (data: Data, key: string): number =>
  typeof data[key] === 'number' ? (data[key] as number) : 0;

/**
 * What a pit boss's command recorded, in the sentence the books screen and the review say it with
 * (the review's own words, so one record reads the same on the screen and on the terminal). The
 * fact's type and place in the log are not a pit boss's words: `--verbose` adds them.
 */
export function factDone(fact: StoredEvent): string {
  const data = fact.data as Data;
  const said = (key: KeyOf<'review'>, params?: Params) => words().text('review', key, params);
  const round = String(roundOfStream(fact.stream) ?? '—');
  const money = (minor: number) => words().money(minor);
  const total = () => money(inventoryTotal((data.inventory ?? {}) as Record<string, number>));
  switch (fact.type) {
    case 'OpenerCounted':
      return said('review.books.done.open', { total: total() });
    case 'CloserCounted':
      return said('review.books.done.close', { total: total() });
    case 'FillReceived':
      return said('review.books.done.fill', { slip: String(data.slip), total: total() });
    case 'CreditSent':
      return said('review.books.done.credit', { slip: String(data.slip), total: total() });
    case 'SlipVoided':
      return said('review.books.done.void', { slip: String(data.slip) });
    case 'BuyInVoided':
      return said('review.books.done.buy-in-void', { buyIn: String(data.buyIn) });
    case 'LimitsChanged': {
      const limits = (data.limits ?? {}) as Data;
      return said('review.books.done.limits', {
        min: money(minorOf(limits, 'min')),
        max: money(minorOf(limits, 'max')),
      });
    }
    case 'CroupierChanged':
      return said('review.books.done.croupier', { name: String(data.name) });
    case 'RoundVoided':
      return said('review.void.done', { round });
    case 'CardCorrected':
      return cliText('cli.done.card-corrected', { round, card: cardGlyph(data.card as Card) });
    case 'RoundSettled':
      return cliText('cli.done.settled-again', { round });
    case 'RulingRecorded':
      return cliText('cli.done.note', { round });
    case 'SettlementAdjusted': {
      const lines = (data.lines ?? []) as readonly AdjustmentLineWords[];
      const moves = adjustmentMoves(lines, (key, params) => words().text('review', key, params), money);
      return cliText('cli.done.adjusted', { round, moves: moves.join('; ') });
    }
    default:
      return cliText('cli.done.recorded', { round });
  }
}
