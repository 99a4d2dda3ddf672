import { PAGE_PATHS, type PagePath } from './page-paths';

export interface MemberPage {
  path: PagePath;
  title: string;
  description: string;
}

export const MEMBER_PAGES: readonly MemberPage[] = [
  {
    path: PAGE_PATHS.services,
    title: 'Services',
    description: 'Browse services offered by members near you, create your own and manage your bookings.',
  },
  {
    path: PAGE_PATHS.myServices,
    title: 'My Services',
    description: 'See, pause, edit and delete the services you offer to other members.',
  },
  {
    path: PAGE_PATHS.forum,
    title: 'Community Forum',
    description: 'Talk with other parents in moderated topic groups: Single Moms, Single Dads and New Parents.',
  },
];
