import { useState } from 'react';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { memberName } from '../video-meetings/meeting-words';
import { serverMessageOr } from '../video-meetings/server-message';
import type { FoundMember } from '../video-meetings/video-meetings-api';
import { CircleMemberPicker } from './circle-member-picker';
import { addToCoverCircle, leaveCoverCircle, removeFromCoverCircle, type CoverCircle } from './cover-circle-api';
import { MAX_CIRCLE_SIZE } from './cover-request.schema';

interface CoverCircleSectionProps {
  circle: CoverCircle;
  onChanged: () => void;
}

/** The member's own circle (name, remove) and the circles they are in (leave). */
export function CoverCircleSection({ circle, onChanged }: CoverCircleSectionProps) {
  const { toast } = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  const change = async (id: string, run: () => Promise<CoverCircle>, done: string, failed: string) => {
    setBusy(id);
    try {
      await run();
      onChanged();
      toast({ title: done });
    } catch (error) {
      toast({ variant: 'destructive', title: failed, description: serverMessageOr(error) });
    } finally {
      setBusy(null);
    }
  };
  const add = (member: FoundMember) =>
    change(
      member.id,
      () => addToCoverCircle(member.id),
      `${memberName(member)} is in your circle`,
      'Failed to add to your circle',
    );
  const full = circle.members.length >= MAX_CIRCLE_SIZE;

  return (
    <>
      <section aria-labelledby="your-circle-heading" className="rounded-2xl border border-sand-200 bg-white p-6">
        <h2 id="your-circle-heading" className="text-2xl font-bold">
          Your cover circle
        </h2>
        <p className="mt-1 text-ink-muted">
          Up to {MAX_CIRCLE_SIZE} members you trust with your children. They are emailed when you add them and whenever
          you ask for urgent cover. ({circle.members.length} of {MAX_CIRCLE_SIZE})
        </p>
        {circle.members.length === 0 ? (
          <p className="mt-4">Your circle is empty. Find someone you trust below.</p>
        ) : (
          <ul aria-label="Your cover circle" className="mt-4 divide-y divide-sand-200">
            {circle.members.map((member) => (
              <li key={member.userId} className="flex items-center justify-between gap-3 py-2">
                <span className="font-semibold">{member.firstName}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  pending={busy === member.userId}
                  disabled={busy !== null}
                  aria-label={`Remove ${member.firstName} from your circle`}
                  onClick={() =>
                    void change(
                      member.userId,
                      () => removeFromCoverCircle(member.userId),
                      `${member.firstName} is no longer in your circle`,
                      'Failed to remove from your circle',
                    )
                  }
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-6">
          {full ? (
            <p>Your circle is full. Remove someone to add another member.</p>
          ) : (
            <CircleMemberPicker
              inCircle={new Set(circle.members.map((member) => member.userId))}
              adding={busy}
              onAdd={(member) => void add(member)}
            />
          )}
        </div>
      </section>

      <section aria-labelledby="circles-you-are-in-heading" className="rounded-2xl border border-sand-200 bg-white p-6">
        <h2 id="circles-you-are-in-heading" className="text-2xl font-bold">
          Circles you are in
        </h2>
        {circle.memberOf.length === 0 ? (
          <p className="mt-2 text-ink-muted">Nobody has named you in their cover circle yet.</p>
        ) : (
          <ul aria-label="Circles you are in" className="mt-4 divide-y divide-sand-200">
            {circle.memberOf.map((owner) => (
              <li key={owner.userId} className="flex items-center justify-between gap-3 py-2">
                <span>
                  <span className="font-semibold">{owner.firstName}</span> named you in their circle
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  pending={busy === owner.userId}
                  disabled={busy !== null}
                  aria-label={`Leave ${owner.firstName}'s circle`}
                  onClick={() =>
                    void change(
                      owner.userId,
                      () => leaveCoverCircle(owner.userId),
                      `You left ${owner.firstName}'s circle`,
                      'Failed to leave the circle',
                    )
                  }
                >
                  Leave
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
