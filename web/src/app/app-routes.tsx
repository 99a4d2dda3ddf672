import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppShell } from './app-shell';
import { HomeRoute } from './home-route';
import { MEMBER_PAGES } from './member-pages';
import { RequireAuth } from './require-auth';
import { routeModules } from './route-modules';

const AboutPage = lazy(routeModules.about);
const CommunityPage = lazy(routeModules.community);
const AuthWelcomePage = lazy(routeModules.authWelcome);
const AuthPage = lazy(routeModules.authPage);
const AuthConsentPage = lazy(routeModules.authConsent);
const SignupPage = lazy(routeModules.signup);
const SigninPage = lazy(routeModules.signin);
const PrivacyPolicyPage = lazy(routeModules.privacyPolicy);
const CookiePolicyPage = lazy(routeModules.cookiePolicy);
const TermsOfServicePage = lazy(routeModules.termsOfService);
const GdprRightsPage = lazy(routeModules.gdprRights);
const UnsubscribeOptionsPage = lazy(routeModules.unsubscribeOptions);
const DesignSystemPage = lazy(routeModules.designSystem);
const MemberPlaceholderPage = lazy(routeModules.memberPlaceholder);
const NotFoundPage = lazy(routeModules.notFound);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<HomeRoute />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="community" element={<CommunityPage />} />
        <Route path="auth-welcome" element={<AuthWelcomePage />} />
        <Route path="auth-page" element={<AuthPage />} />
        <Route path="auth-consent" element={<AuthConsentPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="signin" element={<SigninPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="cookie-policy" element={<CookiePolicyPage />} />
        <Route path="terms-of-service" element={<TermsOfServicePage />} />
        <Route path="gdpr-rights" element={<GdprRightsPage />} />
        <Route path="unsubscribe-options" element={<UnsubscribeOptionsPage />} />
        <Route path="design-system" element={<DesignSystemPage />} />
        <Route element={<RequireAuth />}>
          {MEMBER_PAGES.map((page) => (
            <Route key={page.path} path={page.path} element={<MemberPlaceholderPage {...page} />} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
