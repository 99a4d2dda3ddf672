import { useMutation, useQuery } from '@apollo/client/react';
import { useToast } from '../../components/toast';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { MY_BLOCKED_MEMBERS_QUERY, UNBLOCK_MEMBER_MUTATION } from './blocking.query';

const blockedOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** The members the signed-in member blocked, each with Unblock: for the Security tab of /profile-setup. */
export function BlockedMembersList() {
  const { toast } = useToast();
  const { data, loading, error } = useQuery(MY_BLOCKED_MEMBERS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [unblock, { loading: unblocking }] = useMutation(UNBLOCK_MEMBER_MUTATION, {
    refetchQueries: [{ query: MY_BLOCKED_MEMBERS_QUERY }],
    awaitRefetchQueries: true,
  });

  const lift = async (memberId: string, fullName: string) => {
    try {
      await unblock({ variables: { memberId } });
      toast({ title: 'Member unblocked', description: `You and ${fullName} can see each other again.` });
    } catch (cause) {
      toast({
        variant: 'destructive',
        title: 'Failed to unblock member',
        description: cause instanceof Error ? cause.message : 'Please try again.',
      });
    }
  };

  return (
    <section aria-labelledby="blocked-members-heading">
      <h2 id="blocked-members-heading" className="text-xl font-bold">
        Blocked members
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        You and the members you block don&apos;t see each other anywhere on Village.
      </p>
      {loading && !data ? <Spinner label="Loading blocked members" /> : null}
      {error ? (
        <p role="alert" className="mt-3 text-danger-800">
          We could not load the members you blocked. Please try again later.
        </p>
      ) : null}
      {data && data.myBlockedMembers.length === 0 ? <p className="mt-3">You have not blocked anyone.</p> : null}
      {data && data.myBlockedMembers.length > 0 ? (
        <ul className="mt-3 divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white">
          {data.myBlockedMembers.map((member) => (
            <li key={member.memberId} className="flex items-center gap-3 p-4">
              <Avatar name={member.fullName} size="sm" />
              <div className="flex-1">
                <p className="font-semibold">{member.fullName}</p>
                <p className="text-sm text-ink-muted">Blocked on {blockedOn.format(new Date(member.blockedAt))}</p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                disabled={unblocking}
                onClick={() => void lift(member.memberId, member.fullName)}
                aria-label={`Unblock ${member.fullName}`}
              >
                Unblock
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
