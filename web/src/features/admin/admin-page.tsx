import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AnalyticsTab } from './analytics-tab';
import { CommissionsTab } from './commissions-tab';
import { DbsChecksTab } from './dbs-checks-tab';
import { ModerationTab } from './moderation-tab';
import { OverviewTab } from './overview-tab';
import { QueriesTab } from './queries-tab';
import { VerificationsTab } from './verifications-tab';
import { ReportsTab } from '../reports';

const ADMIN_TABS = [
  'overview',
  'moderation',
  'reports',
  'queries',
  'commissions',
  'analytics',
  'verifications',
  'dbs-checks',
] as const;
type AdminTab = (typeof ADMIN_TABS)[number];

const isAdminTab = (value: string | null): value is AdminTab => ADMIN_TABS.includes(value as AdminTab);

/** A tab opened from a link further down (the overview's "All verifications") starts at its top, not mid-page. */
function useTopOfNewTab(tab: AdminTab): void {
  const shown = useRef(tab);
  useEffect(() => {
    if (shown.current === tab) return;
    shown.current = tab;
    if (window.scrollY > 0) window.scrollTo(0, 0);
  }, [tab]);
}

/** The admin page: its tab is kept in the address (`?tab=commissions`). */
export default function AdminPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: AdminTab = isAdminTab(requested) ? requested : 'overview';
  useTopOfNewTab(tab);

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
          <TabsTrigger value="reports">Reports</TabsTrigger>
          <TabsTrigger value="queries">Queries</TabsTrigger>
          <TabsTrigger value="commissions">Commissions</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="verifications">Verifications</TabsTrigger>
          <TabsTrigger value="dbs-checks">DBS checks</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsTab />
        </TabsContent>
        <TabsContent value="queries">
          <QueriesTab />
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
        <TabsContent value="verifications">
          <VerificationsTab />
        </TabsContent>
        <TabsContent value="dbs-checks">
          <DbsChecksTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
