import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { fetchJson } from '../../api/api-request';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { failureMessage, fieldFailure } from '../account-links/api-failure';
import { PasswordField } from '../auth/password-field';
import { ERASURE_PHRASE, eraseAccountFormSchema, type EraseAccountValues } from './erase-account.schema';

/** Where the browser goes once the account is erased (the gateway has already cleared the session cookies). */
export const AFTER_ERASURE_URL = '/';

export function eraseAccount(values: EraseAccountValues): Promise<{ message: string }> {
  const password = values.password === '' ? {} : { password: values.password };
  return fetchJson('/api/account/erase', { method: 'POST', json: { ...password, confirmation: values.confirmation } });
}

/** The danger zone of the Security tab: the member erases their account, knowing what that means (ADR 032). */
export function EraseAccountSection({ onErased = () => window.location.assign(AFTER_ERASURE_URL) }) {
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EraseAccountValues>({
    resolver: zodResolver(eraseAccountFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });

  const onSubmit = async (values: EraseAccountValues) => {
    try {
      await eraseAccount(values);
      onErased();
    } catch (error) {
      const password = fieldFailure(error, 'password');
      const confirmation = fieldFailure(error, 'confirmation');
      if (password) setError('password', { message: password });
      if (confirmation) setError('confirmation', { message: confirmation });
      if (!password && !confirmation) {
        toast({
          variant: 'destructive',
          title: 'Failed to erase your account',
          description: failureMessage(error, 'Please try again in a moment.'),
        });
      }
    }
  };

  return (
    <section
      aria-labelledby="erase-account-heading"
      className="flex flex-col gap-4 rounded-xl border-2 border-danger-600 p-4"
    >
      <h2 id="erase-account-heading" className="text-xl font-bold text-danger-800">
        Erase your account
      </h2>
      <div className="text-ink">
        <p>This cannot be undone. When you erase your account:</p>
        <ul className="mt-2 list-disc pl-6">
          <li>you are signed out everywhere and cannot sign in again;</li>
          <li>your profile, photos, services, meetings, messages you sent and documents are deleted;</li>
          <li>your forum posts and replies stay, shown as written by &quot;Former member&quot;;</li>
          <li>records of payments are kept for six years, as the law requires, without your name or email address.</li>
        </ul>
      </div>
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="flex max-w-md flex-col gap-4"
        aria-labelledby="erase-account-heading"
      >
        <PasswordField
          id="erasePassword"
          label="Your password (leave empty if you only sign in with Google or Facebook)"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          id="eraseConfirmation"
          label={`Type "${ERASURE_PHRASE}" to confirm`}
          autoComplete="off"
          error={errors.confirmation?.message}
          {...register('confirmation')}
        />
        <Button type="submit" variant="danger" pending={isSubmitting} className="self-start">
          {isSubmitting ? 'Erasing...' : 'Erase my account'}
        </Button>
      </form>
    </section>
  );
}
