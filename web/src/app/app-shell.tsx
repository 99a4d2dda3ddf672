import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageSpinner, PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth/auth-context';
import { ChatLauncher } from '../features/chat-assistant/chat-launcher';
import { CookieBannerHost } from '../features/cookie-consent/cookie-banner-host';
import { EmailConfirmationBanner } from '../features/email-confirmation/email-confirmation-banner';
import { SiteFooter } from '../features/layout/site-footer';
import { SiteHeader } from '../features/navigation/site-header';
import { QuickExitButton } from '../features/quick-exit/quick-exit-button';
import { MAIN_ID, useRouteFocus } from './use-route-focus';

export function AppShell() {
  const { state } = useAuth();
  return (
    <>
      {state.status === 'loading' ? <FullPageSpinner /> : <LoadedShell />}
      <CookieBannerHost />
      <ChatLauncher />
      <QuickExitButton />
    </>
  );
}

function LoadedShell() {
  const { error, refresh } = useAuth();
  useRouteFocus();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-white focus:px-5 focus:py-3 focus:font-semibold focus:text-clay-800 focus:shadow-lg"
      >
        Skip to content
      </a>
      <SiteHeader />
      {error ? (
        <div role="alert" className="bg-danger-50 px-4 py-3 text-center text-sm text-danger-800">
          We could not check whether you are signed in.{' '}
          <button type="button" onClick={() => void refresh()} className="min-h-6 font-semibold underline">
            Try again
          </button>
        </div>
      ) : null}
      <EmailConfirmationBanner />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
