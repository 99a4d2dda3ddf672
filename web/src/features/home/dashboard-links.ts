/** The dashboard's account buttons and quick actions, as the spec lists them. */
export const ACCOUNT_LINKS = [
  { label: 'Create Service', to: '/create-service' },
  { label: 'Settings', to: '/profile-setup' },
  { label: 'Enhanced Profile', to: '/enhanced-profile' },
  { label: '2FA', to: '/mfa-setup', accessibleName: 'Two-factor authentication (2FA)' },
] as const;

export const QUICK_ACTIONS = [
  { label: 'Offer a service', description: 'Share childcare, a playdate or a skill', to: '/services?tab=create' },
  { label: 'Browse services', description: 'See what parents near you offer', to: '/services' },
  { label: 'Community forum', description: 'Ask, share and support', to: '/forum' },
  { label: 'Community events', description: 'Socials, workshops and meetups', to: '/community-events' },
  { label: 'Parent matching', description: 'Find compatible parents nearby', to: '/parent-matching' },
  { label: 'Video meetings', description: 'Meet other parents online', to: '/video-meetings' },
  { label: 'Emergency cover', description: 'Your trusted circle for urgent childcare', to: '/cover' },
  { label: 'Payment analytics', description: 'Your earnings, spending and transactions', to: '/payment-analytics' },
  {
    label: 'Social media',
    description: 'Promote your services on Facebook, Instagram, X and LinkedIn',
    to: '/social-media-automation',
  },
  { label: 'Update profile', description: 'Country, postcode, photo and verification', to: '/profile-setup' },
] as const;

/** A member without a country or a postcode cannot be matched to services near them. */
export function profileIncomplete(user: { country: string | null; postcode: string | null }): boolean {
  return !user.country?.trim() || !user.postcode?.trim();
}
