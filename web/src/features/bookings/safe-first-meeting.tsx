import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import type { Booking } from './bookings-api';
import {
  changeSafetyPlan,
  fetchBookingSafety,
  shareSafetyPlan,
  type BookingSafety,
  type SafetyPlan,
} from './safety-plan-api';
import {
  MEETING_NOTE_MAX,
  safetyPlanFormSchema,
  sharePlanRequestOf,
  type SafetyPlanFormValues,
} from './safety-plan.schema';

/** Service types where the two members meet in person: the ones a trusted contact should know about. */
const IN_PERSON_TYPES = new Set([
  'playdate',
  'rent_swap_home',
  'childcare',
  'holiday_gathering',
  'wellbeing_activity',
  'pet_services',
]);

export const meetsInPerson = (booking: Pick<Booking, 'service'>): boolean =>
  IN_PERSON_TYPES.has(booking.service?.type ?? '');

const timeLabel = (at: string): string =>
  new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A safe first meeting on a confirmed booking with someone new: share the plan with a trusted contact, then check in.
 * Nothing shows when the booking cannot have a plan (the two have met before, or it is not in person).
 */
export function SafeFirstMeeting({ booking }: { booking: Booking }) {
  const [safety, setSafety] = useState<BookingSafety | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    fetchBookingSafety(booking.id, abort.signal).then(setSafety, () => {
      if (!abort.signal.aborted) setSafety(null);
    });
    return () => abort.abort();
  }, [booking.id]);

  if (!safety || (!safety.canShare && !safety.plan)) return null;
  const showPlan = (plan: SafetyPlan) => setSafety({ ...safety, canShare: plan.status !== 'active', plan });
  return (
    <section aria-label="Safe first meeting" className="rounded-lg border border-sand-200 bg-cream p-3 text-sm">
      {safety.plan ? <PlanState plan={safety.plan} onChanged={showPlan} /> : null}
      {safety.canShare ? <SharePlanDialog bookingId={booking.id} onShared={showPlan} /> : null}
    </section>
  );
}

const STATUS_WORDS: Record<SafetyPlan['status'], (plan: SafetyPlan) => string> = {
  active: (plan) =>
    plan.checkInAt
      ? `Plan shared with ${plan.contactName}. Check in by ${timeLabel(plan.checkInAt)}, or they will be emailed.`
      : `Plan shared with ${plan.contactName}.`,
  checked_in: (plan) => `You checked in: ${plan.contactName} will not be alerted.`,
  alerted: (plan) => `You did not check in in time: ${plan.contactName} was emailed.`,
  cancelled: () => 'You cancelled your plan.',
};

function PlanState({ plan, onChanged }: { plan: SafetyPlan; onChanged: (plan: SafetyPlan) => void }) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const change = async (what: 'check-in' | 'cancel') => {
    setBusy(true);
    try {
      const changed = await changeSafetyPlan(plan.id, what);
      toast({ title: what === 'check-in' ? 'Checked in: glad you are safe' : 'Plan cancelled' });
      onChanged(changed);
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: 'Failed to update your plan',
        description: failure instanceof ApiError ? failure.serverMessage() : 'Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <p role="status">{STATUS_WORDS[plan.status](plan)}</p>
      <p className="text-ink-muted">
        {plan.who} · {plan.where} · {plan.when}
      </p>
      {plan.status === 'active' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={busy} onClick={() => void change('check-in')}>
            I&apos;m safe
          </Button>
          <Button size="sm" variant="quiet" disabled={busy} onClick={() => void change('cancel')}>
            Cancel plan
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function SharePlanDialog({ bookingId, onShared }: { bookingId: string; onShared: (plan: SafetyPlan) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        Share plan with a trusted contact
      </Button>
      <DialogContent
        title="Share plan with a trusted contact"
        description="We email them who you are meeting (first name only), where and when, never the other member's contact details."
      >
        <SharePlanForm
          bookingId={bookingId}
          onShared={(plan) => {
            setOpen(false);
            onShared(plan);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function SharePlanForm({ bookingId, onShared }: { bookingId: string; onShared: (plan: SafetyPlan) => void }) {
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SafetyPlanFormValues>({
    resolver: zodResolver(safetyPlanFormSchema),
    defaultValues: { contactName: '', contactEmail: '', meetingNote: '', checkInAt: '' },
  });

  const onSubmit = async (values: SafetyPlanFormValues) => {
    try {
      const plan = await shareSafetyPlan(bookingId, sharePlanRequestOf(values));
      toast({ title: `Plan shared with ${plan.contactName}` });
      onShared(plan);
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: 'Failed to share your plan',
        description: failure instanceof ApiError ? failure.serverMessage() : 'Please try again.',
      });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Safety plan" className="mt-4 flex flex-col gap-4">
      <TextField
        id="safety-contact-name"
        label="Contact's name"
        required
        autoComplete="off"
        error={errors.contactName?.message}
        {...register('contactName')}
      />
      <TextField
        id="safety-contact-email"
        label="Contact's email"
        type="email"
        required
        autoComplete="off"
        error={errors.contactEmail?.message}
        {...register('contactEmail')}
      />
      <TextareaField
        id="safety-meeting-note"
        label="Where exactly you will meet (optional)"
        rows={2}
        maxLength={MEETING_NOTE_MAX}
        error={errors.meetingNote?.message}
        {...register('meetingNote')}
      />
      <TextField
        id="safety-check-in"
        label="Check in by (optional)"
        type="datetime-local"
        step={1}
        hint="If you have not pressed 'I'm safe' by then, we email your contact."
        error={errors.checkInAt?.message}
        {...register('checkInAt')}
      />
      <Button type="submit" disabled={isSubmitting}>
        Share plan
      </Button>
    </form>
  );
}
