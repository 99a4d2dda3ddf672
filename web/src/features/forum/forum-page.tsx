import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { TextField } from '../../components/ui/text-field';
import { useAuth } from '../auth/auth-context';
import { CreatePostDialog } from './create-post-dialog';
import { getApprovedPosts, getPendingPosts, type ForumTopic } from './forum-api';
import { ForumPostCard } from './forum-post-card';
import { FORUM_TOPICS, topicLabel } from './forum-words';
import { useLoaded } from '../../lib/use-loaded';

const GUIDELINES = [
  { title: 'Be kind', text: 'Every parent is doing their best. Disagree with ideas, never with people.' },
  { title: 'Keep it safe', text: "Never share a child's full name, school or address, nor your own." },
  { title: 'No selling', text: 'Offer services through Services, not in forum posts.' },
  { title: 'Report problems', text: 'Flag a post that breaks these rules: moderators review every report.' },
];

const PENDING_PREVIEW = 3;

/** The community forum: approved posts by topic group and search, 'Create Post', and for admins the waiting posts. */
export default function ForumPage() {
  const { state } = useAuth();
  const isAdmin = state.status === 'authenticated' && state.user.isAdmin;
  const [topic, setTopic] = useState<ForumTopic | null>(null);
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const loadPosts = useCallback((signal: AbortSignal) => getApprovedPosts({ topic, search }, signal), [topic, search]);
  const { loaded } = useLoaded(loadPosts);

  const find = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed);
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageTitle title="Community Forum" />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-4xl font-extrabold">Community Forum</h1>
          <p className="mt-2 text-lg text-ink-muted">
            Talk with other parents in moderated topic groups: Single Moms, Single Dads and New Parents.
          </p>
        </div>
        <CreatePostDialog />
      </div>

      <dl className="mt-8 grid grid-cols-3 gap-4 text-center">
        <div className="rounded-2xl bg-clay-50 p-4">
          <dt className="text-sm text-ink-muted">Members</dt>
          <dd className="text-2xl font-extrabold">2.5k+</dd>
        </div>
        <div className="rounded-2xl bg-clay-50 p-4">
          <dt className="text-sm text-ink-muted">Active discussions</dt>
          <dd className="text-2xl font-extrabold" data-testid="active-discussions">
            {loaded.status === 'ready' ? loaded.value.length : '–'}
          </dd>
        </div>
        <div className="rounded-2xl bg-clay-50 p-4">
          <dt className="text-sm text-ink-muted">Connections</dt>
          <dd className="text-2xl font-extrabold">15k+</dd>
        </div>
      </dl>

      <Tabs defaultValue="posts" className="mt-8">
        <TabsList aria-label="Forum sections">
          <TabsTrigger value="posts">Community Posts</TabsTrigger>
          {isAdmin ? <TabsTrigger value="pending">Pending Moderation</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="posts">
          <div className="flex flex-col gap-4">
            <div role="group" aria-label="Topic groups" className="flex flex-wrap gap-2">
              <Button
                variant={topic === null ? 'primary' : 'secondary'}
                size="sm"
                aria-pressed={topic === null}
                onClick={() => setTopic(null)}
              >
                All topics
              </Button>
              {FORUM_TOPICS.map((one) => (
                <Button
                  key={one.key}
                  variant={topic === one.key ? 'primary' : 'secondary'}
                  size="sm"
                  aria-pressed={topic === one.key}
                  onClick={() => setTopic(one.key)}
                >
                  {one.label}
                </Button>
              ))}
            </div>
            <form role="search" onSubmit={find} className="flex items-end gap-2">
              <TextField
                id="forum-search"
                label="Search posts"
                type="search"
                className="grow"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
              <Button type="submit" variant="secondary">
                Search
              </Button>
            </form>
            {loaded.status === 'loading' ? <Spinner label="Loading posts" /> : null}
            {loaded.status === 'failed' ? (
              <p role="alert" className="rounded-lg bg-danger-50 p-4 text-danger-800">
                Failed to fetch approved posts
              </p>
            ) : null}
            {loaded.status === 'ready' && loaded.value.length === 0 ? (
              <EmptyState
                headingLevel={3}
                title="No posts yet"
                description={
                  search || topic ? 'Nothing matches: try another topic or other words.' : 'Start the first discussion.'
                }
              />
            ) : null}
            {loaded.status === 'ready' && loaded.value.length > 0 ? (
              <ul aria-label="Community posts" className="flex flex-col gap-4">
                {loaded.value.map((post) => (
                  <ForumPostCard key={post.id} post={post} />
                ))}
              </ul>
            ) : null}
          </div>
        </TabsContent>
        {isAdmin ? (
          <TabsContent value="pending">
            <PendingPreview />
          </TabsContent>
        ) : null}
      </Tabs>

      <section aria-labelledby="guidelines-heading" className="mt-12">
        <h2 id="guidelines-heading" className="text-2xl font-bold">
          Community guidelines
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {GUIDELINES.map((guideline) => (
            <li key={guideline.title} className="rounded-2xl border border-sand-200 bg-white p-6">
              <h3 className="text-lg font-bold">{guideline.title}</h3>
              <p className="mt-1 text-ink-muted">{guideline.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function PendingPreview() {
  const { loaded } = useLoaded(getPendingPosts);
  if (loaded.status === 'loading') return <Spinner label="Loading pending posts" />;
  if (loaded.status === 'failed')
    return (
      <p role="alert" className="rounded-lg bg-danger-50 p-4 text-danger-800">
        Failed to fetch pending posts
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      <p>{loaded.value.length === 1 ? '1 post is waiting.' : `${loaded.value.length} posts are waiting.`}</p>
      <ul className="flex flex-col gap-2">
        {loaded.value.slice(0, PENDING_PREVIEW).map((post) => (
          <li key={post.id} className="rounded-xl border border-sand-200 bg-white p-4">
            <Badge tone="amber">{topicLabel(post.topic)}</Badge> <span className="font-semibold">{post.title}</span>
          </li>
        ))}
      </ul>
      <Link to="/admin?tab=moderation" className="font-semibold text-clay-700 underline">
        Moderate posts
      </Link>
    </div>
  );
}
