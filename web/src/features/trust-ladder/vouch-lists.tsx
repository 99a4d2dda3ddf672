import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import type { MemberVouch, VouchStatus } from './trust-ladder-api';

const STATUS: Record<VouchStatus, { label: string; tone: BadgeTone }> = {
  requested: { label: 'Waiting for an answer', tone: 'amber' },
  active: { label: 'Vouched', tone: 'sage' },
  declined: { label: 'Declined', tone: 'neutral' },
  revoked: { label: 'Withdrawn', tone: 'neutral' },
};

const onDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** The vouches the member asked for, with where each stands. */
export function AskedVouches({ vouches }: { vouches: MemberVouch[] }) {
  return (
    <section aria-labelledby="asked-vouches-heading" className="flex flex-col gap-2">
      <h3 id="asked-vouches-heading" className="text-lg font-bold">
        Your vouch requests
      </h3>
      {vouches.length === 0 ? (
        <p className="text-ink-muted">You have not asked anyone yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {vouches.map((vouch) => (
            <li key={vouch.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {vouch.voucherName} · asked on {onDay.format(new Date(vouch.requestedAt))}
              </span>
              <Badge tone={STATUS[vouch.status].tone}>{STATUS[vouch.status].label}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface IncomingProps {
  vouches: MemberVouch[];
  busy: boolean;
  onAnswer: (vouch: MemberVouch, accept: boolean) => void;
}

/** Requests other members sent the member, waiting for an answer. */
export function IncomingVouchRequests({ vouches, busy, onAnswer }: IncomingProps) {
  return (
    <section aria-labelledby="incoming-vouches-heading" className="flex flex-col gap-2">
      <h3 id="incoming-vouches-heading" className="text-lg font-bold">
        Vouch requests for you
      </h3>
      {vouches.length === 0 ? (
        <p className="text-ink-muted">Nobody is waiting for a vouch from you.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {vouches.map((vouch) => (
            <li key={vouch.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>{vouch.memberName} asked you to vouch for them</span>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  disabled={busy}
                  aria-label={`Vouch for ${vouch.memberName}`}
                  onClick={() => onAnswer(vouch, true)}
                >
                  Vouch
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  aria-label={`Decline ${vouch.memberName}'s request`}
                  onClick={() => onAnswer(vouch, false)}
                >
                  Decline
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface GivenProps {
  vouches: MemberVouch[];
  busy: boolean;
  onRevoke: (vouch: MemberVouch) => void;
}

/** Vouches the member gave; each can be withdrawn. */
export function GivenVouches({ vouches, busy, onRevoke }: GivenProps) {
  return (
    <section aria-labelledby="given-vouches-heading" className="flex flex-col gap-2">
      <h3 id="given-vouches-heading" className="text-lg font-bold">
        Vouches you gave
      </h3>
      {vouches.length === 0 ? (
        <p className="text-ink-muted">You have not vouched for anyone.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {vouches.map((vouch) => (
            <li key={vouch.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>{vouch.memberName}</span>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                aria-label={`Withdraw your vouch for ${vouch.memberName}`}
                onClick={() => onRevoke(vouch)}
              >
                Withdraw vouch
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
