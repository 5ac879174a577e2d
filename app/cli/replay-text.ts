import { type Card, cardGlyph } from '../../engine/cards/card.js';
import { type CardPlace, handPhrase } from '../core/table/card-place.js';
import type { RoundAudit } from '../core/table/round-audit.js';
import type { ReplayWriter } from './replay-output.js';
import { describeRound } from './report-text.js';
import { unitsText } from './round-words.js';
import { cliText, words } from './words.js';

/** Where each corrected card lies, by the position of the fact that drew it (null: in no hand). */
export type CorrectedPlaces = ReadonlyMap<number, Omit<CardPlace, 'round'> | null>;

type Correction = RoundAudit['corrections'][number];
type Data = Readonly<Record<string, unknown>>;

const text = (data: Data, key: string): string => String(data[key] ?? '');

/** A ruling or a croupier's correction as the pit boss reads it: who, what, why; `verbose` adds its type and place in the log. */
function correctionText(correction: Correction, places: CorrectedPlaces, verbose: boolean): string {
  const data = (correction.detail ?? {}) as Data;
  const author = text(data, 'author');
  const said = (() => {
    switch (correction.type) {
      case 'CardCorrected': {
        const to = cardGlyph(data.card as Card);
        const place = places.get(Number(data.position));
        if (!place) return cliText('cli.replay.card-elsewhere', { author, to, reason: text(data, 'reason') });
        const hand = words().say(handPhrase(place.hand));
        return cliText('cli.replay.card', {
          author,
          card: place.card,
          hand,
          to,
          reason: text(data, 'reason'),
        });
      }
      case 'RoundVoided':
        return words().text('review', 'review.say.RoundVoided', { author, reason: text(data, 'reason') });
      case 'RulingRecorded':
        return words().text('review', 'review.say.RulingRecorded', { author, text: text(data, 'text') });
      default:
        return cliText('cli.replay.other-ruling', { author });
    }
  })();
  const { type, position } = correction;
  return verbose ? cliText('cli.replay.where', { said, type, position }) : said;
}

/** "ann +10, bob −10": each bettor's net in table units, as the pit boss reads a settlement. */
const netsText = (nets: Readonly<Record<string, number>> | null): string =>
  nets === null
    ? cliText('cli.replay.never-settled')
    : Object.entries(nets)
        .map(([bettor, net]) => `${bettor} ${net > 0 ? '+' : net < 0 ? '−' : ''}${unitsText(Math.abs(net))}`)
        .join(', ') || '—';

/** `sabot replay`'s text, written as the rounds come: each round, its rulings in sentences, what replay pays against the record. */
export function textWriter(
  out: (text: string) => void,
  profile: string,
  placesOf: (audit: RoundAudit) => CorrectedPlaces,
  verbose = false,
): ReplayWriter {
  out(cliText('cli.play.table', { profile }));
  return {
    round({ report, audit }) {
      const lines = [describeRound(report)];
      const places = audit.corrections.length > 0 ? placesOf(audit) : new Map();
      for (const correction of audit.corrections)
        lines.push(`  ${correctionText(correction, places, verbose)}`);
      if (!audit.matches) {
        const [recorded, replayed] = [netsText(audit.recorded), netsText(audit.recomputed)];
        lines.push(`  ${cliText('cli.replay.mismatch', { recorded, replayed })}`);
      }
      out(`\n\n${lines.join('\n')}`);
    },
    end(skipped) {
      for (const fact of skipped) {
        const reason = words().say(fact.refusal);
        const { position, type } = fact;
        out(
          `\n\n${
            verbose
              ? cliText('cli.replay.skipped', { position, type, reason })
              : cliText('cli.replay.skipped-said', { reason })
          }`,
        );
      }
      out('\n');
    },
  };
}
