import { lazy } from 'react';
import { useAuth } from '../features/auth/auth-context';
import { routeModules } from './route-modules';

const LandingPage = lazy(routeModules.landing);
const DashboardRoute = lazy(routeModules.dashboard);

export function HomeRoute() {
  const { state } = useAuth();
  return state.status === 'authenticated' ? <DashboardRoute /> : <LandingPage />;
}
