import { useId, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { FieldLabel } from '../../components/ui/field-label';
import { Spinner } from '../../components/ui/spinner';
import { inputStyles } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { useLoaded } from '../../lib/use-loaded';
import { OUTCOME_LABELS, outcomesFor, reasonLabel, TARGET_LABELS } from './report-words';
import { getReports, resolveReport, type Report, type ReportOutcome } from './reports-api';

const reportedOn = (iso: string): string =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' }).format(
    new Date(iso),
  );

/** The admin's reports tab: open reports, newest first, each with an outcome to choose; then the resolved ones. */
export function ReportsTab() {
  const { loaded, reload } = useLoaded(getReports);
  return (
    <section aria-labelledby="reports-heading" className="flex flex-col gap-6">
      <h2 id="reports-heading" className="text-2xl font-bold">
        Reports
      </h2>
      {loaded.status === 'loading' ? <Spinner label="Loading reports" /> : null}
      {loaded.status === 'failed' ? (
        <p role="alert" className="rounded-lg bg-danger-50 p-4 text-danger-800">
          We could not load the reports. Please try again later.
        </p>
      ) : null}
      {loaded.status === 'ready' && loaded.value.length === 0 ? (
        <EmptyState title="No reports" description="What members report appears here." />
      ) : null}
      {loaded.status === 'ready' && loaded.value.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {loaded.value.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} onResolved={reload} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ReportCard({ report, onResolved }: { report: Report; onResolved: () => void }) {
  const about = report.subjectFirstName ?? 'a member';
  return (
    <article
      aria-label={`${TARGET_LABELS[report.targetType]} report about ${about}`}
      className="flex flex-col gap-2 rounded-2xl border border-sand-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold">
          {TARGET_LABELS[report.targetType]}: {reasonLabel(report.reason)}
        </h3>
        {report.status === 'open' ? (
          <Badge tone="amber">Open</Badge>
        ) : (
          <Badge tone="sage">{report.outcome ? OUTCOME_LABELS[report.outcome] : 'Resolved'}</Badge>
        )}
      </div>
      <p className="text-sm text-ink-muted">
        Reported by {report.reporterFirstName ?? 'a member'} · about {about} · {reportedOn(report.createdAt)}
      </p>
      {report.excerpt ? <blockquote className="border-l-4 border-sand-300 pl-3">{report.excerpt}</blockquote> : null}
      {report.details ? <p className="whitespace-pre-line">{report.details}</p> : null}
      {report.adminNote ? <p className="text-sm text-ink-muted">Note: {report.adminNote}</p> : null}
      {report.status === 'open' ? <ResolveForm report={report} onResolved={onResolved} /> : null}
    </article>
  );
}

function ResolveForm({ report, onResolved }: { report: Report; onResolved: () => void }) {
  const id = useId();
  const { toast } = useToast();
  const [outcome, setOutcome] = useState<ReportOutcome>('dismiss');
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);

  const resolve = async () => {
    setPending(true);
    try {
      await resolveReport(report.id, outcome, note.trim() || null);
      toast({ title: 'Report Resolved', description: 'The reporter has been told by email.' });
      onResolved();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to resolve report',
        description: error instanceof ApiError ? error.serverMessage() : 'Please try again.',
      });
      setPending(false);
    }
  };

  return (
    <div className="mt-2 flex flex-col gap-3 border-t border-sand-200 pt-3">
      <div>
        <FieldLabel htmlFor={`${id}-outcome`}>Outcome</FieldLabel>
        <select
          id={`${id}-outcome`}
          className={inputStyles}
          value={outcome}
          onChange={(event) => setOutcome(event.target.value as ReportOutcome)}
        >
          {outcomesFor(report.targetType).map((value) => (
            <option key={value} value={value}>
              {OUTCOME_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <TextareaField
        id={`${id}-note`}
        label="Note (optional)"
        rows={2}
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button size="sm" className="self-start" pending={pending} onClick={() => void resolve()}>
        Resolve
      </Button>
    </div>
  );
}
