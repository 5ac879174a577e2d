import './zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CroupierView } from './croupier/CroupierView';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('the page has no #root element');
createRoot(root).render(
  <StrictMode>
    <CroupierView />
  </StrictMode>,
);
