import { useSearchParams } from 'react-router-dom';
import { MemberApolloProvider } from '../../api/member-apollo-provider';
import { PageTitle } from '../../components/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { SecurityTab } from '../account-security/security-tab';
import { CalendarFeedSection } from '../calendar/calendar-feed-section';
import { useAuth } from '../auth/auth-context';
import { BlockedMembersList, PreEmptiveBlocksPanel } from '../blocking';
import { LeavingQuicklyAdvice } from '../quick-exit/leaving-quickly-advice';
import { OnlyVerifiedContactSetting } from '../contact-rule/only-verified-contact-setting';
import { TrustLadderPanel } from '../trust-ladder/trust-ladder-panel';
import { TwoFactorSummary } from '../mfa/two-factor-summary';
import { BasicInfoForm } from './basic-info-form';
import { VerificationPanel } from './verification-panel';

const TABS = ['basic', 'verification', 'security'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

export default function ProfileSetupRoute() {
  return (
    <MemberApolloProvider>
      <ProfileSetupPage />
    </MemberApolloProvider>
  );
}

function ProfileSetupPage() {
  const { state } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'basic';
  if (state.status !== 'authenticated') return null;
  const user = state.user;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageTitle title="Profile Setup" />
      <h1 className="text-4xl font-extrabold">Profile Setup</h1>
      <p className="mt-2 text-ink-muted">Keep your details up to date and verify your identity.</p>
      <Tabs
        value={tab}
        onValueChange={(next) => setSearchParams(next === 'basic' ? {} : { tab: next }, { replace: true })}
        className="mt-6"
      >
        <TabsList aria-label="Profile sections">
          <TabsTrigger value="basic">Basic Info</TabsTrigger>
          <TabsTrigger value="verification">Verification</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
        </TabsList>
        <TabsContent value="basic" className="rounded-2xl border border-sand-200 bg-white p-6">
          <BasicInfoForm user={user} />
        </TabsContent>
        <TabsContent
          value="verification"
          className="flex flex-col gap-8 rounded-2xl border border-sand-200 bg-white p-6"
        >
          <VerificationPanel user={user} />
          <TrustLadderPanel />
        </TabsContent>
        <TabsContent value="security" className="flex flex-col gap-8 rounded-2xl border border-sand-200 bg-white p-6">
          <TwoFactorSummary enabled={user.mfaEnabled === true} />
          <SecurityTab />
          <CalendarFeedSection />
          <OnlyVerifiedContactSetting />
          <BlockedMembersList />
          <PreEmptiveBlocksPanel />
          <LeavingQuicklyAdvice />
        </TabsContent>
      </Tabs>
    </div>
  );
}
