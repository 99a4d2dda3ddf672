import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AnalyticsTab } from './analytics-tab';
import { CommissionsTab } from './commissions-tab';
import { ModerationTab } from './moderation-tab';

const ADMIN_TABS = ['overview', 'moderation', 'commissions', 'analytics'] as const;
type AdminTab = (typeof ADMIN_TABS)[number];

const isAdminTab = (value: string | null): value is AdminTab => ADMIN_TABS.includes(value as AdminTab);

/** The admin page: its tab is kept in the address (`?tab=commissions`). */
export default function AdminPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: AdminTab = isAdminTab(requested) ? requested : 'overview';

  const choose = (value: string) => {
    if (!isAdminTab(value)) return;
    setSearchParams(value === 'overview' ? {} : { tab: value }, { replace: true });
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageTitle title="Admin" />
      <h1 className="text-4xl font-extrabold">Admin</h1>
      <Tabs value={tab} onValueChange={choose} className="mt-6">
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="moderation">Moderation</TabsTrigger>
          <TabsTrigger value="commissions">Commissions</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <ul className="grid gap-4 sm:grid-cols-2">
            <li>
              <Link
                to="/admin/verifications"
                className="block rounded-2xl border border-sand-200 bg-white p-6 shadow-sm hover:border-clay-600"
              >
                <span className="text-xl font-bold">Identity verifications</span>
                <span className="mt-1 block text-ink-muted">Review members&apos; identity documents.</span>
              </Link>
            </li>
          </ul>
        </TabsContent>
        <TabsContent value="moderation">
          <ModerationTab />
        </TabsContent>
        <TabsContent value="commissions">
          <CommissionsTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
