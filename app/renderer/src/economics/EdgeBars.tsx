import type { ReplyOf } from '../../../contract';
import { scale } from '../charts/series';
import { useText, useWords } from '../i18n/words';
import '../charts/charts.css';

type ProfileEdge = ReplyOf<'ruleEconomics'>['table'];

const WIDTH = 640;
const HEIGHT = 240;
const AXIS = 20;
const SLOT = WIDTH / 10;

/**
 * The house's exact edge against each up-card (the player's loss per initial unit, the chance of
 * the up-card aside): one bar per up-card for the table, and a second beside it for the profile
 * compared. Above the line the house wins; below, the player.
 */
export function EdgeBars({ table, vs }: { readonly table: ProfileEdge; readonly vs: ProfileEdge | null }) {
  const t = useText('review');
  const words = useWords();
  const percent = (share: number): string =>
    new Intl.NumberFormat(words.language, { style: 'percent', maximumFractionDigits: 2 }).format(share);
  const series = [table, ...(vs ? [vs] : [])].filter((edge) => edge.byUpcard !== null);
  const edges = series.flatMap((edge) => (edge.byUpcard ?? []).map((bar) => -bar.ev));
  const most = Math.max(0.01, ...edges.map(Math.abs));
  const y = scale(-most, most, HEIGHT - AXIS, 0);
  const barWidth = (SLOT - 12) / Math.max(1, series.length);
  const sentence = t('review.economics.chart', { profile: table.profile });
  return (
    <figure className="chart edge-bars" data-testid="edge-bars" data-series={series.length}>
      <figcaption>
        {t('review.economics.by-upcard')} <span className="legend table">{table.profile}</span>
        {vs && <span className="legend vs">{vs.profile}</span>}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={sentence}>
        <title>{sentence}</title>
        <line className="zero" x1={0} x2={WIDTH} y1={y(0)} y2={y(0)} />
        {/* The scale: the chart's top and bottom, so a bar's height reads as a share of the stake. */}
        <text className="axis" x={WIDTH - 2} y={y(most) + 12} textAnchor="end" data-testid="edge-bars-top">
          {percent(most)}
        </text>
        <text className="axis" x={WIDTH - 2} y={y(-most) - 4} textAnchor="end">
          {percent(-most)}
        </text>
        {series.map((edge, index) =>
          (edge.byUpcard ?? []).map((bar, slot) => {
            const house = -bar.ev;
            const top = Math.min(y(house), y(0));
            return (
              <rect
                key={`${edge.profile}-${bar.upcard}`}
                className={index === 0 ? 'bar table' : 'bar vs'}
                data-upcard={bar.upcard}
                x={slot * SLOT + 6 + index * barWidth}
                y={top}
                width={barWidth}
                height={Math.abs(y(house) - y(0))}
              >
                <title>
                  {t('review.economics.bar', {
                    profile: edge.profile,
                    upcard: bar.upcard,
                    edge: percent(house),
                  })}
                </title>
              </rect>
            );
          }),
        )}
        {table.byUpcard?.map((bar, slot) => (
          <text
            key={bar.upcard}
            className="axis"
            x={slot * SLOT + SLOT / 2}
            y={HEIGHT - 4}
            textAnchor="middle"
          >
            {bar.upcard}
          </text>
        ))}
      </svg>
    </figure>
  );
}
