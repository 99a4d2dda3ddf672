import type { ReactNode } from 'react';
import { InboxIcon } from './icons';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  headingLevel?: 2 | 3;
}

export function EmptyState({ title, description, action, icon, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-sand-300 bg-sand-50 px-6 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-clay-100 text-clay-800">
        {icon ?? <InboxIcon className="size-7" />}
      </span>
      <Heading className="mt-4 text-lg font-bold">{title}</Heading>
      {description ? <p className="mt-1 max-w-md text-ink-muted">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
