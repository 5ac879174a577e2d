import '../zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WordsProvider } from '../i18n/words';
import '../styles.css';
import { PitApp } from './PitApp';
import { PitSocket } from './pit-socket';

const root = document.getElementById('root');
if (!root) throw new Error('the page has no #root element');
const socket = PitSocket.forPage();
createRoot(root).render(
  <StrictMode>
    <WordsProvider>
      <PitApp socket={socket} />
    </WordsProvider>
  </StrictMode>,
);
