export const routeModules = {
  landing: () => import('../features/landing/landing-page'),
  dashboard: () => import('../features/home/dashboard-route'),
  about: () => import('../features/about/about-page'),
  community: () => import('../features/community/community-page'),
  authWelcome: () => import('../features/auth/auth-welcome-page'),
  authPage: () => import('../features/auth/auth-page'),
  authConsent: () => import('../features/auth/auth-consent-page'),
  signup: () => import('../features/auth/signup-page'),
  signin: () => import('../features/auth/signin-page'),
  confirmEmail: () => import('../features/email-confirmation/confirm-email-page'),
  privacyPolicy: () => import('../features/legal/privacy-policy-page'),
  cookiePolicy: () => import('../features/legal/cookie-policy-page'),
  termsOfService: () => import('../features/legal/terms-of-service-page'),
  gdprRights: () => import('../features/legal/gdpr-rights-page'),
  unsubscribeOptions: () => import('../features/legal/unsubscribe-options-page'),
  designSystem: () => import('../features/design-system/design-system-page'),
  mfaSetup: () => import('../features/mfa/mfa-setup-page'),
  notFound: () => import('./not-found-page'),
  magicLinkSignIn: () => import('../features/account-links/magic-link-page'),
  resetPassword: () => import('../features/account-links/reset-password-page'),
  signupComplete: () => import('../features/signup-completion/signup-complete-page'),
  profileSetup: () => import('../features/profile-setup/profile-setup-page'),
  admin: () => import('../features/admin/admin-page'),
  forum: () => import('../features/forum/forum-page'),
  forumPost: () => import('../features/forum/forum-post-page'),
  adminVerifications: () => import('../features/admin/verifications-page'),
  enhancedProfile: () => import('../features/enhanced-profile/enhanced-profile-page'),
  services: () => import('../features/services/services-page'),
  myServices: () => import('../features/services/my-services-page'),
  serviceDetail: () => import('../features/services/detail/service-detail-page'),
  shareDemo: () => import('../features/services/share-demo-page'),
  createService: () => import('../features/service-form/create-service-page'),
  editService: () => import('../features/service-form/edit-service-page'),
  paymentAnalytics: () => import('../features/payment-analytics/payment-analytics-page'),
};

const PREFETCH_BY_PATH: Record<string, () => Promise<unknown>> = {
  '/': routeModules.landing,
  '/about': routeModules.about,
  '/community': routeModules.community,
  '/signup': routeModules.signup,
  '/signin': routeModules.signin,
};

export function prefetchRouteFor(pathname: string): void {
  void PREFETCH_BY_PATH[pathname]?.().catch(() => undefined);
}
