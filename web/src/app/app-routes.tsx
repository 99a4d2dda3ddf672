import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAdmin } from '../features/admin/require-admin';
import { AppShell } from './app-shell';
import { HomeRoute } from './home-route';
import { PAGE_PATHS } from './page-paths';
import { RequireAuth } from './require-auth';
import { SignedOutOnly } from './signed-out-only';
import { routeModules } from './route-modules';

const AboutPage = lazy(routeModules.about);
const CommunityPage = lazy(routeModules.community);
const AuthWelcomePage = lazy(routeModules.authWelcome);
const AuthPage = lazy(routeModules.authPage);
const AuthConsentPage = lazy(routeModules.authConsent);
const SignupPage = lazy(routeModules.signup);
const SigninPage = lazy(routeModules.signin);
const ConfirmEmailPage = lazy(routeModules.confirmEmail);
const PrivacyPolicyPage = lazy(routeModules.privacyPolicy);
const CookiePolicyPage = lazy(routeModules.cookiePolicy);
const TermsOfServicePage = lazy(routeModules.termsOfService);
const GdprRightsPage = lazy(routeModules.gdprRights);
const UnsubscribeOptionsPage = lazy(routeModules.unsubscribeOptions);
const DesignSystemPage = lazy(routeModules.designSystem);
const MfaSetupPage = lazy(routeModules.mfaSetup);
const NotFoundPage = lazy(routeModules.notFound);
const MagicLinkPage = lazy(routeModules.magicLinkSignIn);
const ResetPasswordPage = lazy(routeModules.resetPassword);
const SignupCompletePage = lazy(routeModules.signupComplete);
const ProfileSetupPage = lazy(routeModules.profileSetup);
const AdminPage = lazy(routeModules.admin);
const ForumPage = lazy(routeModules.forum);
const ForumPostPage = lazy(routeModules.forumPost);
const AdminVerificationsPage = lazy(routeModules.adminVerifications);
const EnhancedProfilePage = lazy(routeModules.enhancedProfile);
const ServicesPage = lazy(routeModules.services);
const MyServicesPage = lazy(routeModules.myServices);
const ServiceDetailPage = lazy(routeModules.serviceDetail);
const ShareDemoPage = lazy(routeModules.shareDemo);
const CreateServicePage = lazy(routeModules.createService);
const EditServicePage = lazy(routeModules.editService);
const PaymentAnalyticsPage = lazy(routeModules.paymentAnalytics);
const CommunityEventsPage = lazy(routeModules.communityEvents);
const CommunityEventPage = lazy(routeModules.communityEvent);
const VideoMeetingsPage = lazy(routeModules.videoMeetings);
const MessagesPage = lazy(routeModules.messages);
const ParentMatchingPage = lazy(routeModules.parentMatching);
const VideoCallPage = lazy(routeModules.videoCall);
const SocialMediaPage = lazy(routeModules.socialMedia);
const SocialMediaConnectPage = lazy(routeModules.socialMediaConnect);
const CoverCirclePage = lazy(routeModules.coverCircle);

/** The app's route tree: every page path in it is one of PAGE_PATHS, and every one of those is in it. */
export const appRouteTree = (
  <Route element={<AppShell />}>
    <Route index element={<HomeRoute />} />
    <Route path={PAGE_PATHS.about} element={<AboutPage />} />
    <Route path={PAGE_PATHS.community} element={<CommunityPage />} />
    <Route path={PAGE_PATHS.authWelcome} element={<AuthWelcomePage />} />
    <Route path={PAGE_PATHS.authPage} element={<AuthPage />} />
    <Route path={PAGE_PATHS.authConsent} element={<AuthConsentPage />} />
    <Route element={<SignedOutOnly />}>
      <Route path={PAGE_PATHS.signup} element={<SignupPage />} />
      <Route path={PAGE_PATHS.signin} element={<SigninPage />} />
    </Route>
    <Route path={PAGE_PATHS.confirmEmail} element={<ConfirmEmailPage />} />
    <Route path={PAGE_PATHS.privacyPolicy} element={<PrivacyPolicyPage />} />
    <Route path={PAGE_PATHS.cookiePolicy} element={<CookiePolicyPage />} />
    <Route path={PAGE_PATHS.termsOfService} element={<TermsOfServicePage />} />
    <Route path={PAGE_PATHS.gdprRights} element={<GdprRightsPage />} />
    <Route path={PAGE_PATHS.unsubscribeOptions} element={<UnsubscribeOptionsPage />} />
    <Route path={PAGE_PATHS.designSystem} element={<DesignSystemPage />} />
    <Route path={PAGE_PATHS.magicLinkSignIn} element={<MagicLinkPage />} />
    <Route path={PAGE_PATHS.resetPassword} element={<ResetPasswordPage />} />
    <Route path={PAGE_PATHS.videoMeetings} element={<VideoMeetingsPage />} />
    <Route path={PAGE_PATHS.serviceDetail} element={<ServiceDetailPage />} />
    <Route path={PAGE_PATHS.videoCall} element={<VideoCallPage />} />
    <Route element={<RequireAuth />}>
      <Route path={PAGE_PATHS.mfaSetup} element={<MfaSetupPage />} />
      <Route path={PAGE_PATHS.signupComplete} element={<SignupCompletePage />} />
      <Route path={PAGE_PATHS.forum} element={<ForumPage />} />
      <Route path={PAGE_PATHS.forumPost} element={<ForumPostPage />} />
      <Route path={PAGE_PATHS.profileSetup} element={<ProfileSetupPage />} />
      <Route element={<RequireAdmin />}>
        <Route path={PAGE_PATHS.admin} element={<AdminPage />} />
        <Route path={PAGE_PATHS.adminVerifications} element={<AdminVerificationsPage />} />
      </Route>
      <Route path={PAGE_PATHS.enhancedProfile} element={<EnhancedProfilePage />} />
      <Route path={PAGE_PATHS.services} element={<ServicesPage />} />
      <Route path={PAGE_PATHS.myServices} element={<MyServicesPage />} />
      <Route path={PAGE_PATHS.shareDemo} element={<ShareDemoPage />} />
      <Route path={PAGE_PATHS.createService} element={<CreateServicePage />} />
      <Route path={PAGE_PATHS.editService} element={<EditServicePage />} />
      <Route path={PAGE_PATHS.paymentAnalytics} element={<PaymentAnalyticsPage />} />
      <Route path={PAGE_PATHS.communityEvents} element={<CommunityEventsPage />} />
      <Route path={PAGE_PATHS.communityEvent} element={<CommunityEventPage />} />
      <Route path={PAGE_PATHS.messages} element={<MessagesPage />} />
      <Route path={PAGE_PATHS.messagesConversation} element={<MessagesPage />} />
      <Route path={PAGE_PATHS.parentMatching} element={<ParentMatchingPage />} />
      <Route path={PAGE_PATHS.socialMedia} element={<SocialMediaPage />} />
      <Route path={PAGE_PATHS.socialMediaConnect} element={<SocialMediaConnectPage />} />
      <Route path={PAGE_PATHS.coverCircle} element={<CoverCirclePage />} />
    </Route>
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{appRouteTree}</Routes>;
}
