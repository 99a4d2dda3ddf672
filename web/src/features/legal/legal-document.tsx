import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { linkStyles } from '../../components/ui/button-styles';
import { LEGAL_LINKS } from '../layout/site-footer';

export const LEGAL_UPDATED = '21 November 2026';

interface LegalDocumentProps {
  title: string;
  summary: ReactNode;
  children: ReactNode;
}

export function LegalDocument({ title, summary, children }: LegalDocumentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <PageTitle title={title} />
      <article>
        <h1 className="text-4xl font-extrabold">{title}</h1>
        <p className="mt-2 text-sm text-ink-muted">Last updated: {LEGAL_UPDATED}</p>
        <div className="mt-6 rounded-2xl border border-sage-200 bg-sage-50 p-5 text-lg">{summary}</div>
        <div className="mt-8 space-y-10 leading-relaxed [&_a]:font-semibold [&_a]:text-clay-700 [&_a]:underline [&_a]:underline-offset-4 [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
          {children}
        </div>
      </article>
      <nav aria-label="Legal" className="mt-12 border-t border-sand-200 pt-6">
        <h2 className="text-sm font-bold tracking-wider text-ink-muted uppercase">More about your rights</h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {LEGAL_LINKS.filter((link) => link.label !== title).map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkStyles}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ContactLine() {
  return (
    <p>
      Email us at <a href="mailto:hello@village.example">hello@village.example</a>. We usually reply within two working
      days.
    </p>
  );
}

export function IcoComplaint() {
  return (
    <p>
      If you are unhappy with how we have handled your personal data, please tell us first so we can put it right. You
      also have the right to complain to the Information Commissioner&apos;s Office (ICO), the UK regulator for data
      protection: visit <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk/make-a-complaint</a> or call their
      helpline on 0303 123 1113.
    </p>
  );
}
