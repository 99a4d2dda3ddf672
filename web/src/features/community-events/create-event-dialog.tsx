import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, DialogActions, DialogContent } from '../../components/ui/dialog';
import { errorProps, FieldError } from '../../components/ui/field-error';
import { FieldLabel } from '../../components/ui/field-label';
import { TextareaField } from '../../components/ui/textarea-field';
import { inputStyles, TextField } from '../../components/ui/text-field';
import { createCommunityEvent, type CommunityEvent } from './community-events-api';
import {
  createEventFormSchema,
  DEFAULT_PARTICIPANTS,
  MAX_PARTICIPANTS,
  MIN_PARTICIPANTS,
  type CreateEventFormInput,
  type CreateEventFormValues,
} from './community-event.schema';
import { EVENT_TYPE_LABELS, REPEAT_OPTIONS } from './event-words';

const EMPTY_FORM: CreateEventFormInput = {
  title: '',
  description: '',
  eventType: '' as CreateEventFormInput['eventType'],
  isVirtual: false,
  location: '',
  startDateTime: '',
  endDateTime: '',
  maxParticipants: DEFAULT_PARTICIPANTS,
  repeats: 'none',
  recurrenceRule: '',
};

interface CreateEventDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (event: CommunityEvent) => void;
}

/** 'Create Event': on success the toast 'Event Created', the dialog closes, the form resets and the list refetches. */
export function CreateEventDialog({ open, onOpenChange, onCreated }: CreateEventDialogProps) {
  const { toast } = useToast();
  const schema = useMemo(() => createEventFormSchema(), []);
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CreateEventFormInput, unknown, CreateEventFormValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_FORM,
  });
  const isVirtual = watch('isVirtual');
  const repeats = watch('repeats');

  const onSubmit = async (values: CreateEventFormValues) => {
    try {
      const created = await createCommunityEvent({
        title: values.title,
        description: values.description || null,
        eventType: values.eventType,
        isVirtual: values.isVirtual,
        location: values.isVirtual ? null : values.location || null,
        // datetime-local values are the member's local time: send the instant, so the server need not guess a zone.
        startDateTime: new Date(values.startDateTime).toISOString(),
        endDateTime: new Date(values.endDateTime).toISOString(),
        maxParticipants: values.maxParticipants,
        ...(values.repeats === 'none'
          ? {}
          : {
              repeats: values.repeats,
              recurrenceRule: values.repeats === 'custom' ? values.recurrenceRule : null,
            }),
      });
      toast({ title: 'Event Created', description: `${created.title} is now listed.` });
      reset(EMPTY_FORM);
      onOpenChange(false);
      onCreated(created);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to create event',
        description: error instanceof ApiError ? error.serverMessage() : 'Please try again.',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Create Event" description="Organise a gathering for other parents.">
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 flex flex-col gap-4">
          <TextField id="event-title" label="Title" error={errors.title?.message} {...register('title')} />
          <TextareaField
            id="event-description"
            label="Description"
            rows={4}
            error={errors.description?.message}
            {...register('description')}
          />
          <div>
            <FieldLabel htmlFor="event-type">Event type</FieldLabel>
            <select
              id="event-type"
              className={inputStyles}
              {...register('eventType')}
              {...errorProps('event-type', errors.eventType?.message)}
            >
              <option value="">Choose a type</option>
              {EVENT_TYPE_LABELS.map((type) => (
                <option key={type.key} value={type.key}>
                  {type.label}
                </option>
              ))}
            </select>
            <FieldError fieldId="event-type" message={errors.eventType?.message} />
          </div>
          <Controller
            control={control}
            name="isVirtual"
            render={({ field }) => (
              <Checkbox
                id="event-virtual"
                label="Virtual event"
                name={field.name}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          {isVirtual ? null : (
            <TextField
              id="event-location"
              label="Location"
              hint="Leave empty if not yet known"
              error={errors.location?.message}
              {...register('location')}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="event-start"
              label="Starts"
              type="datetime-local"
              error={errors.startDateTime?.message}
              {...register('startDateTime')}
            />
            <TextField
              id="event-end"
              label="Ends"
              type="datetime-local"
              error={errors.endDateTime?.message}
              {...register('endDateTime')}
            />
          </div>
          <div>
            <FieldLabel htmlFor="event-repeats">Repeats</FieldLabel>
            <select
              id="event-repeats"
              className={inputStyles}
              {...register('repeats')}
              {...errorProps('event-repeats', errors.repeats?.message)}
            >
              {REPEAT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <FieldError fieldId="event-repeats" message={errors.repeats?.message} />
          </div>
          {repeats === 'custom' ? (
            <TextField
              id="event-recurrence-rule"
              label="Repeat rule"
              hint="An iCalendar rule: FREQ (DAILY, WEEKLY or MONTHLY), INTERVAL, BYDAY, BYMONTHDAY, COUNT or UNTIL, e.g. FREQ=WEEKLY;BYDAY=TU;COUNT=6"
              error={errors.recurrenceRule?.message}
              {...register('recurrenceRule')}
            />
          ) : null}
          {repeats === 'none' ? null : (
            <p className="text-sm text-ink-muted">
              Each date is its own event with its own places (up to 26 dates, half a year ahead).
            </p>
          )}
          <TextField
            id="event-max-participants"
            label="Max participants"
            type="number"
            min={MIN_PARTICIPANTS}
            max={MAX_PARTICIPANTS}
            hint="Each child brought takes a place too"
            error={errors.maxParticipants?.message}
            {...register('maxParticipants', { valueAsNumber: true })}
          />
          <DialogActions>
            <Button type="submit" pending={isSubmitting}>
              {isSubmitting ? 'Creating...' : 'Create Event'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
