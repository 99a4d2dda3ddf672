import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { VillageMark } from '../navigation/village-logo';

interface AuthLayoutProps {
  title: string;
  subtitle: ReactNode;
  pageTitle?: string;
  children: ReactNode;
}

export function AuthLayout({ title, subtitle, pageTitle, children }: AuthLayoutProps) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8 sm:py-12">
      <PageTitle title={pageTitle ?? title} />
      <div className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg text-xl font-extrabold text-clay-700"
        >
          <VillageMark className="size-7" />
          Village<span className="sr-only"> home</span>
        </Link>
        <h1 className="mt-4 text-3xl font-extrabold">{title}</h1>
        <p className="mt-1 text-ink-muted">{subtitle}</p>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
