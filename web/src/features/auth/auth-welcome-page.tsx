import { useEffect } from 'react';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { assignLocation } from '../../lib/browser-location';
import { VillageMark } from '../navigation/village-logo';
import { AUTH_WELCOME_REDIRECT_MS, LOGIN_URL } from './auth-timing';

export default function AuthWelcomePage() {
  useEffect(() => {
    const timer = setTimeout(() => assignLocation(LOGIN_URL), AUTH_WELCOME_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle title="Welcome" />
      <VillageMark className="size-16" />
      <h1 className="mt-6 text-4xl font-extrabold">Welcome to Village</h1>
      <p className="mt-4 text-lg text-ink-muted">
        A warm, safe community of single parents is waiting for you. We will take you to sign in in a few seconds.
      </p>
      <Button size="lg" className="mt-8" onClick={() => assignLocation(LOGIN_URL)}>
        Join Our Community
      </Button>
    </div>
  );
}
