import { Link } from 'react-router-dom';
import { buttonStyles } from '../components/ui/button-styles';

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-5xl font-extrabold text-clay-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-2 text-ink-muted">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={`${buttonStyles.primary} mt-8`}>
        Go back home
      </Link>
    </div>
  );
}
