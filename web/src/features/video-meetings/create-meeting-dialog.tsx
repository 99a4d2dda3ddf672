import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, DialogActions, DialogContent } from '../../components/ui/dialog';
import { TextareaField } from '../../components/ui/textarea-field';
import { TextField } from '../../components/ui/text-field';
import { MeetingTypeField } from './meeting-type-field';
import { fieldErrorsOf, serverMessageOr } from './server-message';
import {
  DURATION_MAX,
  DURATION_MIN,
  MEETING_FORM_DEFAULTS,
  MEETING_FORM_FIELDS,
  meetingFormSchema,
  PARTICIPANTS_MAX,
  PARTICIPANTS_MIN,
  type MeetingFormInput,
  type MeetingFormValues,
} from './video-meeting.schema';
import { createVideoMeeting, type VideoMeeting } from './video-meetings-api';

interface CreateMeetingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (meeting: VideoMeeting) => void;
}

/** 'Create Meeting': the spec's Meeting form; 'Meeting Created' closes and resets it, the server's refusals show on their fields. */
export function CreateMeetingDialog({ open, onOpenChange, onCreated }: CreateMeetingDialogProps) {
  const { toast } = useToast();
  const schema = useMemo(() => meetingFormSchema(), []);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MeetingFormInput, unknown, MeetingFormValues>({
    resolver: zodResolver(schema),
    defaultValues: MEETING_FORM_DEFAULTS,
  });

  const onSubmit = async (values: MeetingFormValues) => {
    try {
      const created = await createVideoMeeting({
        title: values.title,
        ...(values.description ? { description: values.description } : {}),
        // datetime-local values are the member's local time: send the instant, so the server need not guess a zone.
        scheduledFor: new Date(values.scheduledFor).toISOString(),
        duration: values.duration,
        maxParticipants: values.maxParticipants,
        isPublic: values.isPublic,
        meetingType: values.meetingType,
      });
      toast({ title: 'Meeting Created', description: `${created.title} is scheduled.` });
      reset(MEETING_FORM_DEFAULTS);
      onOpenChange(false);
      onCreated(created);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      for (const field of MEETING_FORM_FIELDS) {
        const message = fieldErrors[field];
        if (typeof message === 'string') setError(field, { message });
      }
      toast({
        variant: 'destructive',
        title: 'Failed to create meeting',
        description: serverMessageOr(error),
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Create Meeting" description="Schedule a video meeting with other parents.">
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 flex flex-col gap-4">
          <TextField id="meeting-title" label="Title" error={errors.title?.message} {...register('title')} />
          <TextareaField
            id="meeting-description"
            label="Description (optional)"
            rows={3}
            error={errors.description?.message}
            {...register('description')}
          />
          <TextField
            id="meeting-scheduled-for"
            label="Date and time"
            type="datetime-local"
            error={errors.scheduledFor?.message}
            {...register('scheduledFor')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="meeting-duration"
              label="Duration (minutes)"
              type="number"
              min={DURATION_MIN}
              max={DURATION_MAX}
              step={5}
              error={errors.duration?.message}
              {...register('duration', { valueAsNumber: true })}
            />
            <TextField
              id="meeting-max-participants"
              label="Max participants"
              type="number"
              min={PARTICIPANTS_MIN}
              max={PARTICIPANTS_MAX}
              hint="Up to 4 connect directly; more need the video server"
              error={errors.maxParticipants?.message}
              {...register('maxParticipants', { valueAsNumber: true })}
            />
          </div>
          <MeetingTypeField error={errors.meetingType?.message} {...register('meetingType')} />
          <Controller
            control={control}
            name="isPublic"
            render={({ field }) => (
              <Checkbox
                id="meeting-public"
                label="Public meeting"
                hint="Any member can see and join it. Private meetings are for the members you invite."
                name={field.name}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <DialogActions>
            <Button type="submit" pending={isSubmitting}>
              {isSubmitting ? 'Creating...' : 'Create Meeting'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
