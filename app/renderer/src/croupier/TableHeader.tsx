import { useEffect, useState } from 'react';
import type { BooksSeen, ShippingSeen, TableLimitsSeen, TableMessage } from '../../../contract';
import { profileName } from '../i18n/profile-name';
import { useText, useUnits, useWords } from '../i18n/words';
import type { ConnectionState } from '../table-transport';
import type { Phase, TableView } from '../table-types';

const PHASE_WORDS = {
  betting: 'phase.betting',
  dealing: 'phase.dealing',
  insurance: 'phase.insurance',
  players: 'phase.players',
  offer: 'phase.offer',
  dealer: 'phase.dealer',
  settled: 'phase.settled',
  resume: 'phase.resume',
} as const satisfies Record<Phase, string>;

const CONNECTION_WORDS = {
  connecting: 'connection.connecting',
  open: 'connection.open',
  lost: 'connection.lost',
} as const satisfies Record<ConnectionState, string>;

/** The time of day, kept current: the croupier's break and the pit's log speak in it. */
function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const BOOKS_WORDS = {
  open: 'header.books-open',
  closed: 'header.books-closed',
} as const satisfies Partial<Record<BooksSeen['status'], string>>;

/**
 * Which table, what game, open or closed, its limits (and the next round's where they change), who
 * deals, the round and its phase, the link and the time.
 */
export function TableHeader({
  view,
  table,
  limits,
  books,
  croupier,
  connection,
  simulator,
  shipping,
}: {
  readonly view: TableView;
  readonly table: TableMessage['table'];
  readonly limits: TableLimitsSeen;
  readonly books: BooksSeen;
  /** Who deals, said whole: "Croupier paul (1042)", or that nobody is signed in. */
  readonly croupier: string;
  readonly connection: ConnectionState;
  readonly simulator: boolean;
  readonly shipping: ShippingSeen | null;
}) {
  const t = useText('screen');
  const units = useUnits();
  const words = useWords();
  const { language } = words;
  const now = useClock();
  return (
    <header className="table-header">
      <span className="brand">Sabot</span>
      <span data-testid="table-name">{t('header.table', { name: table.name })}</span>
      {/* The game's name in the screen's language; its rule profile's id for whoever looks closer. */}
      <span data-testid="game" data-profile={view.profile} title={view.profile}>
        {t('header.game', { game: profileName({ id: view.profile, name: view.layout.name }, words) })}
      </span>
      {books.status !== 'never-opened' && (
        <span
          className={`books-status ${books.status}`}
          data-testid="books-status"
          data-status={books.status}
        >
          {t(BOOKS_WORDS[books.status])}
        </span>
      )}
      <span data-testid="limits">
        {t('header.limits', { min: units(limits.minStake), max: units(limits.maxStake) })}
      </span>
      {books.nextLimits && (
        <span data-testid="next-limits">
          {t('header.next-limits', {
            min: units(books.nextLimits.minStake),
            max: units(books.nextLimits.maxStake),
          })}
        </span>
      )}
      <span data-testid="croupier">{croupier}</span>
      <span data-testid="round">{t('header.round', { round: view.round.round })}</span>
      <span className="phase" data-testid="phase">
        {t(PHASE_WORDS[view.phase])}
      </span>
      {simulator && <span className="simulator">{t('header.simulator')}</span>}
      {shipping && <Shipping shipping={shipping} />}
      <span className={`connection ${connection}`} data-testid="connection">
        {t(CONNECTION_WORDS[connection])}
      </span>
      <time className="clock" dateTime={now.toISOString()} title={t('header.clock')} data-testid="clock">
        {new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(
          now,
        )}
      </time>
    </header>
  );
}

/** How the table's shipping to the pit stands: the croupier plays on whatever it says. */
function Shipping({ shipping }: { readonly shipping: ShippingSeen }) {
  const t = useText('screen');
  const { say, language } = useWords();
  const since = shipping.since
    ? new Date(shipping.since).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' })
    : '';
  const text = {
    shipped: () => t('header.shipping.shipped'),
    behind: () => t('header.shipping.behind', { count: shipping.behind }),
    unreachable: () => t('header.shipping.unreachable', { since, count: shipping.behind }),
    refused: () => t('header.shipping.refused', { why: shipping.said ? say(shipping.said) : '' }),
  }[shipping.state];
  const detail =
    shipping.said && shipping.state !== 'refused' ? say(shipping.said) : t('header.shipping.title');
  return (
    <span
      className={`shipping ${shipping.state}`}
      data-testid="shipping"
      data-state={shipping.state}
      title={detail}
    >
      {text()}
    </span>
  );
}
