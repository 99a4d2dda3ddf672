export type NavTarget =
  { kind: 'home' } | { kind: 'section'; id: 'services' | 'contact' } | { kind: 'route'; path: string };

export interface NavItem {
  label: string;
  target: NavTarget;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', target: { kind: 'home' } },
  { label: 'Services', target: { kind: 'section', id: 'services' } },
  { label: 'My Services', target: { kind: 'route', path: '/my-services' } },
  { label: 'Community', target: { kind: 'route', path: '/community' } },
  { label: 'About Us', target: { kind: 'route', path: '/about' } },
  { label: 'Contact', target: { kind: 'section', id: 'contact' } },
];

export const MEMBER_SERVICES_PATH = '/services';

export function navItemsFor(signedIn: boolean): readonly NavItem[] {
  if (!signedIn) {
    return NAV_ITEMS;
  }
  return NAV_ITEMS.map((item) =>
    item.label === 'Services' ? { ...item, target: { kind: 'route', path: MEMBER_SERVICES_PATH } } : item,
  );
}

export function hrefOf(target: NavTarget): string {
  switch (target.kind) {
    case 'home':
      return '/';
    case 'section':
      return `/#${target.id}`;
    case 'route':
      return target.path;
  }
}

export function isCurrent(target: NavTarget, pathname: string): boolean {
  switch (target.kind) {
    case 'home':
      return pathname === '/';
    case 'section':
      return false;
    case 'route':
      return pathname === target.path;
  }
}
