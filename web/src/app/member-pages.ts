import { PAGE_PATHS, type PagePath } from './page-paths';

export interface MemberPage {
  path: PagePath;
  title: string;
  description: string;
}

export const MEMBER_PAGES: readonly MemberPage[] = [
  {
    path: PAGE_PATHS.forum,
    title: 'Community Forum',
    description: 'Talk with other parents in moderated topic groups: Single Moms, Single Dads and New Parents.',
  },
];
