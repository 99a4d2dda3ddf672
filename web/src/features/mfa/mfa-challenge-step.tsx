import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error';
import { Button } from '../../components/ui/button';
import { linkStyles } from '../../components/ui/button-styles';
import { TextField } from '../../components/ui/text-field';
import { completeMfaChallenge } from './mfa-api';
import { isMfaCode } from './mfa-code';
import { MfaCodeField } from './mfa-code-field';

interface MfaChallengeStepProps {
  /** Called once the code is accepted and the session cookies are set. */
  onSignedIn: () => void;
  /** Called with the server's message when the code is refused. */
  onFailed: (message: string) => void;
}

/** The second step of a sign-in with two-factor authentication on. */
export function MfaChallengeStep({ onSignedIn, onFailed }: MfaChallengeStepProps) {
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [pending, setPending] = useState(false);
  const ready = useRecoveryCode ? recoveryCode.trim().length > 0 : isMfaCode(code);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setPending(true);
    try {
      await completeMfaChallenge(useRecoveryCode ? { recoveryCode: recoveryCode.trim() } : { code });
      onSignedIn();
    } catch (error) {
      setPending(false);
      onFailed(error instanceof ApiError ? error.serverMessage() : 'Sign in failed');
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Two-factor sign-in"
      className="flex flex-col gap-4"
    >
      <h2 className="text-xl font-bold">Two-factor authentication</h2>
      {useRecoveryCode ? (
        <TextField
          id="mfa-recovery-code"
          label="Recovery code"
          hint="Enter one of the recovery codes you saved. Each works once."
          autoComplete="off"
          value={recoveryCode}
          onChange={(event) => setRecoveryCode(event.target.value)}
        />
      ) : (
        <MfaCodeField
          id="mfa-sign-in-code"
          label="6-digit code"
          hint="Enter the 6-digit code from your authenticator app"
          value={code}
          onChange={setCode}
        />
      )}
      <button
        type="button"
        className={`${linkStyles} min-h-6 self-start`}
        onClick={() => setUseRecoveryCode(!useRecoveryCode)}
      >
        {useRecoveryCode ? 'Use a code from your app instead' : 'Use a recovery code instead'}
      </button>
      <Button type="submit" disabled={!ready} pending={pending} block size="lg">
        {pending ? 'Signing In...' : 'Verify and sign in'}
      </Button>
    </form>
  );
}
