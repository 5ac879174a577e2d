import { amount, type BankSeries, bankSentence, bankSeries, type Results, scale } from './series';
import './charts.css';

const WIDTH = 320;
const HEIGHT = 120;
const LEFT = 44;
const RIGHT = 10;
const TOP = 10;
const BOTTOM = 22;

/** What the chart says, in one language. Amounts are table units (the results' own). */
export interface BankChartWords {
  readonly empty: string;
  /** The caption before the last figure, with its colon: "House result:". */
  readonly title: (home: boolean) => string;
  readonly start: string;
  readonly round: (round: number) => string;
  readonly toppedUp: (round: number, units: number) => string;
  readonly voided: (round: number) => string;
  readonly amount: (units: number, signed?: boolean) => string;
  /** The whole chart in a sentence, for a screen reader. */
  readonly sentence: (series: BankSeries) => string;
}

const ENGLISH: BankChartWords = {
  empty: "The bank's result: no round has finished yet",
  title: (home) => (home ? "Bank's chips:" : 'House result:'),
  start: 'start',
  round: (round) => `round ${round}`,
  toppedUp: (round, units) => `Round ${round}: ${amount(units)} fictitious chips added before the deal`,
  voided: (round) => `Round ${round} was void`,
  amount,
  sentence: bankSentence,
};

/**
 * The bank's result over the session, as a line: at a casino table the house's running result
 * from zero, at a home game the bank's chips, each fictitious top-up marked where it was added.
 * The figures are in the label for a screen reader and in the caption for the eye.
 */
export function BankChart({
  results,
  words = ENGLISH,
}: {
  readonly results: Results | null;
  /** The chart's words in the screen's language; English where the screen gives none. */
  readonly words?: BankChartWords;
}) {
  const series = results && bankSeries(results);
  if (!series) {
    return (
      <figure className="chart bank-chart" data-testid="bank-chart" data-points={0}>
        <figcaption>{words.empty}</figcaption>
      </figure>
    );
  }
  const title = words.title(series.home);
  const last = series.points.at(-1);
  const sentence = words.sentence(series);
  return (
    <figure
      className="chart bank-chart"
      data-testid="bank-chart"
      data-points={series.points.length}
      data-last={last?.value}
    >
      <figcaption>
        {title} <strong>{words.amount(last?.value ?? 0, !series.home)}</strong>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={sentence}>
        <title>{sentence}</title>
        <BankLine series={series} words={words} />
      </svg>
    </figure>
  );
}

function BankLine({ series, words }: { readonly series: BankSeries; readonly words: BankChartWords }) {
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
        {words.amount(high, !series.home)}
      </text>
      {low !== high && (
        <text className="axis" x={LEFT - 4} y={y(low)} textAnchor="end">
          {words.amount(low, !series.home)}
        </text>
      )}
      <text className="axis" x={LEFT} y={HEIGHT - 6}>
        {first === 0 ? words.start : words.round(first)}
      </text>
      <text className="axis" x={WIDTH - RIGHT} y={HEIGHT - 6} textAnchor="end">
        {words.round(lastRound)}
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
            <title>{words.toppedUp(point.round, point.toppedUp)}</title>
          </rect>
        ) : point.voided ? (
          <circle
            key={`void-${point.round}`}
            className="void"
            cx={x(point.round)}
            cy={y(point.value)}
            r={3.5}
          >
            <title>{words.voided(point.round)}</title>
          </circle>
        ) : null,
      )}
      {last && <circle className="last" cx={x(last.round)} cy={y(last.value)} r={3} />}
    </>
  );
}
