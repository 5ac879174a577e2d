import { amount, type BankSeries, bankSentence, bankSeries, type Results, scale } from './series';
import './charts.css';
import { useText, useWords } from '../i18n/words';

const WIDTH = 320;
const HEIGHT = 120;
const LEFT = 44;
const RIGHT = 10;
const TOP = 10;
const BOTTOM = 22;

/**
 * The bank's result over the session, as a line: at a casino table the house's running result
 * from zero, at a home game the bank's chips, each fictitious top-up marked where it was added.
 * The figures are in the label for a screen reader and in the caption for the eye.
 */
export function BankChart({ results }: { readonly results: Results | null }) {
  const t = useText('screen');
  const words = useWords();
  const series = results && bankSeries(results);
  if (!series) {
    return (
      <figure className="chart bank-chart" data-testid="bank-chart" data-points={0}>
        <figcaption>{t('chart.bank-none')}</figcaption>
      </figure>
    );
  }
  const title = t(series.home ? 'chart.bank-home' : 'chart.bank-house');
  const last = series.points.at(-1);
  const sentence = bankSentence(series, words);
  return (
    <figure
      className="chart bank-chart"
      data-testid="bank-chart"
      data-points={series.points.length}
      data-last={last?.value}
    >
      <figcaption>
        {t('chart.caption', { title })} <strong>{amount(last?.value ?? 0, !series.home, words)}</strong>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={sentence}>
        <title>{sentence}</title>
        <BankLine series={series} />
      </svg>
    </figure>
  );
}

function BankLine({ series }: { readonly series: BankSeries }) {
  const t = useText('screen');
  const words = useWords();
  const { points, baseline } = series;
  const values = [baseline, ...points.map((point) => point.value)];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const first = points[0]?.round ?? 0;
  const lastRound = points.at(-1)?.round ?? first;
  const x = scale(first, lastRound, LEFT, WIDTH - RIGHT);
  const y = scale(low, high, HEIGHT - BOTTOM, TOP);
  const line = points.map((point) => `${x(point.round).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ');
  const last = points.at(-1);
  return (
    <>
      <line className="baseline" x1={LEFT} x2={WIDTH - RIGHT} y1={y(baseline)} y2={y(baseline)} />
      <text className="axis" x={LEFT - 4} y={y(high) + 4} textAnchor="end">
        {amount(high, !series.home, words)}
      </text>
      {low !== high && (
        <text className="axis" x={LEFT - 4} y={y(low)} textAnchor="end">
          {amount(low, !series.home, words)}
        </text>
      )}
      <text className="axis" x={LEFT} y={HEIGHT - 6}>
        {first === 0 ? t('chart.start') : t('chart.round', { round: first })}
      </text>
      <text className="axis" x={WIDTH - RIGHT} y={HEIGHT - 6} textAnchor="end">
        {t('chart.round', { round: lastRound })}
      </text>
      <polyline className="result" points={line} />
      {points.map((point) =>
        point.toppedUp > 0 ? (
          <rect
            key={`top-up-${point.round}`}
            className="top-up"
            data-round={point.round}
            x={x(point.round) - 4}
            y={y(point.value) - 4}
            width={8}
            height={8}
          >
            <title>
              {t('chart.topped-up', { round: point.round, amount: amount(point.toppedUp, false, words) })}
            </title>
          </rect>
        ) : point.voided ? (
          <circle
            key={`void-${point.round}`}
            className="void"
            cx={x(point.round)}
            cy={y(point.value)}
            r={3.5}
          >
            <title>{t('chart.void', { round: point.round })}</title>
          </circle>
        ) : null,
      )}
      {last && <circle className="last" cx={x(last.round)} cy={y(last.value)} r={3} />}
    </>
  );
}
