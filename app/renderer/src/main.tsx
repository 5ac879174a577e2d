import './zod-without-eval';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CroupierView } from './croupier/CroupierView';
import { onePerPage } from './page-session';
import { PitReview } from './review/PitReview';
import './styles.css';
import { TransportContext, transportForThisPage } from './transport-choice';

type Tab = 'table' | 'review';

/** Two screens on one page: the croupier's table and the pit boss's review; only one is mounted. */
function App() {
  const [tab, setTab] = useState<Tab>('table');
  return (
    <>
      <div className="tabs" role="tablist" aria-label="screens">
        <button type="button" role="tab" aria-selected={tab === 'table'} onClick={() => setTab('table')}>
          Table
        </button>
        <button type="button" role="tab" aria-selected={tab === 'review'} onClick={() => setTab('review')}>
          Pit review
        </button>
      </div>
      {tab === 'table' ? <CroupierView /> : <PitReview />}
    </>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('the page has no #root element');
createRoot(root).render(
  <StrictMode>
    <TransportContext value={onePerPage(transportForThisPage())}>
      <App />
    </TransportContext>
  </StrictMode>,
);
