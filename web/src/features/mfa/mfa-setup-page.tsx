import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../auth/auth-context';
import { disableMfa, getMfaStatus, startMfaSetup, verifyMfa, type MfaSetup } from './mfa-api';
import { groupedSecret, isMfaCode } from './mfa-code';
import { MfaCodeField } from './mfa-code-field';
import { RecoveryCodesPanel } from './recovery-codes-panel';

type View =
  | { step: 'loading' }
  | { step: 'off' }
  | { step: 'setup'; setup: MfaSetup }
  | { step: 'recovery-codes'; codes: string[] }
  | { step: 'on' };

const messageOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? error.serverMessage() : error instanceof Error ? error.message : fallback;

export default function MfaSetupPage() {
  const { toast } = useToast();
  const { refresh } = useAuth();
  const [view, setView] = useState<View>({ step: 'loading' });
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let current = true;
    getMfaStatus()
      .then(({ enabled }) => current && setView({ step: enabled ? 'on' : 'off' }))
      .catch((error: unknown) => {
        if (!current) return;
        setView({ step: 'off' });
        toast({ variant: 'destructive', title: 'Setup Failed', description: messageOf(error, 'Setup Failed') });
      });
    return () => {
      current = false;
    };
  }, [toast]);

  const run = async (action: () => Promise<void>) => {
    setPending(true);
    try {
      await action();
    } finally {
      setPending(false);
    }
  };

  const beginSetup = () =>
    run(async () => {
      try {
        setView({ step: 'setup', setup: await startMfaSetup() });
        setCode('');
      } catch (error) {
        toast({ variant: 'destructive', title: 'Setup Failed', description: messageOf(error, 'Setup Failed') });
      }
    });

  const enable = (event: FormEvent) => {
    event.preventDefault();
    if (!isMfaCode(code)) return;
    void run(async () => {
      try {
        const { recoveryCodes } = await verifyMfa(code);
        setView({ step: 'recovery-codes', codes: recoveryCodes });
        setCode('');
        void refresh();
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'Verification Failed',
          description: messageOf(error, 'Failed to enable MFA'),
        });
      }
    });
  };

  const disable = (event: FormEvent) => {
    event.preventDefault();
    if (!isMfaCode(code)) return;
    void run(async () => {
      try {
        await disableMfa(code);
        setView({ step: 'off' });
        setCode('');
        toast({ title: 'Two-factor authentication is off' });
        void refresh();
      } catch (error) {
        toast({ variant: 'destructive', title: 'Disable Failed', description: messageOf(error, 'Disable Failed') });
      }
    });
  };

  const copySecret = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: 'Secret copied' });
    } catch {
      toast({ variant: 'destructive', title: 'Copy failed', description: 'Select the secret and copy it by hand.' });
    }
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <PageTitle title="Two-factor authentication" />
      <h1 className="text-4xl font-extrabold">Two-factor authentication</h1>
      <p className="mt-3 text-lg text-ink-muted">
        Protect your account with a code from an authenticator app each time you sign in.
      </p>
      <Card className="mt-8 flex flex-col gap-6">
        {view.step === 'loading' ? <Spinner label="Loading your two-factor status" /> : null}

        {view.step === 'off' ? (
          <>
            <p className="flex items-center gap-2">
              Status: <Badge tone="amber">Off</Badge>
            </p>
            <Button onClick={() => void beginSetup()} pending={pending} className="self-start">
              Set up two-factor authentication
            </Button>
          </>
        ) : null}

        {view.step === 'setup' ? (
          <form
            onSubmit={enable}
            noValidate
            aria-label="Set up two-factor authentication"
            className="flex flex-col gap-5"
          >
            <h2 className="text-xl font-bold">Scan the QR code</h2>
            <p className="text-ink-muted">
              Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) and scan this
              code.
            </p>
            <img
              src={view.setup.qrCodeUrl}
              alt="QR code to add Village to your authenticator app"
              width={240}
              height={240}
              className="self-start rounded-lg border border-sand-200"
            />
            <div>
              <p id="mfa-secret-label">Or enter this secret by hand:</p>
              <p className="mt-1 flex flex-wrap items-center gap-3">
                <code aria-labelledby="mfa-secret-label" className="rounded-lg bg-sand-100 px-3 py-2 font-mono text-lg">
                  {groupedSecret(view.setup.secret)}
                </code>
                <Button variant="secondary" size="sm" onClick={() => void copySecret(view.setup.secret)}>
                  Copy secret
                </Button>
              </p>
            </div>
            <MfaCodeField
              id="mfa-enable-code"
              label="6-digit code"
              hint="Enter the 6-digit code from your authenticator app"
              value={code}
              onChange={setCode}
            />
            <Button type="submit" disabled={!isMfaCode(code)} pending={pending} className="self-start">
              Enable two-factor authentication
            </Button>
          </form>
        ) : null}

        {view.step === 'recovery-codes' ? (
          <RecoveryCodesPanel codes={view.codes} onDone={() => setView({ step: 'on' })} />
        ) : null}

        {view.step === 'on' ? (
          <>
            <p className="flex items-center gap-2">
              Status: <Badge tone="sage">On</Badge>
            </p>
            <form
              onSubmit={disable}
              noValidate
              aria-label="Turn off two-factor authentication"
              className="flex flex-col gap-4"
            >
              <MfaCodeField
                id="mfa-disable-code"
                label="6-digit code"
                hint="To turn two-factor authentication off, enter the code from your authenticator app"
                value={code}
                onChange={setCode}
              />
              <Button
                type="submit"
                variant="secondary"
                disabled={!isMfaCode(code)}
                pending={pending}
                className="self-start"
              >
                Disable two-factor authentication
              </Button>
            </form>
          </>
        ) : null}
      </Card>
    </div>
  );
}
