import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { linkStyles } from '../../components/ui/button-styles';
import { TextField } from '../../components/ui/text-field';
import { authEntrySchema, joinEntrySchema, type AuthEntryInput, type AuthEntryValues } from './auth-entry.schema';
import type { AuthPrefill } from './auth-prefill';

export type AuthMode = 'signup' | 'signin';

interface AuthEntryFormProps {
  mode: AuthMode;
  defaults: AuthPrefill;
  onSubmitted: (values: AuthPrefill) => void;
  onForgotPassword: (values: AuthPrefill) => void;
  onSwitchMode: (mode: AuthMode, current: AuthPrefill) => void;
}

const SUBMIT_TEXT: Record<AuthMode, { idle: string; pending: string }> = {
  signup: { idle: 'Create Account', pending: 'Creating Account...' },
  signin: { idle: 'Sign In', pending: 'Signing In...' },
};

export function AuthEntryForm({ mode, defaults, onSubmitted, onForgotPassword, onSwitchMode }: AuthEntryFormProps) {
  const [pending, setPending] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<AuthEntryInput, unknown, AuthEntryValues>({
    resolver: zodResolver(mode === 'signup' ? joinEntrySchema : authEntrySchema),
    defaultValues: { fullName: defaults.fullName ?? '', email: defaults.email ?? '' },
  });

  const submit = (values: AuthEntryValues) => {
    setPending(true);
    onSubmitted(mode === 'signup' ? values : { email: values.email });
  };

  const switchMode = () => {
    const { fullName, email } = getValues();
    onSwitchMode(mode === 'signup' ? 'signin' : 'signup', { fullName, email });
  };

  return (
    <>
      <form
        noValidate
        onSubmit={handleSubmit(submit)}
        aria-label={mode === 'signup' ? 'Create account' : 'Sign in'}
        className="flex flex-col gap-4"
      >
        {mode === 'signup' ? (
          <TextField
            id="auth-full-name"
            label="Full name"
            autoComplete="name"
            error={errors.fullName?.message}
            {...register('fullName')}
          />
        ) : null}
        <TextField
          id="auth-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        {mode === 'signin' ? (
          <button
            type="button"
            onClick={() => onForgotPassword({ email: getValues('email') })}
            className="min-h-6 self-start font-semibold text-clay-700 underline underline-offset-4 hover:text-clay-800"
          >
            Forgot your password?
          </button>
        ) : null}
        <Button type="submit" pending={pending} block>
          {pending ? SUBMIT_TEXT[mode].pending : SUBMIT_TEXT[mode].idle}
        </Button>
      </form>
      <p className="mt-6 text-sm">
        {mode === 'signup' ? 'Already have an account? ' : 'New to Village? '}
        <button type="button" className={`${linkStyles} min-h-6`} onClick={switchMode}>
          {mode === 'signup' ? 'Sign In' : 'Sign Up'}
        </button>
      </p>
    </>
  );
}
