import { PageTitle } from '../components/page-title';
import { ButtonLink } from '../components/ui/button';

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageTitle title="Page Not Found" />
      <p className="text-6xl font-extrabold text-clay-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-2 text-lg text-ink-muted">The page you are looking for does not exist or has moved.</p>
      <ButtonLink to="/" size="lg" className="mt-8">
        Go back home
      </ButtonLink>
    </div>
  );
}
