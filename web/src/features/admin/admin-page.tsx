import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';

/** The admin hub (the community issue adds moderation, contact queries and commission settings). */
export default function AdminPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageTitle title="Admin" />
      <h1 className="text-4xl font-extrabold">Admin</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        <li>
          <Link
            to="/admin/verifications"
            className="block rounded-2xl border border-sand-200 bg-white p-6 shadow-sm hover:border-clay-600"
          >
            <span className="text-xl font-bold">Identity verifications</span>
            <span className="mt-1 block text-ink-muted">Review members&apos; identity documents.</span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
