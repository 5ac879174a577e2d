import { type Results, type ShoeNow, scale, shoeSegments, shoeSentence } from './series';
import './charts.css';
import { useText, useWords } from '../i18n/words';

const WIDTH = 320;
const HEIGHT = 46;
const BAR_TOP = 12;
const BAR_HEIGHT = 16;

/**
 * The shoe's penetration at a glance: the shoe as a bar, the cards out as segments (one per
 * round of this shoe, the round in play last), and the cut card as a line across it.
 */
export function ShoeChart({ shoe, results }: { readonly shoe: ShoeNow; readonly results: Results | null }) {
  const t = useText('screen');
  const words = useWords();
  const segments = shoeSegments(results, shoe);
  const sentence = shoeSentence(shoe, segments, words);
  const x = scale(0, shoe.cardsInShoe, 0, WIDTH);
  return (
    <figure
      className="chart shoe-chart"
      data-testid="shoe-chart"
      data-cards-out={shoe.cardsOut}
      data-rounds={segments.filter((segment) => segment.round !== null).length}
    >
      <figcaption>{t('chart.penetration')}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={sentence}>
        <title>{sentence}</title>
        <rect className="shoe-left" x={0} y={BAR_TOP} width={WIDTH} height={BAR_HEIGHT} />
        {segments.map((segment, index) => (
          <rect
            key={segment.round ?? 'in-play'}
            className={segment.round === null ? 'in-play' : index % 2 === 0 ? 'round even' : 'round odd'}
            x={x(segment.from)}
            y={BAR_TOP}
            width={x(segment.to) - x(segment.from)}
            height={BAR_HEIGHT}
          >
            <title>
              {segment.round === null
                ? t('chart.this-round', { count: segment.to - segment.from })
                : t('chart.round-cards', { round: segment.round, count: segment.to - segment.from })}
            </title>
          </rect>
        ))}
        {shoe.cutCardAt !== null && (
          <>
            <line
              className="cut-card"
              x1={x(shoe.cutCardAt)}
              x2={x(shoe.cutCardAt)}
              y1={4}
              y2={BAR_TOP + BAR_HEIGHT + 4}
            />
            <text className="axis" x={x(shoe.cutCardAt)} y={HEIGHT - 2} textAnchor="middle">
              {t('chart.cut', { at: shoe.cutCardAt })}
            </text>
          </>
        )}
        <text className="axis" x={0} y={HEIGHT - 2}>
          0
        </text>
        <text className="axis" x={WIDTH} y={HEIGHT - 2} textAnchor="end">
          {shoe.cardsInShoe}
        </text>
      </svg>
    </figure>
  );
}
