import { type ReactNode, useEffect, useState } from 'react';
import { useText } from '../i18n/words';
import type { TableView } from '../table-types';

/**
 * A screen this short cannot hold every panel of the side column beside an insurance window of
 * seven boxes or a settlement: the 1280×800 touch screen beside the shoe is one.
 */
const SHORT_SCREEN = '(max-height: 860px)';

function useShortScreen(): boolean {
  const [short, setShort] = useState(() => window.matchMedia(SHORT_SCREEN).matches);
  useEffect(() => {
    const query = window.matchMedia(SHORT_SCREEN);
    const changed = () => setShort(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return short;
}

/**
 * What the croupier reads between rounds rather than during one (the shoe's figures, the refusals
 * before the last, the charts): on a short screen behind one line that still says the shoe's
 * count, so the side column never scrolls; open on a tall one. The last refusal stays in its banner.
 */
export function LaterPanels({
  shoe,
  children,
}: {
  readonly shoe: TableView['shoe'];
  readonly children: ReactNode;
}) {
  const t = useText('screen');
  const short = useShortScreen();
  if (!short) return children;
  const percent = Math.round((shoe.cardsOut / shoe.cardsInShoe) * 100);
  return (
    <details className="later-panels" data-testid="later-panels">
      <summary>
        <span className="later-title">{t('later.title')}</span>{' '}
        {t('shoe.cards-out', { out: shoe.cardsOut, total: shoe.cardsInShoe, percent })}
      </summary>
      {children}
    </details>
  );
}
