import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getCurrentUser } from './api/auth-api';
import { App } from './app/app';
import { prefetchRouteFor } from './app/route-modules';
import { startAnalyticsWhenConsented } from './features/analytics/start-analytics-when-consented';
import { leaveAgain, mustLeaveAgain, trackVillageHistory } from './features/quick-exit/quick-exit';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('Missing #root element');
}

// A Village page opened again after quick exit (from the history the browser kept) leaves at once (ADR 025).
window.addEventListener('pageshow', (event) => {
  if (event.persisted && mustLeaveAgain()) leaveAgain();
});
if (mustLeaveAgain()) leaveAgain();
else start(container);

function start(root: HTMLElement): void {
  trackVillageHistory();
  const initialUser = getCurrentUser();
  initialUser.catch(() => undefined);
  prefetchRouteFor(window.location.pathname);
  startAnalyticsWhenConsented();

  createRoot(root).render(
    <StrictMode>
      <App initialUser={initialUser} />
    </StrictMode>,
  );
}
