import { useText, useWords } from '../i18n/words';
import type { RoundReport, TableView } from '../table-types';
import type { Act } from '../use-table';

/** Cards out, penetration, where the cut card lies, and the shuffle when it is due. */
export function ShoeStatus({
  shoe,
  round,
  act,
}: {
  readonly shoe: TableView['shoe'];
  readonly round: RoundReport;
  readonly act: Act;
}) {
  const t = useText('screen');
  const { number } = useWords();
  const penetration = Math.round((shoe.cardsOut / shoe.cardsInShoe) * 100);
  const cut =
    shoe.cutCardAt === null
      ? t('shoe.every-round')
      : round.cutCardCameOut || shoe.shuffleDue
        ? t('shoe.cut-out')
        : t('shoe.cut-at', { at: number(shoe.cutCardAt), left: number(shoe.cutCardAt - shoe.cardsOut) });
  return (
    <section className={`shoe${shoe.shuffleDue ? ' shuffle-due' : ''}`} aria-label={t('shoe.title')}>
      <h2>{t('shoe.title')}</h2>
      <p data-testid="shoe-status" data-cards-out={shoe.cardsOut}>
        {t('shoe.cards-out', { out: shoe.cardsOut, total: shoe.cardsInShoe, percent: penetration })}
      </p>
      <meter min={0} max={shoe.cardsInShoe} value={shoe.cardsOut} high={shoe.cutCardAt ?? undefined}>
        {penetration}%
      </meter>
      <p>{cut}</p>
      {round.backupDeckOpened && <p>{t('shoe.backup-opened')}</p>}
      {shoe.shuffleDue && (
        <button
          type="button"
          onClick={() => void act('submitInput', { input: { type: 'shuffle' } }, t('act.shuffle'))}
        >
          {t('shoe.shuffle')}
        </button>
      )}
    </section>
  );
}
