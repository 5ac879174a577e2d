import { type FormEvent, useState } from 'react';
import type { TableLimitsSeen } from '../../../contract';
import { useText, useWords } from '../i18n/words';
import type { Act } from '../use-table';

/**
 * Bets while the bets are open: one of the table's boxes, a stake (the table's minimum to start
 * with, so the first bet is one the table takes), an optional bettor; then "deal" closes them.
 */
export function BetPanel({ act, limits }: { readonly act: Act; readonly limits: TableLimitsSeen }) {
  const t = useText('screen');
  const { money } = useWords();
  const [box, setBox] = useState('1');
  const [amount, setAmount] = useState(String(limits.minStake));
  const [bettor, setBettor] = useState('');
  const place = (event: FormEvent) => {
    event.preventDefault();
    const name = bettor.trim();
    void act(
      'submitInput',
      {
        input: {
          type: 'bet',
          box: Number(box),
          amount: Number(amount),
          ...(name !== '' && { bettor: name }),
        },
      },
      t('bet.what', { amount, box }),
    );
  };
  const boxes = Array.from({ length: limits.boxes }, (_, index) => index + 1);
  return (
    <form className="bets" onSubmit={place} aria-label={t('bet.title')}>
      <h2>{t('bet.title')}</h2>
      <div className="field">
        <label htmlFor="bet-box">{t('bet.box')}</label>
        <select id="bet-box" value={box} onChange={(event) => setBox(event.target.value)}>
          {boxes.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="bet-stake">{t('bet.stake')}</label>
        <input
          id="bet-stake"
          type="number"
          min={limits.minStake}
          max={limits.maxStake}
          step="0.01"
          value={amount}
          aria-describedby="bet-limits"
          onChange={(event) => setAmount(event.target.value)}
        />
        <small id="bet-limits">
          {t('bet.limits', {
            min: money(Math.round(limits.minStake * 100)),
            max: money(Math.round(limits.maxStake * 100)),
          })}
        </small>
      </div>
      <div className="field">
        <label htmlFor="bet-bettor">{t('bet.bettor')}</label>
        <input
          id="bet-bettor"
          value={bettor}
          placeholder={t('bet.bettor-placeholder')}
          onChange={(event) => setBettor(event.target.value)}
        />
      </div>
      <button type="submit">{t('bet.place')}</button>
      <button
        type="button"
        className="deal"
        onClick={() => void act('submitInput', { input: { type: 'deal' } }, t('bet.what-deal'))}
      >
        {t('bet.deal')}
      </button>
    </form>
  );
}

/** The empty layout: how to place the first bet, with a stake this table accepts. */
export function NoBetsYet({ limits }: { readonly limits: TableLimitsSeen }) {
  const t = useText('screen');
  return <>{t('bet.no-bets', { example: `b1 ${limits.minStake}` })}</>;
}
