/**
 * Every page of the web app, as a React Router path pattern made of static segments and `:param` segments. The
 * routes use these (app-routes.spec.tsx fails when a route is not listed here, or a listed path has no route); the
 * web build writes them to dist/page-paths.json, and the gateway answers any other page path with 404 (the app
 * still renders 'Page Not Found' there).
 */
export const PAGE_PATHS = {
  home: '/',
  about: '/about',
  community: '/community',
  authWelcome: '/auth-welcome',
  authPage: '/auth-page',
  authConsent: '/auth-consent',
  signup: '/signup',
  signin: '/signin',
  confirmEmail: '/confirm-email',
  privacyPolicy: '/privacy-policy',
  cookiePolicy: '/cookie-policy',
  termsOfService: '/terms-of-service',
  gdprRights: '/gdpr-rights',
  unsubscribeOptions: '/unsubscribe-options',
  designSystem: '/design-system',
  services: '/services',
  myServices: '/my-services',
  serviceDetail: '/service/:id',
  shareDemo: '/share-demo',
  forum: '/forum',
  forumPost: '/forum/:id',
  mfaSetup: '/mfa-setup',
  magicLinkSignIn: '/signin/magic',
  resetPassword: '/reset-password',
  signupComplete: '/signup-complete',
  profileSetup: '/profile-setup',
  admin: '/admin',
  adminVerifications: '/admin/verifications',
  enhancedProfile: '/enhanced-profile',
  createService: '/create-service',
  editService: '/edit-service/:id',
  paymentAnalytics: '/payment-analytics',
  communityEvents: '/community-events',
  communityEvent: '/community-events/:id',
  videoMeetings: '/video-meetings',
  messages: '/messages',
  messagesConversation: '/messages/:conversationId',
  parentMatching: '/parent-matching',
  videoCall: '/video-call/:roomId',
  socialMedia: '/social-media-automation',
  socialMediaConnect: '/social-media-automation/connect/:platform',
  coverCircle: '/cover',
} as const;

export type PagePath = (typeof PAGE_PATHS)[keyof typeof PAGE_PATHS];

/** The file the web build writes beside index.html, and its content. */
export const PAGE_PATHS_FILE = 'page-paths.json';

export interface PagePathsDocument {
  pagePaths: PagePath[];
}

export function pagePathsDocument(): PagePathsDocument {
  return { pagePaths: Object.values(PAGE_PATHS) };
}
