import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useLoaded, type Loaded } from '../../lib/use-loaded';
import { useAuth } from '../auth/auth-context';
import { CreateMeetingDialog } from './create-meeting-dialog';
import { InvitationsList } from './invitations-list';
import { MeetingList } from './meeting-list';
import { MEETING_TABS, tabOf, type MeetingTab } from './meeting-tabs';
import { SignInPrompt } from './sign-in-prompt';
import { getMyInvitations, type MeetingInvitation } from './video-meetings-api';

/** /video-meetings: signed out, a sign-in prompt; signed in, the four tabs and 'Create Meeting'. */
export default function VideoMeetingsPage() {
  const { state } = useAuth();
  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'anonymous') return <SignInPrompt />;
  return <MeetingsTabs />;
}

function MeetingsTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get('tab'));
  const [creating, setCreating] = useState(false);
  // Moving it remounts the open list, so it loads afresh (after a meeting is created or an invitation answered).
  const [round, setRound] = useState(0);
  const refreshLists = useCallback(() => setRound((value) => value + 1), []);
  const loadInvitations = useCallback((signal: AbortSignal) => getMyInvitations(signal), []);
  const { loaded: invitations, reload: reloadInvitations } = useLoaded(loadInvitations);
  const pending = invitations.status === 'ready' ? invitations.value : [];
  const invitationsTab = useRef<HTMLButtonElement>(null);

  const openTab = (value: string) => setSearchParams({ tab: tabOf(value) });
  const onAnswered = () => {
    reloadInvitations();
    refreshLists();
    // The answered card leaves the list: keep keyboard focus on the tab rather than losing it to the page.
    invitationsTab.current?.focus();
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle title="Video Meetings" />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-4xl font-extrabold">Video Meetings</h1>
          <p className="mt-2 text-lg text-ink-muted">
            Support groups, playdate planning and consultations, face to face from home.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>Create Meeting</Button>
      </div>
      <CreateMeetingDialog open={creating} onOpenChange={setCreating} onCreated={refreshLists} />

      <Tabs value={tab} onValueChange={openTab} className="mt-8">
        <TabsList aria-label="Meetings">
          {MEETING_TABS.map((one) => (
            <TabsTrigger key={one.key} value={one.key} ref={one.key === 'invitations' ? invitationsTab : undefined}>
              {one.label}
              {one.key === 'invitations' && pending.length > 0 ? <CountBadge count={pending.length} /> : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {MEETING_TABS.map((one) =>
          one.view ? (
            <TabsContent key={one.key} value={one.key}>
              <MeetingList key={round} view={one.view} label={one.label} />
            </TabsContent>
          ) : null,
        )}
        <TabsContent value={'invitations' satisfies MeetingTab}>
          <InvitationsTab invitations={invitations} onAnswered={onAnswered} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function CountBadge({ count }: { count: number }) {
  return (
    <span className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-clay-600 px-1.5 text-xs font-bold text-white">
      {count}
      <span className="sr-only"> pending</span>
    </span>
  );
}

function InvitationsTab({
  invitations,
  onAnswered,
}: {
  invitations: Loaded<MeetingInvitation[]>;
  onAnswered: () => void;
}) {
  if (invitations.status === 'loading') return <Spinner label="Loading invitations" />;
  if (invitations.status === 'failed') {
    return (
      <p role="alert" className="rounded-lg bg-danger-50 p-4 text-danger-800">
        We could not load your invitations. Please try again later.
      </p>
    );
  }
  return <InvitationsList invitations={invitations.value} onAnswered={onAnswered} />;
}
