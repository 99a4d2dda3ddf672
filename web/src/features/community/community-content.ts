import { CalendarIcon, ChatIcon, HeartIcon, ShieldIcon, SparkleIcon, UsersIcon } from '../../components/ui/icons';

export const COMMUNITY_STATS = [
  { value: '2.5k+', unit: 'members', label: 'Parents in the community' },
  { value: '15k+', unit: 'connections', label: 'Friendships and favours' },
] as const;

export const COMMUNITY_CARDS = [
  {
    icon: ChatIcon,
    title: 'Community forum',
    description: 'Ask for advice, share what worked and find your people in topic groups.',
    points: ['Single Moms, Single Dads and New Parents groups', 'Every post checked by a moderator'],
  },
  {
    icon: UsersIcon,
    title: 'Local connections',
    description: 'Meet single parents near you for coffee, the park or the school run.',
    points: ['Local meetups', 'Parent matching by area and interests'],
  },
  {
    icon: HeartIcon,
    title: 'Success stories',
    description: 'Real stories from members who found help, friendship and time for themselves.',
    points: ['Shared with permission', 'A reminder that it gets easier'],
  },
  {
    icon: ShieldIcon,
    title: 'Safety and trust',
    description: 'Verified profiles, clear community guidelines and a report system that a person reads.',
    points: ['ID checked by our admins', 'Block or report in two taps'],
  },
  {
    icon: CalendarIcon,
    title: 'Events and workshops',
    description: 'Social afternoons, support groups and practical workshops, in person and online.',
    points: ['RSVP and see who is going', 'Family-friendly times'],
  },
  {
    icon: SparkleIcon,
    title: 'And more',
    description: 'Video meetings when getting out is hard, and help promoting the services you offer.',
    points: ['Video meetings with members', 'Share your services on social media'],
  },
] as const;
