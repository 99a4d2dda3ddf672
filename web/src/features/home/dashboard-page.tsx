import { useQuery } from '@apollo/client/react';
import { PageTitle } from '../../components/page-title';
import { buttonClass } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../auth/auth-context';
import { ME_QUERY } from './me.query';

export default function DashboardPage() {
  const { state } = useAuth();
  const { data, loading, error } = useQuery(ME_QUERY);

  if (loading) {
    return <Spinner label="Loading your dashboard" />;
  }

  const me = data?.me;
  const firstName = me?.firstName ?? state.user?.firstName ?? '';
  const place = [me?.matchingProfile?.city, me?.matchingProfile?.country].filter(Boolean).join(', ');

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageTitle title="Your dashboard" />
      <header className="flex flex-col gap-4 rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center">
        {me?.profileImageUrl ? (
          <img
            src={me.profileImageUrl}
            alt={`${me.fullName}'s profile photo`}
            className="size-20 rounded-full object-cover"
          />
        ) : null}
        <div className="flex-1">
          <h1 className="text-3xl font-bold">Welcome, {firstName}!</h1>
          {place ? <p className="mt-1 text-ink-muted">{place}</p> : null}
        </div>
        <a href="/api/logout" className={buttonClass({ variant: 'secondary' })}>
          Sign Out
        </a>
      </header>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-danger-50 p-4 text-danger-800">
          We could not load your profile details. Please try again later.
        </p>
      ) : null}
    </div>
  );
}
