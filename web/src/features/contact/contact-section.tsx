import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, parseJson } from '../../api/api-error';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { submitContactQuery } from './contact-api';
import { contactFormSchema, type ContactFormValues } from './contact-form.schema';

const EMPTY: ContactFormValues = { firstName: '', lastName: '', email: '', subject: '', message: '', website: '' };
const FIELDS = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;

/** The landing page's contact section (anchor `contact-us`): a query to the Village team, signed in or not. */
export function ContactSection() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <section id="contact-us" aria-labelledby="contact-us-title" tabIndex={-1} className="bg-sand-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:grid-cols-2">
        <div>
          <h2 id="contact-us-title" className="text-3xl font-extrabold">
            Get in touch
          </h2>
          <p className="mt-3 text-lg text-ink-muted">
            A question about Village, a service or your account? Send us a message and we will reply by email, usually
            within two working days.
          </p>
        </div>
        {sentTo ? <ThankYou email={sentTo} onAnother={() => setSentTo(null)} /> : <ContactForm onSent={setSentTo} />}
      </div>
    </section>
  );
}

function ThankYou({ email, onAnother }: { email: string; onAnother: () => void }) {
  return (
    <div role="status" className="flex flex-col items-start gap-4 rounded-2xl border border-sand-200 bg-white p-6">
      <h3 className="text-xl font-bold">Thank you, we have your message</h3>
      <p>
        We have sent a confirmation to <strong>{email}</strong> and will reply to that address.
      </p>
      <Button variant="secondary" onClick={onAnother}>
        Send another message
      </Button>
    </div>
  );
}

function ContactForm({ onSent }: { onSent: (email: string) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({ resolver: zodResolver(contactFormSchema), defaultValues: EMPTY });

  const onSubmit = async (values: ContactFormValues) => {
    setFailure(null);
    try {
      await submitContactQuery(values);
      onSent(values.email);
    } catch (error) {
      const body = error instanceof ApiError ? parseJson(error.body) : undefined;
      const fieldErrors = (body as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors ?? {};
      for (const field of FIELDS) if (fieldErrors[field]) setError(field, { message: fieldErrors[field] });
      setFailure(
        error instanceof ApiError ? error.serverMessage() : 'We could not send your message. Please try again.',
      );
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby="contact-us-title"
      className="flex flex-col gap-4 rounded-2xl border border-sand-200 bg-white p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="contact-first-name"
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id="contact-last-name"
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        id="contact-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField id="contact-subject" label="Subject" error={errors.subject?.message} {...register('subject')} />
      <TextareaField
        id="contact-message"
        label="Message"
        rows={5}
        error={errors.message?.message}
        {...register('message')}
      />
      {/* The honeypot: out of sight and out of the tab order, so only robots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      {failure ? (
        <p role="alert" className="rounded-lg bg-danger-50 p-3 text-danger-800">
          {failure}
        </p>
      ) : null}
      <Button type="submit" pending={isSubmitting} className="self-start">
        {isSubmitting ? 'Sending...' : 'Send message'}
      </Button>
    </form>
  );
}
