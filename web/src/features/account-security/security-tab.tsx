import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useToast } from '../../components/toast';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { PasswordField } from '../auth/password-field';
import { DataExportSection } from '../data-export/data-export-section';
import { failureMessage, fieldFailure } from '../account-links/api-failure';
import { changePasswordFormSchema, type ChangePasswordValues } from './change-password.schema';
import { deviceNameOf } from './device-name';
import { EraseAccountSection } from './erase-account-section';
import { END_SESSION_MUTATION, MY_SESSIONS_QUERY, SIGN_OUT_EVERYWHERE_MUTATION } from './member-sessions.query';
import { changePassword } from './security-api';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const shown = (value: string) => dateTime.format(new Date(value));

/** Where the browser goes once every session has ended: clears this browser's cookies, then the home page. */
export const SIGNED_OUT_URL = '/api/logout';

/** The Security tab of /profile-setup: password change and the devices the member is signed in on. */
export function SecurityTab({ onSignedOutEverywhere = () => window.location.assign(SIGNED_OUT_URL) }) {
  return (
    <div className="flex flex-col gap-8">
      <ChangePasswordSection />
      <DevicesSection onSignedOutEverywhere={onSignedOutEverywhere} />
      <DataExportSection />
      <EraseAccountSection />
    </div>
  );
}

function ChangePasswordSection() {
  const { toast } = useToast();
  const [changed, setChanged] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = async ({ currentPassword, newPassword }: ChangePasswordValues) => {
    setChanged(undefined);
    try {
      const { message } = await changePassword(currentPassword, newPassword);
      reset();
      setChanged(message);
      toast({ title: 'Password changed', description: message });
    } catch (error) {
      const current = fieldFailure(error, 'currentPassword');
      const next = fieldFailure(error, 'newPassword');
      if (current) setError('currentPassword', { message: current });
      if (next) setError('newPassword', { message: next });
      if (!current && !next) {
        toast({
          variant: 'destructive',
          title: 'Failed to change password',
          description: failureMessage(error, 'Please try again in a moment.'),
        });
      }
    }
  };

  return (
    <section aria-labelledby="change-password-heading" className="flex flex-col gap-4">
      <h2 id="change-password-heading" className="text-xl font-bold">
        Change password
      </h2>
      <p className="text-ink-muted">Your other devices are signed out when you change it.</p>
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="flex max-w-md flex-col gap-4"
        aria-labelledby="change-password-heading"
      >
        <PasswordField
          id="currentPassword"
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          id="newPassword"
          label="New password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          id="confirmPassword"
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" pending={isSubmitting} className="self-start">
          {isSubmitting ? 'Changing...' : 'Change password'}
        </Button>
        {changed && (
          <p role="status" className="rounded-lg bg-sage-50 p-3 text-sage-700">
            {changed}
          </p>
        )}
      </form>
    </section>
  );
}

function DevicesSection({ onSignedOutEverywhere }: { onSignedOutEverywhere: () => void }) {
  const { toast } = useToast();
  const { data, loading, error } = useQuery(MY_SESSIONS_QUERY, { fetchPolicy: 'network-only' });
  const [endSession, ending] = useMutation(END_SESSION_MUTATION, {
    refetchQueries: [{ query: MY_SESSIONS_QUERY }],
    awaitRefetchQueries: true,
  });
  const [signOutEverywhere, endingAll] = useMutation(SIGN_OUT_EVERYWHERE_MUTATION);
  const [endingId, setEndingId] = useState<string>();

  const end = async (id: string, name: string) => {
    setEndingId(id);
    try {
      await endSession({ variables: { id } });
      toast({ title: 'Device signed out', description: `${name} is no longer signed in.` });
    } catch (failure) {
      toast({ variant: 'destructive', title: 'Failed to sign out device', description: (failure as Error).message });
    } finally {
      setEndingId(undefined);
    }
  };

  const endAll = async () => {
    try {
      await signOutEverywhere();
      onSignedOutEverywhere();
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: 'Failed to sign out everywhere',
        description: (failure as Error).message,
      });
    }
  };

  return (
    <section aria-labelledby="devices-heading" className="flex flex-col gap-4">
      <h2 id="devices-heading" className="text-xl font-bold">
        Signed-in devices
      </h2>
      {loading && <Skeleton className="h-24 w-full" />}
      {error && (
        <p role="alert" className="text-clay-800">
          Your devices could not be loaded. Please try again in a moment.
        </p>
      )}
      {data && (
        <ul className="flex flex-col divide-y divide-sand-200 rounded-2xl border border-sand-200" aria-label="Devices">
          {data.mySessions.map((session) => {
            const name = deviceNameOf(session.userAgent);
            return (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <p className="font-semibold">
                    {name} {session.current && <Badge>This device</Badge>}
                  </p>
                  <p className="text-sm text-ink-muted">
                    Signed in {shown(session.signedInAt)} · last active {shown(session.lastActiveAt)}
                    {session.network ? ` · network ${session.network}` : ''}
                  </p>
                </div>
                {!session.current && (
                  <Button
                    variant="secondary"
                    size="sm"
                    pending={ending.loading && endingId === session.id}
                    onClick={() => void end(session.id, name)}
                    aria-label={`Sign out ${name}`}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <Button variant="secondary" pending={endingAll.loading} onClick={() => void endAll()}>
          Sign out everywhere
        </Button>
        <p className="mt-2 text-sm text-ink-muted">Ends every session, this one included.</p>
      </div>
    </section>
  );
}
