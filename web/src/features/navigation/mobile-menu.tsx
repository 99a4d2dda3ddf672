import { useRef, useState } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { MenuIcon } from '../../components/ui/icons';
import { AccountActions } from './account-actions';
import { navItemsFor, type NavTarget } from './nav-items';
import { NavLink } from './nav-link';
import { useNavAction } from './use-nav-action';

export function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const chosen = useRef<NavTarget | null>(null);
  const go = useNavAction();

  const choose = (target: NavTarget) => {
    chosen.current = target;
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className="inline-flex min-h-11 items-center gap-2 rounded-full border border-sand-300 bg-white px-4 font-semibold text-ink hover:bg-sand-100 lg:hidden">
        <MenuIcon />
        Menu
      </DialogTrigger>
      <DialogContent
        title="Menu"
        placement="right"
        closeLabel="Close menu"
        onCloseAutoFocus={(event) => {
          const target = chosen.current;
          chosen.current = null;
          if (target) {
            event.preventDefault();
            go(target);
          }
        }}
      >
        <nav aria-label="Main" className="mt-4">
          <ul className="flex flex-col gap-1">
            {navItemsFor(signedIn).map((item) => (
              <li key={item.label}>
                <NavLink
                  target={item.target}
                  onChoose={choose}
                  className="flex min-h-12 items-center rounded-xl px-3 text-lg font-semibold hover:bg-clay-50 aria-[current=page]:bg-clay-50 aria-[current=page]:text-clay-800"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 border-t border-sand-200 pt-6">
          <AccountActions layout="column" onChoose={choose} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
