import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import type { ChatMessage } from './call-channel';

export const MAX_CHAT_MESSAGE_LENGTH = 1000;

export const chatFormSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Write a message before sending')
    .max(MAX_CHAT_MESSAGE_LENGTH, `A message can be at most ${MAX_CHAT_MESSAGE_LENGTH} characters`),
});

type ChatFormValues = z.infer<typeof chatFormSchema>;

const timeOf = (timestamp: string) =>
  new Date(timestamp).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The call's chat: every participant's messages as the server relays them; Enter sends, blank text is not sent. */
export function ChatPanel({
  id,
  messages,
  onSend,
}: {
  id: string;
  messages: ChatMessage[];
  /** Answers the server's refusal, or null when the message went. */
  onSend: (text: string) => Promise<string | null>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChatFormValues>({ resolver: zodResolver(chatFormSchema), defaultValues: { text: '' } });
  const end = useRef<HTMLLIElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);

  const submit = handleSubmit(async ({ text }) => {
    const refusal = await onSend(text);
    if (refusal) setError('text', { message: refusal });
    else reset();
  });

  return (
    <aside
      id={id}
      aria-labelledby={`${id}-heading`}
      className="flex h-full flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-4 text-ink"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        Chat
      </h2>
      <ol aria-label="Chat messages" aria-live="polite" className="flex min-h-40 flex-1 flex-col gap-3 overflow-y-auto">
        {messages.length === 0 ? <li className="text-ink-muted">No messages yet.</li> : null}
        {messages.map((message) => (
          <li key={message.id}>
            <p className="text-sm">
              <span className="font-semibold">{message.sender}</span>{' '}
              <time dateTime={message.timestamp} className="text-ink-muted">
                {timeOf(message.timestamp)}
              </time>
            </p>
            <p className="break-words whitespace-pre-line">{message.text}</p>
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
      <form noValidate onSubmit={submit} className="flex items-end gap-2">
        <TextField
          id={`${id}-message`}
          label="Message"
          autoComplete="off"
          className="flex-1"
          error={errors.text?.message}
          {...register('text')}
        />
        <Button type="submit" pending={isSubmitting}>
          Send
        </Button>
      </form>
    </aside>
  );
}
