import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/toast';

interface RecoveryCodesPanelProps {
  codes: string[];
  onDone: () => void;
}

/** The recovery codes, shown once: copy or download them, then say they are saved. */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const { toast } = useToast();
  const [saved, setSaved] = useState(false);
  const text = `Village recovery codes (each works once)\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Recovery codes copied' });
    } catch {
      toast({ variant: 'destructive', title: 'Copy failed', description: 'Select the codes and copy them by hand.' });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'village-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section aria-labelledby="recovery-codes-heading" className="flex flex-col gap-4">
      <h2 id="recovery-codes-heading" className="text-xl font-bold">
        Save your recovery codes
      </h2>
      <p className="text-ink-muted">
        If you lose your phone, each of these codes signs you in once. This is the only time they are shown: keep them
        somewhere safe.
      </p>
      <ol aria-label="Recovery codes" className="grid grid-cols-1 gap-2 font-mono text-lg sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-sand-100 px-3 py-2">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="secondary" onClick={download}>
          Download codes
        </Button>
      </div>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
          className="size-5"
        />
        I have saved them
      </label>
      <Button onClick={onDone} disabled={!saved} className="self-start">
        Finish
      </Button>
    </section>
  );
}
