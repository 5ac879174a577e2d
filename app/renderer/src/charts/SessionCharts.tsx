import { useEffect, useState } from 'react';
import type { ReplyOf } from '../../../contract';
import { useText } from '../i18n/words';
import type { TableTransport } from '../table-transport';
import type { TableView } from '../table-types';
import { BankChart } from './BankChart';
import { ShoeChart } from './ShoeChart';
import { useScreenBankWords } from './screen-chart-words';

const IN_PLAY = new Set<TableView['phase']>(['dealing', 'insurance', 'players', 'offer', 'dealer']);

/** The croupier's two small charts, beside the controls: the bank's result and the shoe. */
export function SessionCharts({
  transport,
  view,
}: {
  readonly transport: TableTransport;
  readonly view: TableView;
}) {
  const t = useText('screen');
  const results = useSessionResults(transport, view);
  const bankWords = useScreenBankWords();
  return (
    <section className="session-charts" aria-label={t('chart.session-label')}>
      <h2>{t('chart.session')}</h2>
      <BankChart results={results} words={bankWords} />
      {view.shoe.cutCardAt !== null && <ShoeChart shoe={view.shoe} results={results} />}
    </section>
  );
}

/**
 * The session's results, read again when they may have changed. While a round is in play only
 * the live shoe moves, and the view carries it, so they are read once per round and phase; between
 * rounds every change of the table (a bet, a shuffle, a ruling) reads them again.
 */
function useSessionResults(transport: TableTransport, view: TableView): ReplyOf<'sessionResults'> | null {
  const [results, setResults] = useState<ReplyOf<'sessionResults'> | null>(null);
  const when = IN_PLAY.has(view.phase) ? `${view.round.round}|${view.phase}` : view;
  useEffect(() => {
    // `when` only says when to read again: the effect names it so that it runs at those moments.
    if (when === null) return;
    let live = true;
    void transport.request('sessionResults', {}).then((answer) => {
      if (live && answer.ok) setResults(answer.reply);
    });
    return () => {
      live = false;
    };
  }, [transport, when]);
  return results;
}
