import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { failureMessage } from '../account-links/api-failure';
import { downloadMyData, saveFile } from './data-export-api';

/** Part of Security: the member downloads everything Village holds about them (GDPR right of access). */
export function DataExportSection({ save = saveFile }: { save?: (file: Blob, filename: string) => void }) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);

  const download = async () => {
    setPending(true);
    setFailure(undefined);
    setDone(false);
    try {
      const { archive, filename } = await downloadMyData();
      save(archive, filename);
      setDone(true);
    } catch (error) {
      setFailure(failureMessage(error, 'Your data could not be downloaded. Please try again in a moment.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="data-export-heading" className="flex flex-col gap-4">
      <h2 id="data-export-heading" className="text-xl font-bold">
        Download your data
      </h2>
      <p className="text-ink-muted">
        One ZIP file with everything Village holds about you: your account and profile, services, bookings and payments,
        forum posts, messages, events, matches, meetings, social posts and your photos.
      </p>
      <div>
        <Button variant="secondary" pending={pending} onClick={() => void download()}>
          {pending ? 'Preparing your data...' : 'Download my data'}
        </Button>
      </div>
      {done && (
        <p role="status" className="rounded-lg bg-sage-50 p-3 text-sage-700">
          Your data has been downloaded.
        </p>
      )}
      {failure && (
        <p role="alert" className="text-clay-800">
          {failure}
        </p>
      )}
    </section>
  );
}
