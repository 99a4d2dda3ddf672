import { lazy } from 'react';
import { useAuth } from '../features/auth/auth-context';

const LandingPage = lazy(() => import('../features/home/landing-page'));
const DashboardPage = lazy(() => import('../features/home/dashboard-page'));

export default function HomeRoute() {
  const { state } = useAuth();
  return state.status === 'authenticated' ? <DashboardPage /> : <LandingPage />;
}
