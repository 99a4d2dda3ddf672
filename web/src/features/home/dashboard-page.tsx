import { Link, Navigate } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { Avatar } from '../../components/ui/avatar';
import { buttonClass, linkStyles } from '../../components/ui/button-styles';
import { TrustBadges } from '../../components/trust-badges';
import { VerificationBadge, verificationLevelOf } from '../../components/verification-badge';
import { useAuth } from '../auth/auth-context';
import { SIGN_OUT_URL } from '../navigation/account-actions';
import { DashboardBlocks } from './dashboard-blocks';
import { ACCOUNT_LINKS, profileIncomplete, QUICK_ACTIONS } from './dashboard-links';

/**
 * Contributions are the services a member offers and the bookings they host; neither exists before the listings
 * and bookings issues, so every member has none yet.
 */
const CONTRIBUTIONS_SO_FAR = 0;

export default function DashboardPage() {
  const { state } = useAuth();
  if (state.status !== 'authenticated') return null;
  const user = state.user;
  if (user.hasPendingSignup) return <Navigate to="/signup-complete" replace />;

  const place = [user.city, user.country].filter(Boolean).join(', ');
  const level = verificationLevelOf({ isVerified: user.isVerified, mfaEnabled: user.mfaEnabled === true });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle title="Your dashboard" />
      {profileIncomplete(user) ? (
        <div role="status" className="mb-6 rounded-2xl border border-amber-800/30 bg-amber-50 p-4 text-amber-800">
          <p className="font-semibold">Complete your profile</p>
          <p className="text-sm">
            Add your country and postcode so we can show you services and parents near you.{' '}
            <Link to="/profile-setup" className={linkStyles}>
              Go to Settings
            </Link>
          </p>
        </div>
      ) : null}
      <header className="flex flex-col gap-5 rounded-3xl border border-sand-200 bg-white p-6 shadow-sm md:flex-row md:items-center">
        <Avatar name={user.fullName} src={user.profileImageUrl} size="lg" alt={`${user.fullName}'s profile photo`} />
        <div className="flex-1">
          <h1 className="text-3xl font-bold">Welcome, {user.firstName}!</h1>
          {place ? <p className="mt-1 text-ink-muted">{place}</p> : null}
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <VerificationBadge level={level} />
            <TrustBadges level={user.trustLevel} />
            <p className="text-sm text-ink-muted">
              {CONTRIBUTIONS_SO_FAR} contributions so far: offering a service or hosting a booking counts.
            </p>
          </div>
        </div>
        <nav aria-label="Account" className="flex flex-wrap gap-2 md:max-w-sm md:justify-end">
          {ACCOUNT_LINKS.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              aria-label={'accessibleName' in link ? link.accessibleName : undefined}
              className={buttonClass({ variant: link.to === '/create-service' ? 'primary' : 'secondary', size: 'sm' })}
            >
              {link.label}
            </Link>
          ))}
          <a href={SIGN_OUT_URL} className={buttonClass({ variant: 'quiet', size: 'sm' })}>
            Sign Out
          </a>
        </nav>
      </header>

      <section aria-labelledby="quick-actions-heading" className="mt-8">
        <h2 id="quick-actions-heading" className="text-xl font-bold">
          Quick actions
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {QUICK_ACTIONS.map((action) => (
            <li key={action.to}>
              <Link
                to={action.to}
                className="flex h-full flex-col rounded-2xl border border-sand-200 bg-white p-4 shadow-sm hover:border-clay-600 hover:bg-clay-50"
              >
                <span className="font-semibold text-clay-800">{action.label}</span>
                <span className="mt-1 text-sm text-ink-muted">{action.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <DashboardBlocks user={user} />
    </div>
  );
}
