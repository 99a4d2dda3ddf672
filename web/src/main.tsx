import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getCurrentUser } from './api/auth-api';
import { App } from './app/app';
import { prefetchRouteFor } from './app/route-modules';
import { startAnalyticsWhenConsented } from './features/analytics/start-analytics-when-consented';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('Missing #root element');
}

const initialUser = getCurrentUser();
initialUser.catch(() => undefined);
prefetchRouteFor(window.location.pathname);
startAnalyticsWhenConsented();

createRoot(container).render(
  <StrictMode>
    <App initialUser={initialUser} />
  </StrictMode>,
);
