export function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`;
}

export function fieldHintId(fieldId: string): string {
  return `${fieldId}-hint`;
}

export function FieldError({ fieldId, message }: { fieldId: string; message?: string }) {
  if (!message) {
    return null;
  }
  return (
    <p id={fieldErrorId(fieldId)} role="alert" className="mt-1 text-sm font-medium text-danger-600">
      {message}
    </p>
  );
}

export function FieldHint({ fieldId, hint }: { fieldId: string; hint?: string }) {
  if (!hint) {
    return null;
  }
  return (
    <p id={fieldHintId(fieldId)} className="mt-1 text-sm text-ink-muted">
      {hint}
    </p>
  );
}

export function errorProps(fieldId: string, message?: string, hint?: string) {
  const describedBy = [message ? fieldErrorId(fieldId) : '', hint ? fieldHintId(fieldId) : '']
    .filter(Boolean)
    .join(' ');
  return {
    'aria-invalid': Boolean(message),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}
