import { Link } from 'react-router-dom';
import { buttonStyles } from '../../components/ui/button-styles';

export default function LandingPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="text-sm font-semibold uppercase tracking-widest text-sage-700">Village</p>
      <h1 className="mt-3 text-4xl font-extrabold leading-tight sm:text-5xl">
        A community that cares, for single parents
      </h1>
      <p className="mt-4 max-w-xl text-lg text-ink-muted">
        Share childcare, plan playdates, holiday together and find parents near you who understand.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to="/signup" className={buttonStyles.primary}>
          Join Now
        </Link>
        <Link to="/signin" className={buttonStyles.secondary}>
          Sign In
        </Link>
      </div>
    </div>
  );
}
