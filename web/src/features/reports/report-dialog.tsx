import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { RadioGroup } from '../../components/ui/radio-group';
import { TextareaField } from '../../components/ui/textarea-field';
import { reportFormSchema, type ReportFormInput, type ReportFormValues } from './report.schema';
import { REPORT_REASONS } from './report-words';
import { sendReport, type ReportReceipt, type ReportTargetType } from './reports-api';

interface ReportDialogProps {
  targetType: ReportTargetType;
  targetId: string;
  /** What is reported, for the button's and dialog's words: 'this reply', 'Sam'. */
  what: string;
  onReported?: (receipt: ReportReceipt) => void;
}

const EMPTY: ReportFormInput = { reason: '' as ReportFormInput['reason'], details: '' };

/** 'Report': a reason and optional details go to the Village team, who look into it quietly. */
export function ReportDialog({ targetType, targetId, what, onReported }: ReportDialogProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { toast } = useToast();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReportFormInput, unknown, ReportFormValues>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = async (values: ReportFormValues) => {
    try {
      const receipt = await sendReport({
        targetType,
        targetId,
        reason: values.reason,
        details: values.details || null,
      });
      toast({
        title: 'Report Sent',
        description: 'Thank you for telling us. Our team will look into it and let you know by email.',
      });
      reset(EMPTY);
      setOpen(false);
      onReported?.(receipt);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to send report',
        description: error instanceof ApiError ? error.serverMessage() : 'Please try again.',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="quiet" size="sm" aria-label={`Report ${what}`}>
          Report
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Report ${what}`}
        description="Tell us what worries you. Only the Village team sees your report."
      >
        <form className="mt-4 flex flex-col gap-4" noValidate onSubmit={handleSubmit(onSubmit)}>
          <Controller
            control={control}
            name="reason"
            render={({ field }) => (
              <RadioGroup
                legend="Reason"
                name={field.name}
                options={REPORT_REASONS}
                value={field.value}
                onValueChange={field.onChange}
                error={errors.reason?.message}
              />
            )}
          />
          <TextareaField
            id={detailsId}
            label="Details (optional)"
            hint="Anything that helps us understand, at most 1000 characters."
            error={errors.details?.message}
            {...register('details')}
          />
          <DialogActions>
            <Button type="submit" variant="danger" pending={isSubmitting}>
              Send report
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
