import type { ReactNode } from 'react';

interface ShowcaseSectionProps {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}

export function ShowcaseSection({ id, title, description, children }: ShowcaseSectionProps) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24 border-t border-sand-200 py-10">
      <h2 id={id} className="text-2xl font-extrabold">
        {title}
      </h2>
      <p className="mt-2 max-w-3xl text-ink-muted">{description}</p>
      <div className="mt-6 flex flex-col gap-8">{children}</div>
    </section>
  );
}

export function Specimen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-sm font-bold tracking-wider text-ink-muted uppercase">{title}</h3>
      <div className="mt-3 flex flex-wrap items-start gap-4 rounded-2xl border border-sand-200 bg-white p-5">
        {children}
      </div>
    </div>
  );
}
