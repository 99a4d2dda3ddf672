import { PageTitle } from '../../components/page-title';
import { ButtonLink } from '../../components/ui/button';

export function AccessDenied() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <PageTitle title="Access Denied" />
      <h1 className="text-3xl font-bold">Access Denied</h1>
      <p className="mt-3 text-ink-muted">You don&apos;t have permission to access this page.</p>
      <ButtonLink to="/" variant="secondary" className="mt-6">
        Back to your dashboard
      </ButtonLink>
    </div>
  );
}
