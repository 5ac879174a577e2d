import type { TableMessage } from '../../../contract';
import { rankLabel } from '../cards';
import { dealerOnScreen } from '../dealer-on-screen';
import { useText, useWords } from '../i18n/words';
import type { TableView } from '../table-types';
import { CardBack, CardRow } from './CardFace';

/** The dealer's hand and, in large letters, what the dealer must do now. */
export function DealerPanel({
  view,
  holeCard,
}: {
  readonly view: TableView;
  readonly holeCard: TableMessage['holeCard'];
}) {
  const t = useText('screen');
  const { say } = useWords();
  const dealer = dealerOnScreen(view, holeCard);
  const up = dealer.faceUp[0];
  // A misdealt card nobody took is the dealer's second card while the players still act.
  const waiting =
    dealer.faceUp.length > 1
      ? t('dealer.shows', {
          cards: dealer.faceUp.map(rankLabel).join(' '),
          total: say({
            code: view.round.dealer.soft ? 'dealer.total-soft' : 'dealer.total-hard',
            params: { total: view.round.dealer.total },
          }),
        })
      : up
        ? t(dealer.holeCardDown ? 'dealer.shows-hole-down' : 'dealer.shows-one', { card: rankLabel(up) })
        : t('dealer.no-card');
  const { banner } = dealer;
  const total = banner?.params.total;
  const said = banner
    ? dealer.noMoreCards && typeof total === 'object' && 'code' in total
      ? t('dealer.no-more-cards', { total: say(total) })
      : say(banner)
    : waiting;
  return (
    <section className="dealer" aria-label={t('dealer.title')}>
      <h2>{t('dealer.title')}</h2>
      <CardRow cards={dealer.faceUp}>{dealer.holeCardDown && <CardBack />}</CardRow>
      <output className={`banner ${dealer.tone}`} data-testid="dealer-banner" data-banner={banner?.code}>
        {said}
      </output>
    </section>
  );
}
