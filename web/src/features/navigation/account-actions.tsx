import { Avatar } from '../../components/ui/avatar';
import { buttonClass } from '../../components/ui/button-styles';
import { TrustBadges } from '../../components/trust-badges';
import { VerificationBadge, verificationLevelOf } from '../../components/verification-badge';
import { useAuth } from '../auth/auth-context';
import { UnreadMessagesLink } from '../messages/unread-messages-link';
import type { NavTarget } from './nav-items';
import { NavLink } from './nav-link';

interface AccountActionsProps {
  onChoose: (target: NavTarget) => void;
  layout: 'row' | 'column';
}

export const SIGN_OUT_URL = '/api/logout';

export function AccountActions({ onChoose, layout }: AccountActionsProps) {
  const { state } = useAuth();
  const block = layout === 'column';
  const wrapper = layout === 'row' ? 'flex items-center gap-3' : 'flex flex-col gap-3';

  if (state.status === 'authenticated') {
    const { user } = state;
    return (
      <div className={wrapper}>
        <UnreadMessagesLink
          className={buttonClass({ variant: 'quiet', size: 'sm', block, className: 'whitespace-nowrap' })}
        />
        <span className="flex items-center gap-2 font-semibold">
          <Avatar name={user.fullName} src={user.profileImageUrl} size="sm" />
          <VerificationBadge
            compact
            level={verificationLevelOf({ isVerified: user.isVerified, mfaEnabled: user.mfaEnabled === true })}
          />
          <TrustBadges compact level={user.trustLevel} />
          <span className={layout === 'row' ? 'sr-only 2xl:not-sr-only 2xl:whitespace-nowrap' : undefined}>
            {user.fullName}
          </span>
        </span>
        <a
          href={SIGN_OUT_URL}
          className={buttonClass({ variant: 'secondary', size: 'sm', block, className: 'whitespace-nowrap' })}
        >
          Sign Out
        </a>
      </div>
    );
  }

  return (
    <div className={wrapper}>
      <NavLink
        target={{ kind: 'route', path: '/signin' }}
        onChoose={onChoose}
        className={buttonClass({ variant: 'secondary', size: 'sm', block })}
      >
        Sign In
      </NavLink>
      <NavLink
        target={{ kind: 'route', path: '/signup' }}
        onChoose={onChoose}
        className={buttonClass({ size: 'sm', block })}
      >
        Join Now
      </NavLink>
    </div>
  );
}
