export interface MemberPage {
  path: string;
  title: string;
  description: string;
}

export const MEMBER_PAGES: readonly MemberPage[] = [
  {
    path: 'services',
    title: 'Services',
    description: 'Browse services offered by members near you, create your own and manage your bookings.',
  },
  {
    path: 'my-services',
    title: 'My Services',
    description: 'See, pause, edit and delete the services you offer to other members.',
  },
  {
    path: 'forum',
    title: 'Community Forum',
    description: 'Talk with other parents in moderated topic groups: Single Moms, Single Dads and New Parents.',
  },
];
