import { useCallback } from 'react';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/ui/spinner';
import { useLoaded } from '../../lib/use-loaded';
import { fetchMyServices } from '../services/services-api';
import { BestPostingTimes } from './best-posting-times';
import { ConnectedAccounts } from './connected-accounts';
import { PostComposer } from './post-composer';
import { QuickStats } from './quick-stats';
import { RecentPosts } from './recent-posts';
import { getSocialAccounts } from './social-media-api';
import { useRecentPosts } from './use-recent-posts';

const LOAD_FAILED = (
  <p role="alert" className="rounded-lg bg-danger-50 p-4 text-danger-800">
    We could not load this. Please try again later.
  </p>
);

/** /social-media-automation: compose and schedule posts about one's services, and see how they did. */
export default function SocialMediaPage() {
  const myServices = useLoaded(useCallback((signal: AbortSignal) => fetchMyServices(signal), []));
  const accounts = useLoaded(useCallback((signal: AbortSignal) => getSocialAccounts(signal), []));
  const recent = useRecentPosts();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle title="Social Media Automation" />
      <h1 className="text-3xl font-extrabold sm:text-4xl">Social Media Automation</h1>
      <p className="mt-2 text-lg text-ink-muted">
        Promote your services on Facebook, Instagram, X (Twitter) and LinkedIn: write or generate a post, publish it now
        or schedule it, and see how it does.
      </p>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <PostComposer
            services={myServices.loaded.status === 'ready' ? myServices.loaded.value : []}
            onPosted={recent.reload}
          />
          {recent.loaded.status === 'loading' ? <Spinner label="Loading posts" /> : null}
          {recent.loaded.status === 'failed' ? LOAD_FAILED : null}
          {recent.loaded.status === 'ready' ? <RecentPosts posts={recent.loaded.value.posts} /> : null}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {recent.loaded.status === 'ready' ? <QuickStats summary={recent.loaded.value.summary} /> : null}
          <BestPostingTimes />
          {accounts.loaded.status === 'ready' ? (
            <ConnectedAccounts accounts={accounts.loaded.value} onChanged={accounts.reload} />
          ) : null}
          {accounts.loaded.status === 'failed' ? LOAD_FAILED : null}
        </div>
      </div>
    </div>
  );
}
