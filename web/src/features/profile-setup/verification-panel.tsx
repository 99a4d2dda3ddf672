import { useQuery } from '@apollo/client/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { ApiError } from '../../api/api-error';
import type { CurrentUser } from '../../api/current-user';
import { useToast } from '../../components/toast';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import type { VerificationStatus } from '../../graphql/generated/graphql';
import { useAuth } from '../auth/auth-context';
import { MY_VERIFICATION_QUERY } from './my-verification.query';
import { saveProfileSetup } from './profile-setup-api';

const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const FIELD_ID = 'passportImage';

const STATUS_TEXT: Record<VerificationStatus, { label: string; tone: BadgeTone; text: string }> = {
  NOT_SUBMITTED: {
    label: 'Not submitted',
    tone: 'neutral',
    text: 'Upload a photo of your passport or government ID so an admin can verify you.',
  },
  PENDING: {
    label: 'Pending review',
    tone: 'amber',
    text: 'Thank you. An admin will review your document soon. You can send a clearer photo until then.',
  },
  VERIFIED: { label: 'Verified', tone: 'sage', text: 'Your identity is verified.' },
  REJECTED: {
    label: 'Rejected',
    tone: 'danger',
    text: 'We could not verify you from your last document. Please upload a new one.',
  },
};

export function VerificationPanel({ user }: { user: CurrentUser }) {
  const { toast } = useToast();
  const { refresh } = useAuth();
  const { data, loading, refetch } = useQuery(MY_VERIFICATION_QUERY, { fetchPolicy: 'network-only' });
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  if (loading && !data) return <Spinner label="Loading your verification" />;
  const verification = data?.myVerification;
  const status = user.isVerified ? 'VERIFIED' : (verification?.status ?? 'NOT_SUBMITTED');
  const shown = STATUS_TEXT[status];
  const verified = status === 'VERIFIED';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const selected = event.target.files?.[0] ?? null;
    setError(undefined);
    if (selected && !DOCUMENT_TYPES.includes(selected.type)) {
      setError('Please select a JPEG, PNG or WebP photo of your passport or government ID');
      event.target.value = '';
      return;
    }
    if (selected && selected.size > MAX_DOCUMENT_BYTES) {
      setError('Please select an image smaller than 10MB');
      event.target.value = '';
      return;
    }
    setFile(selected);
  };

  const submit = async () => {
    if (!file) {
      setError('Please choose a photo of your passport or government ID');
      return;
    }
    setSending(true);
    try {
      await saveProfileSetup({ country: user.country ?? '', postcode: user.postcode ?? '', passportImage: file });
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      await Promise.all([refetch(), refresh()]);
      toast({ title: 'Document Submitted', description: 'An admin will review your document soon.' });
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: 'Failed to update profile',
        description: caught instanceof ApiError ? caught.serverMessage() : undefined,
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="verification-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="verification-heading" className="text-2xl font-bold">
          Identity verification
        </h2>
        <Badge tone={shown.tone}>{shown.label}</Badge>
      </div>
      <p className="text-ink-muted">{shown.text}</p>
      {status === 'REJECTED' && verification?.rejectionReason ? (
        <p className="rounded-lg bg-danger-50 p-3 text-danger-800">Reason: {verification.rejectionReason}</p>
      ) : null}
      {verified ? null : (
        <div className="flex flex-col gap-2">
          <label htmlFor={FIELD_ID} className="font-semibold">
            Passport or government ID photo
          </label>
          <p id={`${FIELD_ID}-hint`} className="text-sm text-ink-muted">
            JPEG, PNG or WebP; we advise a photo under 10MB. Only Village admins see it, and we delete it 30 days after
            our decision.
          </p>
          <input
            ref={inputRef}
            id={FIELD_ID}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={choose}
            aria-describedby={`${FIELD_ID}-hint${error ? ` ${FIELD_ID}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            className="text-sm file:mr-3 file:rounded-full file:border-0 file:bg-clay-100 file:px-4 file:py-2 file:font-semibold file:text-clay-800"
          />
          {error ? (
            <p id={`${FIELD_ID}-error`} className="text-sm text-danger-700">
              {error}
            </p>
          ) : null}
        </div>
      )}
      <Button onClick={submit} pending={sending} disabled={verified} className="self-start">
        {verified ? 'Already Verified' : 'Submit for Verification'}
      </Button>
    </section>
  );
}
