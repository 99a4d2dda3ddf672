import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { MemberApolloProvider } from '../../api/member-apollo-provider';
import { useToast } from '../../components/toast';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import type { VerificationDecision } from '../../graphql/generated/graphql';
import {
  DECIDE_VERIFICATION_MUTATION,
  VERIFICATION_CASES_QUERY,
  VERIFICATION_DOCUMENT_LINK_QUERY,
} from './verification.queries';

const submittedFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The admin's verifications tab: identity documents waiting for a decision. */
export function VerificationsTab() {
  return (
    <MemberApolloProvider>
      <PendingCases />
    </MemberApolloProvider>
  );
}

function PendingCases() {
  const { data, loading, error } = useQuery(VERIFICATION_CASES_QUERY, {
    variables: { status: 'PENDING' },
    fetchPolicy: 'network-only',
  });
  const cases = data?.verificationCases ?? [];

  return (
    <section aria-labelledby="verifications-heading" className="flex flex-col gap-4">
      <h2 id="verifications-heading" className="text-2xl font-bold">
        Identity verifications
      </h2>
      <p className="text-ink-muted">
        Documents open through a link that expires within 5 minutes; every view and decision is audited.
      </p>
      {loading ? <Spinner label="Loading verification cases" /> : null}
      {error ? (
        <p role="alert" className="rounded-lg bg-danger-50 p-4 text-danger-800">
          The verification cases could not be loaded.
        </p>
      ) : null}
      {!loading && !error && cases.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="No documents to review"
          description="Members' identity documents will appear here."
        />
      ) : null}
      <ul className="flex flex-col gap-4">
        {cases.map((verificationCase) => (
          <CaseCard key={verificationCase.id} {...verificationCase} />
        ))}
      </ul>
    </section>
  );
}

interface CaseCardProps {
  id: string;
  memberName: string;
  submittedAt: string;
}

function CaseCard({ id, memberName, submittedAt }: CaseCardProps) {
  const client = useApolloClient();
  const { toast } = useToast();
  const [documentUrl, setDocumentUrl] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [decide, { loading: deciding }] = useMutation(DECIDE_VERIFICATION_MUTATION, {
    refetchQueries: [VERIFICATION_CASES_QUERY],
  });

  const openDocument = async () => {
    try {
      const { data } = await client.query({
        query: VERIFICATION_DOCUMENT_LINK_QUERY,
        variables: { caseId: id },
        fetchPolicy: 'network-only',
      });
      setDocumentUrl(data?.verificationDocumentLink.url ?? null);
    } catch {
      toast({ variant: 'destructive', title: 'The document could not be opened' });
    }
  };

  const submitDecision = async (decision: VerificationDecision) => {
    if (decision === 'REJECT' && reason.trim().length === 0) {
      setReasonError('Please give a reason for rejecting this document');
      return;
    }
    setReasonError(undefined);
    try {
      await decide({ variables: { caseId: id, decision, reason: reason.trim() || null } });
      toast({ title: decision === 'APPROVE' ? 'Member Verified' : 'Document Rejected' });
    } catch (caught) {
      toast({ variant: 'destructive', title: 'Error', description: (caught as Error).message });
    }
  };

  const headingId = `case-${id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={headingId} className="text-xl font-bold">
          {memberName}
        </h3>
        <Badge tone="amber">Pending review</Badge>
      </div>
      <p className="mt-1 text-sm text-ink-muted">Submitted {submittedFormat.format(new Date(submittedAt))}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={openDocument}>
          View document
        </Button>
        {documentUrl ? (
          <a href={documentUrl} target="_blank" rel="noreferrer noopener" className="self-center underline">
            Open in a new tab
          </a>
        ) : null}
      </div>
      {documentUrl ? (
        <img
          src={documentUrl}
          alt={`Identity document of ${memberName}`}
          referrerPolicy="no-referrer"
          className="mt-4 max-h-[32rem] rounded-lg border border-sand-200 object-contain"
        />
      ) : null}
      <TextField
        id={`reason-${id}`}
        label="Reason (needed to reject)"
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
        error={reasonError}
        className="mt-4"
      />
      <div className="mt-4 flex flex-wrap gap-3">
        <Button pending={deciding} onClick={() => void submitDecision('APPROVE')}>
          Approve
        </Button>
        <Button variant="secondary" pending={deciding} onClick={() => void submitDecision('REJECT')}>
          Reject
        </Button>
      </div>
    </li>
  );
}
