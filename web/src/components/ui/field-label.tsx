import type { ReactNode } from 'react';

export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold">
      {children}
    </label>
  );
}
