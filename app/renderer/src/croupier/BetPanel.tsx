import { type FormEvent, useState } from 'react';
import type { Act } from '../use-table';

/** Bets while the bets are open: a box, a stake, an optional bettor; then "deal" closes them. */
export function BetPanel({ act }: { readonly act: Act }) {
  const [box, setBox] = useState('1');
  const [amount, setAmount] = useState('10');
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
      `bet ${amount} on box ${box}`,
    );
  };
  return (
    <form className="bets" onSubmit={place} aria-label="bets">
      <h2>Bets</h2>
      <div className="field">
        <label htmlFor="bet-box">Box</label>
        <select id="bet-box" value={box} onChange={(event) => setBox(event.target.value)}>
          {[1, 2, 3, 4, 5, 6, 7].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="bet-stake">Stake</label>
        <input
          id="bet-stake"
          type="number"
          min="0"
          step="0.01"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="bet-bettor">Bettor</label>
        <input
          id="bet-bettor"
          value={bettor}
          placeholder="box owner"
          onChange={(event) => setBettor(event.target.value)}
        />
      </div>
      <button type="submit">Place bet</button>
      <button
        type="button"
        className="deal"
        onClick={() => void act('submitInput', { input: { type: 'deal' } }, 'deal')}
      >
        Deal
      </button>
    </form>
  );
}
