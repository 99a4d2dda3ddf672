import { TextField } from '../../components/ui/text-field';
import { mfaCodeInput } from './mfa-code';

interface MfaCodeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/** A 6-digit code from the authenticator app: digits only, as the phone's number pad offers them. */
export function MfaCodeField({ id, label, value, onChange, error, hint }: MfaCodeFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      error={error}
      value={value}
      onChange={(event) => onChange(mfaCodeInput(event.target.value))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      className="max-w-xs"
    />
  );
}
