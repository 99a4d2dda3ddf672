import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { MemberApolloProvider } from '../../api/member-apollo-provider';
import { Spinner } from '../../components/ui/spinner';
import { VERIFICATION_CASES_QUERY } from './verification.queries';

/** How many pending verification cases the overview shows. */
const CASE_PREVIEW = 3;

const submittedFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The overview's oldest pending identity verifications, with a link to the verifications tab. */
export function VerificationPreview() {
  return (
    <MemberApolloProvider>
      <PendingCasePreview />
    </MemberApolloProvider>
  );
}

function PendingCasePreview() {
  const { data, loading, error } = useQuery(VERIFICATION_CASES_QUERY, {
    variables: { status: 'PENDING' },
    fetchPolicy: 'network-only',
  });
  const cases = data?.verificationCases ?? [];

  return (
    <section aria-labelledby="verification-preview-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="verification-preview-heading" className="text-2xl font-bold">
          Pending verifications
        </h2>
        <Link to="/admin?tab=verifications" className="font-semibold text-clay-700 underline-offset-4 hover:underline">
          All verifications
        </Link>
      </div>
      {loading ? <Spinner label="Loading verification cases" /> : null}
      {error ? (
        <p role="alert" className="rounded-lg bg-danger-50 p-4 text-danger-800">
          We could not load the verification cases. Please try again later.
        </p>
      ) : null}
      {!loading && !error && cases.length === 0 ? <p>No documents to review.</p> : null}
      {cases.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {cases.slice(0, CASE_PREVIEW).map((verificationCase) => (
            <li key={verificationCase.id} className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
              <span className="block font-bold">{verificationCase.memberName}</span>
              <span className="block text-sm text-ink-muted">
                Submitted {submittedFormat.format(new Date(verificationCase.submittedAt))}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
