import { PageTitle } from '../components/page-title';
import { buttonClass } from '../components/ui/button-styles';
import { ShieldIcon } from '../components/ui/icons';
import { LOGIN_URL } from '../features/auth/auth-timing';

export function AuthRequiredPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle title="Please sign in" />
      <span className="flex size-16 items-center justify-center rounded-full bg-sage-100 text-sage-800">
        <ShieldIcon className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold">Please sign in to continue</h1>
      <p className="mt-3 text-lg text-ink-muted">
        This part of Village is for verified members, to keep everyone safe.
      </p>
      <a href={LOGIN_URL} className={buttonClass({ size: 'lg', className: 'mt-8' })}>
        Continue to Identity Verification
      </a>
    </div>
  );
}
