import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { useLoaded } from '../../lib/use-loaded';
import { memberName } from '../video-meetings/meeting-words';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, useMemberSearch } from '../video-meetings/use-member-search';
import type { FoundMember } from '../video-meetings/video-meetings-api';
import { dbsCheckFormSchema, type DbsCheckFormInput, type DbsCheckFormValues } from './dbs-check-form.schema';
import { fetchDbsCheck, recordDbsCheck, revokeDbsCheck, type DbsCheck } from './dbs-checks-api';

const problem = (cause: unknown): string => (cause instanceof ApiError ? cause.serverMessage() : 'Please try again.');

/** The admin's DBS checks tab: find a member, then record (after seeing it) or revoke their enhanced DBS check. */
export function DbsChecksTab() {
  const [query, setQuery] = useState('');
  const [member, setMember] = useState<FoundMember | null>(null);
  const search = useMemberSearch(query);

  return (
    <section aria-labelledby="dbs-checks-heading" className="flex flex-col gap-6">
      <h2 id="dbs-checks-heading" className="text-2xl font-bold">
        Enhanced DBS checks
      </h2>
      <p className="text-ink-muted">
        Record a check only after seeing the member&apos;s enhanced DBS certificate. No document is stored: only the
        certificate number&apos;s last 4 digits and its issue date.
      </p>
      <TextField
        id="dbs-member-search"
        label="Find a member by name"
        type="search"
        autoComplete="off"
        maxLength={SEARCH_MAX_CHARS}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p role="status" className="text-sm text-ink-muted">
        {search.status === 'idle' ? `Type at least ${SEARCH_MIN_CHARS} letters of a name.` : null}
        {search.status === 'searching' ? 'Searching...' : null}
        {search.status === 'failed' ? 'We could not search members. Please try again.' : null}
        {search.status === 'found' && search.members.length === 0 ? 'No members found.' : null}
      </p>
      {search.status === 'found' && search.members.length > 0 ? (
        <ul aria-label="Members found" className="flex flex-col gap-2">
          {search.members.map((found) => (
            <li key={found.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>{memberName(found)}</span>
              <Button
                size="sm"
                variant={member?.id === found.id ? 'primary' : 'secondary'}
                aria-label={`Choose ${memberName(found)}`}
                aria-pressed={member?.id === found.id}
                onClick={() => setMember(found)}
              >
                Choose
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {member ? <MemberDbsCheck key={member.id} member={member} /> : null}
    </section>
  );
}

function MemberDbsCheck({ member }: { member: FoundMember }) {
  const { toast } = useToast();
  const name = memberName(member);
  const load = useCallback((signal: AbortSignal) => fetchDbsCheck(member.id, signal), [member.id]);
  const { loaded, reload } = useLoaded(load);
  const [revoking, setRevoking] = useState(false);

  const revoke = async () => {
    setRevoking(true);
    try {
      await revokeDbsCheck(member.id);
      toast({ title: 'DBS check revoked', description: `${name} no longer shows the enhanced DBS badge.` });
      reload();
    } catch (cause) {
      toast({ variant: 'destructive', title: 'Failed to revoke the DBS check', description: problem(cause) });
    } finally {
      setRevoking(false);
    }
  };

  return (
    <section
      aria-labelledby="member-dbs-heading"
      className="flex flex-col gap-4 rounded-2xl border border-sand-200 bg-white p-6"
    >
      <h3 id="member-dbs-heading" className="text-xl font-bold">
        {name}
      </h3>
      {loaded.status === 'loading' ? <Spinner label={`Loading ${name}'s DBS check`} /> : null}
      {loaded.status === 'failed' ? (
        <p role="alert" className="text-danger-800">
          We could not load this member&apos;s DBS check. Please try again later.
        </p>
      ) : null}
      {loaded.status === 'ready' ? (
        <CurrentCheck check={loaded.value} revoking={revoking} onRevoke={() => void revoke()} />
      ) : null}
      <DbsCheckForm member={member} onRecorded={reload} />
    </section>
  );
}

function CurrentCheck({
  check,
  revoking,
  onRevoke,
}: {
  check: DbsCheck | null;
  revoking: boolean;
  onRevoke: () => void;
}) {
  if (!check) return <p data-testid="dbs-current">No enhanced DBS check recorded.</p>;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p data-testid="dbs-current">
        Certificate ending {check.certificateLast4}, issued {check.issuedOn}
      </p>
      <Button variant="secondary" size="sm" pending={revoking} onClick={onRevoke}>
        Revoke DBS check
      </Button>
    </div>
  );
}

function DbsCheckForm({ member, onRecorded }: { member: FoundMember; onRecorded: () => void }) {
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DbsCheckFormInput, unknown, DbsCheckFormValues>({
    resolver: zodResolver(dbsCheckFormSchema),
    defaultValues: { certificateNumber: '', issuedOn: '' },
  });

  const onSubmit = async (values: DbsCheckFormValues) => {
    try {
      await recordDbsCheck(member.id, values);
      toast({ title: 'DBS check recorded', description: `${memberName(member)} now shows the enhanced DBS badge.` });
      reset();
      onRecorded();
    } catch (cause) {
      toast({ variant: 'destructive', title: 'Failed to record the DBS check', description: problem(cause) });
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby="dbs-form-heading"
      className="flex flex-col gap-4"
    >
      <h4 id="dbs-form-heading" className="text-lg font-bold">
        Record an enhanced DBS check
      </h4>
      <TextField
        id="dbs-certificate-number"
        label="Certificate number"
        hint="The 12 digits printed on the certificate."
        inputMode="numeric"
        autoComplete="off"
        maxLength={32}
        error={errors.certificateNumber?.message}
        {...register('certificateNumber')}
      />
      <TextField
        id="dbs-issued-on"
        label="Issue date"
        type="date"
        error={errors.issuedOn?.message}
        {...register('issuedOn')}
      />
      <Button type="submit" pending={isSubmitting} className="self-start">
        {isSubmitting ? 'Recording...' : 'Record DBS check'}
      </Button>
    </form>
  );
}
