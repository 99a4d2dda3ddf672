export function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`;
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

export function errorProps(fieldId: string, message?: string) {
  return message
    ? { 'aria-invalid': true as const, 'aria-describedby': fieldErrorId(fieldId) }
    : { 'aria-invalid': false as const };
}
