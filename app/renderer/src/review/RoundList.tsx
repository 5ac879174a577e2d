import { useState } from 'react';
import { type RequestOf, ROUND_FLAGS, type RoundSummary } from '../../../contract';

/** What the filters choose; the page (`before`, `limit`) is the list's own business. */
export type RoundFilter = Omit<RequestOf<'listRounds'>, 'before' | 'limit'>;
type Flag = NonNullable<RoundFilter['flag']>;

const FLAGS: readonly Flag[] = ROUND_FLAGS;
const ROW_HEIGHT = 38;
const VISIBLE_ROWS = 12;
const OVERSCAN = 4;

/** Filters of the round list: by box, by bettor, by flag. */
export function RoundFilters({
  filter,
  onChange,
}: {
  readonly filter: RoundFilter;
  readonly onChange: (filter: RoundFilter) => void;
}) {
  return (
    <fieldset className="review-filters">
      <legend>Filter rounds</legend>
      <label>
        Box
        <select
          aria-label="Filter by box"
          value={filter.box ?? ''}
          onChange={(event) => {
            const { box: _, ...rest } = filter;
            onChange(event.target.value === '' ? rest : { ...rest, box: Number(event.target.value) });
          }}
        >
          <option value="">any</option>
          {[1, 2, 3, 4, 5, 6, 7].map((box) => (
            <option key={box} value={box}>
              {box}
            </option>
          ))}
        </select>
      </label>
      <label>
        Bettor
        <input
          aria-label="Filter by bettor"
          value={filter.bettor ?? ''}
          maxLength={40}
          onChange={(event) => {
            const { bettor: _, ...rest } = filter;
            onChange(event.target.value.trim() === '' ? rest : { ...rest, bettor: event.target.value });
          }}
        />
      </label>
      <label>
        Flag
        <select
          aria-label="Filter by flag"
          value={filter.flag ?? ''}
          onChange={(event) => {
            const { flag: _, ...rest } = filter;
            onChange(event.target.value === '' ? rest : { ...rest, flag: event.target.value as Flag });
          }}
        >
          <option value="">any</option>
          {FLAGS.map((flag) => (
            <option key={flag} value={flag}>
              {flag}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}

const netText = (net: Readonly<Record<string, number>>): string =>
  Object.entries(net)
    .map(([bettor, amount]) => `${bettor} ${amount > 0 ? '+' : ''}${amount}`)
    .join(', ');

/**
 * The rounds read so far, newest first, scrolled through smoothly: a fixed-height list that renders
 * only the rows in view (and a few either side); the next older page is asked for below it.
 */
export function RoundList({
  rounds,
  selected,
  onSelect,
  onOlder,
}: {
  readonly rounds: readonly RoundSummary[];
  readonly selected: number | null;
  readonly onSelect: (round: number) => void;
  /** Asks for the next older page; null when the oldest round is listed. */
  readonly onOlder: (() => void) | null;
}) {
  const [scrollTop, setScrollTop] = useState(0);
  if (rounds.length === 0) return <p className="review-empty">No round matches.</p>;
  return (
    <>
      <RoundRows
        rounds={rounds}
        selected={selected}
        onSelect={onSelect}
        scrollTop={scrollTop}
        onScroll={setScrollTop}
      />
      {onOlder && (
        <button type="button" className="round-list-older" onClick={onOlder}>
          Older rounds
        </button>
      )}
    </>
  );
}

function RoundRows({
  rounds,
  selected,
  onSelect,
  scrollTop,
  onScroll,
}: {
  readonly rounds: readonly RoundSummary[];
  readonly selected: number | null;
  readonly onSelect: (round: number) => void;
  readonly scrollTop: number;
  readonly onScroll: (top: number) => void;
}) {
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rounds.length, Math.ceil(scrollTop / ROW_HEIGHT) + VISIBLE_ROWS + OVERSCAN);
  return (
    <div
      className="round-list"
      data-testid="round-list"
      data-count={rounds.length}
      style={{ height: ROW_HEIGHT * Math.min(VISIBLE_ROWS, rounds.length) + 2 }}
      onScroll={(event) => onScroll(event.currentTarget.scrollTop)}
    >
      <ul aria-label="rounds" style={{ height: rounds.length * ROW_HEIGHT }}>
        {rounds.slice(first, last).map((summary, offset) => (
          <li key={summary.round} style={{ top: (first + offset) * ROW_HEIGHT, height: ROW_HEIGHT }}>
            <button
              type="button"
              className={`round-row${summary.round === selected ? ' selected' : ''}`}
              data-round={summary.round}
              aria-pressed={summary.round === selected}
              onClick={() => onSelect(summary.round)}
            >
              <span className="round-number">Round {summary.round}</span>
              <span className="round-shoe">shoe {summary.shoe}</span>
              <span className="round-boxes">
                {summary.boxes.length > 0 ? `box ${summary.boxes.join(', ')}` : 'no box'}
              </span>
              <span className="round-bettors">{summary.bettors.join(', ')}</span>
              <span className="round-flags">
                {summary.flags.map((flag) => (
                  <span key={flag} className={`flag flag-${flag}`}>
                    {flag}
                  </span>
                ))}
              </span>
              <span className="round-net">{netText(summary.net)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
