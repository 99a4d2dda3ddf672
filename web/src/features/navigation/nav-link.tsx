import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { hrefOf, isCurrent, type NavTarget } from './nav-items';

interface NavLinkProps {
  target: NavTarget;
  onChoose: (target: NavTarget) => void;
  className?: string;
  markCurrent?: boolean;
  children: ReactNode;
}

export function NavLink({ target, onChoose, className, markCurrent = true, children }: NavLinkProps) {
  const { pathname } = useLocation();

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onChoose(target);
  };

  return (
    <a
      href={hrefOf(target)}
      onClick={handleClick}
      aria-current={markCurrent && isCurrent(target, pathname) ? 'page' : undefined}
      className={className}
    >
      {children}
    </a>
  );
}
