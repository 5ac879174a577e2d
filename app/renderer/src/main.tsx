import './zod-without-eval';
import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CroupierView } from './croupier/CroupierView';
import { LanguagePicker } from './i18n/LanguagePicker';
import { useText, WordsProvider } from './i18n/words';
import { onePerPage } from './page-session';
import './styles.css';
import { TransportContext, transportForThisPage } from './transport-choice';

type Tab = 'table' | 'review' | 'books' | 'staff' | 'ratings' | 'economics';

// The pit boss's screens load when first opened: the croupier's table starts on the smaller bundle.
const PitReview = lazy(async () => ({ default: (await import('./review/PitReview')).PitReview }));
const BooksScreen = lazy(async () => ({ default: (await import('./books/BooksScreen')).BooksScreen }));
const StaffScreen = lazy(async () => ({ default: (await import('./staff/StaffScreen')).StaffScreen }));
const RatingsScreen = lazy(async () => ({
  default: (await import('./ratings/RatingsScreen')).RatingsScreen,
}));
const RuleEconomics = lazy(async () => ({
  default: (await import('./economics/RuleEconomics')).RuleEconomics,
}));

/** The pit boss's screens after the croupier's table, each mounted only while its tab is open. */
const PIT_SCREENS = {
  review: PitReview,
  books: BooksScreen,
  staff: StaffScreen,
  ratings: RatingsScreen,
  economics: RuleEconomics,
} as const;

/** Six screens on one page: the croupier's table, the pit boss's review, books, staff, ratings and rule economics; only one is mounted. */
function App() {
  const [tab, setTab] = useState<Tab>('table');
  const t = useText('screen');
  const tabs: readonly (readonly [Tab, string])[] = [
    ['table', t('tabs.table')],
    ['review', t('tabs.review')],
    ['books', t('tabs.books')],
    ['staff', t('tabs.staff')],
    ['ratings', t('tabs.ratings')],
    ['economics', t('tabs.economics')],
  ];
  return (
    <>
      <nav className="tabs" aria-label={t('tabs.label')}>
        <div role="tablist">
          {tabs.map(([name, label]) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              onClick={() => setTab(name)}
            >
              {label}
            </button>
          ))}
        </div>
        <LanguagePicker />
      </nav>
      {tab === 'table' ? (
        <CroupierView />
      ) : (
        <Suspense fallback={<p className="loading">{t('tabs.loading')}</p>}>
          <PitScreen tab={tab} />
        </Suspense>
      )}
    </>
  );
}

function PitScreen({ tab }: { readonly tab: keyof typeof PIT_SCREENS }) {
  const Screen = PIT_SCREENS[tab];
  return <Screen />;
}

const root = document.getElementById('root');
if (!root) throw new Error('the page has no #root element');
createRoot(root).render(
  <StrictMode>
    <WordsProvider>
      <TransportContext value={onePerPage(transportForThisPage())}>
        <App />
      </TransportContext>
    </WordsProvider>
  </StrictMode>,
);
