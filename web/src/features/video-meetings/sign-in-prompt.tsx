import { PageTitle } from '../../components/page-title';
import { buttonClass } from '../../components/ui/button-styles';
import { VirtualIcon } from '../../components/ui/icons';
import { LOGIN_URL } from '../auth/auth-timing';

/** What a signed-out visitor sees at /video-meetings: why to sign in, and Sign In to the login endpoint. */
export function SignInPrompt() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle title="Video Meetings" />
      <span className="flex size-16 items-center justify-center rounded-full bg-sage-100 text-sage-800">
        <VirtualIcon className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold">Please sign in to see video meetings</h1>
      <p className="mt-3 text-lg text-ink-muted">
        Video meetings are for verified members: sign in to schedule a meeting, answer invitations and join calls.
      </p>
      <a href={LOGIN_URL} className={buttonClass({ size: 'lg', className: 'mt-8' })}>
        Sign In
      </a>
    </div>
  );
}
