import DashboardPage from './dashboard-page';

export default function DashboardRoute() {
  return <DashboardPage />;
}
