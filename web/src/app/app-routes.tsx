import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppShell } from './app-shell';

const HomeRoute = lazy(() => import('./home-route'));
const SignupPage = lazy(() => import('../features/auth/signup-page'));
const SigninPage = lazy(() => import('../features/auth/signin-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<HomeRoute />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="signin" element={<SigninPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
