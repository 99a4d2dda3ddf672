import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button';
import { linkStyles } from '../../components/ui/button-styles';
import { AuthLayout } from '../auth/auth-layout';
import { PasswordField } from '../auth/password-field';
import { resetPassword } from './account-links-api';
import { failureMessage, fieldFailure } from './api-failure';
import { resetPasswordFormSchema, type ResetPasswordValues } from './new-password.schema';

/** /reset-password?token=…: a new password (twice); every session of the account ends, then the member signs in. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { toast } = useToast();
  const [done, setDone] = useState<string>();
  const [linkFailure, setLinkFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = async ({ password }: ResetPasswordValues) => {
    try {
      setDone((await resetPassword(token, password)).message);
    } catch (error) {
      const passwordProblem = fieldFailure(error, 'password');
      if (passwordProblem) {
        setError('password', { message: passwordProblem });
        return;
      }
      const message = failureMessage(error, 'Please try again in a moment.');
      if (fieldFailure(error, 'token')) setLinkFailure(message);
      toast({ variant: 'destructive', title: 'Password not changed', description: message });
    }
  };

  if (done) {
    return (
      <AuthLayout title="Password changed" subtitle="You have been signed out everywhere.">
        <p role="status" className="mb-6 rounded-lg bg-sage-50 p-4 text-sage-700">
          {done}
        </p>
        <ButtonLink to="/signin" block size="lg">
          Sign in
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password" subtitle="At least 8 characters, and not one that is easy to guess.">
      {!token || linkFailure ? (
        <div className="flex flex-col gap-4">
          <p role="alert" className="rounded-lg bg-clay-50 p-4 text-clay-800">
            {linkFailure ?? 'This link is invalid or has expired. Please request a new one.'}
          </p>
          <Link to="/signin?view=forgot" className={linkStyles}>
            Request a new reset link
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-label="New password">
          <PasswordField
            id="password"
            label="New password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            id="confirmPassword"
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" block size="lg" pending={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
