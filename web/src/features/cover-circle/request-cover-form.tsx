import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { TextField } from '../../components/ui/text-field';
import { fieldErrorsOf, serverMessageOr } from '../video-meetings/server-message';
import { requestCover } from './cover-circle-api';
import {
  CHILDREN_CHOICES,
  COVER_FORM_FIELDS,
  coverFormDefaults,
  coverRequestFormSchema,
  londonToday,
  MAX_COVER_NOTE_LENGTH,
  type CoverRequestFormInput,
  type CoverRequestFormValues,
} from './cover-request.schema';

/** 'Ask for cover': a day, a time window, how many children and a short note; the circle is emailed at once. */
export function RequestCoverForm({ onRequested }: { onRequested: () => void }) {
  const { toast } = useToast();
  const today = useMemo(() => londonToday(), []);
  const schema = useMemo(() => coverRequestFormSchema(today), [today]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CoverRequestFormInput, unknown, CoverRequestFormValues>({
    resolver: zodResolver(schema),
    defaultValues: coverFormDefaults(today),
  });

  const onSubmit = async (values: CoverRequestFormValues) => {
    try {
      await requestCover(values);
      toast({ title: 'Cover requested', description: 'Your circle has been emailed.' });
      reset(coverFormDefaults(today));
      onRequested();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      for (const field of COVER_FORM_FIELDS) {
        const message = fieldErrors[field];
        if (typeof message === 'string') setError(field, { message });
      }
      toast({ variant: 'destructive', title: 'Failed to request cover', description: serverMessageOr(error) });
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="Ask for urgent cover"
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id="cover-day"
          label="Day"
          type="date"
          min={today}
          error={errors.day?.message}
          {...register('day')}
        />
        <TextField
          id="cover-from"
          label="From"
          type="time"
          error={errors.fromTime?.message}
          {...register('fromTime')}
        />
        <TextField
          id="cover-until"
          label="Until"
          type="time"
          error={errors.untilTime?.message}
          {...register('untilTime')}
        />
      </div>
      <SelectField
        id="cover-children"
        label="Number of children"
        placeholder="Choose how many"
        options={CHILDREN_CHOICES}
        hint="Only how many: never names or ages."
        error={errors.children?.message}
        {...register('children')}
      />
      <TextareaField
        id="cover-note"
        label="Note (optional)"
        rows={3}
        maxLength={MAX_COVER_NOTE_LENGTH}
        hint={`Up to ${MAX_COVER_NOTE_LENGTH} characters, e.g. what happened and where you are.`}
        error={errors.note?.message}
        {...register('note')}
      />
      <div>
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? 'Asking your circle...' : 'Ask for cover'}
        </Button>
      </div>
    </form>
  );
}
