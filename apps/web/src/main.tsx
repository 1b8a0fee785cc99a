import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { exposeDebugLog } from './lib/debug-log';
import { startInvitationCleanup } from './lib/pending-invitation';
import { startPendingUrlCleanup } from './lib/pending-url-cleanup';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

exposeDebugLog();
startPendingUrlCleanup();
startInvitationCleanup();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
