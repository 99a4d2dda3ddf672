import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { FullPageSpinner, Spinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth/auth-context';

export function AppShell() {
  const { state, error, refresh } = useAuth();

  if (state.status === 'loading') {
    return <FullPageSpinner />;
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <header className="border-b border-sand-200 bg-white/80">
        <nav aria-label="Main" className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">
          <Link to="/" className="text-xl font-extrabold text-clay-700">
            Village
          </Link>
        </nav>
      </header>
      {error ? (
        <div role="alert" className="bg-danger-50 px-4 py-3 text-center text-sm text-danger-800">
          We could not check whether you are signed in.{' '}
          <button type="button" onClick={() => void refresh()} className="font-semibold underline">
            Try again
          </button>
        </div>
      ) : null}
      <main id="main" tabIndex={-1} className="flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
