import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError, parseJson } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { RadioGroup } from '../../components/ui/radio-group';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { useLoaded } from '../../lib/use-loaded';
import { addPreEmptiveBlock, listPreEmptiveBlocks, removePreEmptiveBlock } from './pre-emptive-blocks-api';
import {
  PHONE_NUMBER_INPUT_MAX,
  preEmptiveBlockFormSchema,
  type PreEmptiveBlockFormValues,
  type PreEmptiveBlockKind,
} from './pre-emptive-block.schema';

const addedOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** The words for each kind of contact, in the form, the toasts and the list. */
const KIND_WORDS: Record<
  PreEmptiveBlockKind,
  { name: string; field: string; button: string; blocked: string; failed: string; joins: string }
> = {
  email: {
    name: 'Email address',
    field: 'Email address to block',
    button: 'Block address',
    blocked: 'Address blocked',
    failed: 'Failed to block address',
    joins: 'If they join Village, they will be blocked at once.',
  },
  phone: {
    name: 'Phone number',
    field: 'Phone number to block',
    button: 'Block number',
    blocked: 'Number blocked',
    failed: 'Failed to block number',
    joins: 'If they add this number to their Village profile, they will be blocked at once.',
  },
};
const KIND_OPTIONS = [
  { value: 'email', label: KIND_WORDS.email.name },
  { value: 'phone', label: KIND_WORDS.phone.name },
] as const;

const messageOf = (cause: unknown): string => (cause instanceof ApiError ? cause.serverMessage() : 'Please try again.');

/**
 * Blocking someone by email address or phone number before they join: for the Security tab. The contact is sent
 * once and never shown again; the list shows only the member's own label, the kind and the date.
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
    control,
    getValues,
    watch,
    formState: { errors },
  } = useForm<PreEmptiveBlockFormValues>({
    resolver: zodResolver(preEmptiveBlockFormSchema),
    defaultValues: { kind: 'email', contact: '', label: '' },
  });
  const kind = watch('kind');
  const words = KIND_WORDS[kind];

  const add = async (values: PreEmptiveBlockFormValues) => {
    const added = KIND_WORDS[values.kind];
    setPending(true);
    try {
      const contact = values.kind === 'email' ? { email: values.contact } : { phone: values.contact };
      await addPreEmptiveBlock({ ...contact, ...(values.label ? { label: values.label } : {}) });
      reset({ kind: values.kind, contact: '', label: '' });
      reload();
      toast({ title: added.blocked, description: added.joins });
    } catch (cause) {
      const body = cause instanceof ApiError ? parseJson(cause.body) : undefined;
      const fieldErrors = (body as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors ?? {};
      for (const [field, message] of Object.entries(fieldErrors)) {
        if (field === 'email' || field === 'phone') setError('contact', { message });
        if (field === 'label') setError(field, { message });
      }
      toast({ variant: 'destructive', title: added.failed, description: messageOf(cause) });
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
        Enter the email address or phone number of someone you never want to meet on Village. We keep only a coded
        fingerprint of it, never the address or number. If they join with that address, or add that number to their
        profile, they are blocked straight away and are not told; we do not tell you who they are either. A number
        without its country code is read as one from your country.
      </p>
      <form
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
        onSubmit={(event) => void handleSubmit(add)(event)}
      >
        <div className="sm:col-span-3">
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <RadioGroup
                legend="Block by"
                name={field.name}
                orientation="horizontal"
                options={KIND_OPTIONS}
                value={field.value}
                onValueChange={(value) =>
                  reset({ kind: value as PreEmptiveBlockKind, contact: '', label: getValues('label') })
                }
              />
            )}
          />
        </div>
        <TextField
          key={kind}
          id={`pre-emptive-block-${kind}`}
          label={words.field}
          type={kind === 'email' ? 'email' : 'tel'}
          autoComplete="off"
          maxLength={kind === 'phone' ? PHONE_NUMBER_INPUT_MAX : undefined}
          error={errors.contact?.message}
          {...register('contact')}
        />
        <TextField
          id="pre-emptive-block-label"
          label="Label (optional, only you see it)"
          autoComplete="off"
          error={errors.label?.message}
          {...register('label')}
        />
        <Button type="submit" disabled={pending}>
          {words.button}
        </Button>
      </form>
      {loaded.status === 'loading' ? <Spinner label="Loading blocked addresses and numbers" /> : null}
      {loaded.status === 'failed' ? (
        <p role="alert" className="mt-3 text-danger-800">
          We could not load the addresses and numbers you blocked. Please try again later.
        </p>
      ) : null}
      {blocks && blocks.length === 0 ? <p className="mt-3">You have not blocked any addresses or numbers.</p> : null}
      {blocks && blocks.length > 0 ? (
        <ul
          aria-label="Blocked addresses and numbers"
          className="mt-3 divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white"
        >
          {blocks.map((block, index) => {
            const kindName = KIND_WORDS[block.kind].name;
            const name = block.label ?? `${kindName} ${blocks.length - index}`;
            return (
              <li key={block.id} className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{name}</p>
                  <p className="text-sm text-ink-muted">
                    {kindName} · blocked on {addedOn.format(new Date(block.createdAt))}
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
