import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, parseJson } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { useLoaded } from '../../lib/use-loaded';
import { addPreEmptiveBlock, listPreEmptiveBlocks, removePreEmptiveBlock } from './pre-emptive-blocks-api';
import { preEmptiveBlockFormSchema, type PreEmptiveBlockFormValues } from './pre-emptive-block.schema';

const addedOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

const messageOf = (cause: unknown): string => (cause instanceof ApiError ? cause.serverMessage() : 'Please try again.');

/**
 * Blocking someone by email address before they join: for the Security tab. The address is sent once and never
 * shown again; the list shows only the member's own label and the date.
 */
export function PreEmptiveBlocksPanel() {
  const { toast } = useToast();
  const { loaded, reload } = useLoaded(listPreEmptiveBlocks);
  const [pending, setPending] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PreEmptiveBlockFormValues>({
    resolver: zodResolver(preEmptiveBlockFormSchema),
    defaultValues: { email: '', label: '' },
  });

  const add = async (values: PreEmptiveBlockFormValues) => {
    setPending(true);
    try {
      await addPreEmptiveBlock({ email: values.email, ...(values.label ? { label: values.label } : {}) });
      reset();
      reload();
      toast({ title: 'Address blocked', description: 'If they join Village, they will be blocked at once.' });
    } catch (cause) {
      const body = cause instanceof ApiError ? parseJson(cause.body) : undefined;
      const fieldErrors = (body as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors ?? {};
      for (const [field, message] of Object.entries(fieldErrors)) {
        if (field === 'email' || field === 'label') setError(field, { message });
      }
      toast({ variant: 'destructive', title: 'Failed to block address', description: messageOf(cause) });
    } finally {
      setPending(false);
    }
  };

  const remove = async (id: string) => {
    setPending(true);
    try {
      await removePreEmptiveBlock(id);
      reload();
      toast({ title: 'Block removed' });
    } catch (cause) {
      toast({ variant: 'destructive', title: 'Failed to remove block', description: messageOf(cause) });
    } finally {
      setPending(false);
    }
  };
  const blocks = loaded.status === 'ready' ? loaded.value : undefined;

  return (
    <section aria-labelledby="pre-emptive-blocks-heading">
      <h2 id="pre-emptive-blocks-heading" className="text-xl font-bold">
        Block someone before they join
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Enter the email address of someone you never want to meet on Village. We keep only a coded fingerprint of it,
        never the address. If they join, they are blocked straight away and are not told.
      </p>
      <form
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
        onSubmit={(event) => void handleSubmit(add)(event)}
      >
        <TextField
          id="pre-emptive-block-email"
          label="Email address to block"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="pre-emptive-block-label"
          label="Label (optional, only you see it)"
          autoComplete="off"
          error={errors.label?.message}
          {...register('label')}
        />
        <Button type="submit" disabled={pending}>
          Block address
        </Button>
      </form>
      {loaded.status === 'loading' ? <Spinner label="Loading blocked addresses" /> : null}
      {loaded.status === 'failed' ? (
        <p role="alert" className="mt-3 text-danger-800">
          We could not load the addresses you blocked. Please try again later.
        </p>
      ) : null}
      {blocks && blocks.length === 0 ? <p className="mt-3">You have not blocked any addresses.</p> : null}
      {blocks && blocks.length > 0 ? (
        <ul
          aria-label="Blocked addresses"
          className="mt-3 divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white"
        >
          {blocks.map((block, index) => {
            const name = block.label ?? `Email address ${blocks.length - index}`;
            return (
              <li key={block.id} className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{name}</p>
                  <p className="text-sm text-ink-muted">
                    Email address · blocked on {addedOn.format(new Date(block.createdAt))}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={pending}
                  onClick={() => void remove(block.id)}
                  aria-label={`Remove block: ${name}`}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
