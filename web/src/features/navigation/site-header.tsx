import { useAuth } from '../auth/auth-context';
import { AccountActions } from './account-actions';
import { MobileMenu } from './mobile-menu';
import { navItemsFor } from './nav-items';
import { NavLink } from './nav-link';
import { useNavAction } from './use-nav-action';
import { VillageMark } from './village-logo';

export function SiteHeader() {
  const { state } = useAuth();
  const signedIn = state.status === 'authenticated';
  const go = useNavAction();

  return (
    <header className="sticky top-0 z-30 border-b border-sand-200 bg-cream/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-nowrap items-center justify-between gap-4 px-4 py-2">
        <NavLink
          target={{ kind: 'home' }}
          onChoose={go}
          markCurrent={false}
          className="flex min-h-11 items-center gap-2 rounded-lg text-2xl font-extrabold text-clay-700"
        >
          <VillageMark />
          Village<span className="sr-only"> home</span>
        </NavLink>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navItemsFor(signedIn).map((item) => (
              <li key={item.label}>
                <NavLink
                  target={item.target}
                  onChoose={go}
                  className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold whitespace-nowrap text-ink hover:bg-clay-50 hover:text-clay-800 aria-[current=page]:text-clay-800 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden lg:block">
          <AccountActions layout="row" onChoose={go} />
        </div>
        <MobileMenu signedIn={signedIn} />
      </div>
    </header>
  );
}
