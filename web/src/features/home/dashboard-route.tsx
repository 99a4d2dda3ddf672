import { MemberApolloProvider } from '../../api/member-apollo-provider';
import DashboardPage from './dashboard-page';

export default function DashboardRoute() {
  return (
    <MemberApolloProvider>
      <DashboardPage />
    </MemberApolloProvider>
  );
}
