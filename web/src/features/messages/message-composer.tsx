import { zodResolver } from '@hookform/resolvers/zod';
import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../api/api-error';
import { Button } from '../../components/ui/button';
import { TextareaField } from '../../components/ui/textarea-field';
import { MAX_MESSAGE_LENGTH, sendMessage } from './messages-api';

export const messageFormSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Write a message before sending')
    .max(MAX_MESSAGE_LENGTH, `A message can be at most ${MAX_MESSAGE_LENGTH} characters`),
});

type MessageFormValues = z.infer<typeof messageFormSchema>;

/** Writes a message: Enter sends, Shift+Enter starts a new line; a blank message is never sent. */
export function MessageComposer({ conversationId, onSent }: { conversationId: string; onSent: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MessageFormValues>({ resolver: zodResolver(messageFormSchema), defaultValues: { body: '' } });

  const onSubmit = async (values: MessageFormValues) => {
    try {
      await sendMessage(conversationId, values.body);
      reset();
      onSent();
    } catch (error) {
      setError('body', { message: error instanceof ApiError ? error.serverMessage() : 'Please try again.' });
    }
  };
  const submit = handleSubmit(onSubmit);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!isSubmitting) void submit();
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 border-t border-sand-200 pt-4">
      <TextareaField
        id="message-body"
        label="Your message"
        hint="Enter sends; Shift+Enter starts a new line."
        rows={3}
        error={errors.body?.message}
        onKeyDown={onKeyDown}
        {...register('body')}
      />
      <Button type="submit" pending={isSubmitting} className="self-end">
        Send
      </Button>
    </form>
  );
}
