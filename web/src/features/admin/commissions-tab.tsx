import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ApiError, parseJson } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { useLoaded } from '../../lib/use-loaded';
import { SERVICE_TYPES } from '../services/service-types';
import type { ServiceType } from '../services/services-api';
import { commissionFormSchema, type CommissionFormValues } from './commission-form.schema';
import {
  getCommissionSettings,
  ratePercent,
  setCommissionRate,
  type CommissionSetting,
} from './commission-settings-api';

const TYPE_BY_LABEL = new Map(
  (Object.entries(SERVICE_TYPES) as Array<[ServiceType, { label: string }]>).map(([key, info]) => [info.label, key]),
);
const TYPE_LABELS = [...TYPE_BY_LABEL.keys()];

/** The admin's commissions tab: the rate of each service type, and a form to set one. */
export function CommissionsTab() {
  const { loaded, reload } = useLoaded(getCommissionSettings);

  return (
    <section aria-labelledby="commissions-heading" className="flex flex-col gap-8">
      <h2 id="commissions-heading" className="text-2xl font-bold">
        Commission rates
      </h2>
      {loaded.status === 'loading' ? <Spinner label="Loading commission rates" /> : null}
      {loaded.status === 'failed' ? (
        <p role="alert" className="rounded-lg bg-danger-50 p-4 text-danger-800">
          We could not load the commission rates. Please try again later.
        </p>
      ) : null}
      {loaded.status === 'ready' ? <CommissionTable settings={loaded.value} /> : null}
      <CommissionForm onSaved={reload} />
    </section>
  );
}

function CommissionTable({ settings }: { settings: CommissionSetting[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-sand-200 bg-white">
      <table className="w-full text-left">
        <caption className="sr-only">Commission rate by service type</caption>
        <thead className="border-b border-sand-200 text-sm text-ink-muted">
          <tr>
            <th scope="col" className="px-4 py-3">
              Service type
            </th>
            <th scope="col" className="px-4 py-3">
              Rate
            </th>
            <th scope="col" className="px-4 py-3">
              Source
            </th>
          </tr>
        </thead>
        <tbody>
          {settings.map((setting) => (
            <tr key={setting.serviceType} className="border-b border-sand-100 last:border-0">
              <th scope="row" className="px-4 py-3 font-semibold">
                {SERVICE_TYPES[setting.serviceType]?.label ?? setting.serviceType}
              </th>
              <td className="px-4 py-3">{ratePercent(setting.rate)}</td>
              <td className="px-4 py-3">
                {setting.isDefault ? <Badge>Default</Badge> : <Badge tone="sage">Set by an admin</Badge>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CommissionForm({ onSaved }: { onSaved: () => void }) {
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CommissionFormValues>({
    resolver: zodResolver(commissionFormSchema),
    defaultValues: { serviceType: '', rate: '' },
  });

  const onSubmit = async (values: CommissionFormValues) => {
    const serviceType = TYPE_BY_LABEL.get(values.serviceType);
    if (!serviceType) {
      setError('serviceType', { message: 'Service type is required' });
      return;
    }
    try {
      const saved = await setCommissionRate(serviceType, Number(values.rate));
      toast({
        title: 'Commission Updated',
        description: `${values.serviceType} now pays ${ratePercent(saved.rate)} commission.`,
      });
      reset();
      onSaved();
    } catch (error) {
      const body = error instanceof ApiError ? parseJson(error.body) : undefined;
      const fieldErrors = (body as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors ?? {};
      if (fieldErrors.serviceType) setError('serviceType', { message: fieldErrors.serviceType });
      if (fieldErrors.rate) setError('rate', { message: fieldErrors.rate });
      toast({
        variant: 'destructive',
        title: 'Failed to update commission rate',
        description: error instanceof ApiError ? error.serverMessage() : 'Please try again.',
      });
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby="commission-form-heading"
      className="flex flex-col gap-4 rounded-2xl border border-sand-200 bg-white p-6"
    >
      <h3 id="commission-form-heading" className="text-xl font-bold">
        Set a commission rate
      </h3>
      <SelectField
        id="commission-service-type"
        label="Service type"
        placeholder="Choose a service type"
        options={TYPE_LABELS}
        error={errors.serviceType?.message}
        {...register('serviceType')}
      />
      <TextField
        id="commission-rate"
        label="Rate"
        hint="A fraction from 0 to 1: 0.13 is 13%."
        type="number"
        inputMode="decimal"
        min={0}
        max={1}
        step={0.01}
        error={errors.rate?.message}
        {...register('rate')}
      />
      <Button type="submit" pending={isSubmitting} className="self-start">
        {isSubmitting ? 'Saving...' : 'Update commission'}
      </Button>
    </form>
  );
}
