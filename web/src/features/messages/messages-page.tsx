import { useCallback, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/ui/spinner';
import { useLoaded } from '../../lib/use-loaded';
import { ReportDialog } from '../reports';
import { MessageComposer } from './message-composer';
import {
  type Conversation,
  counterpartName,
  getConversations,
  getMessages,
  markConversationRead,
} from './messages-api';
import { useMessageStream } from './use-message-stream';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** /messages and /messages/:conversationId: the member's conversations, and the one open, live. */
export default function MessagesPage() {
  const { conversationId = '' } = useParams();
  const { loaded, reload } = useLoaded(getConversations);
  useMessageStream(reload);
  const conversations = loaded.status === 'ready' ? loaded.value : [];
  const open = conversations.find((conversation) => conversation.id === conversationId);

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 md:grid-cols-[18rem_1fr]">
      <PageTitle title={open ? `Messages with ${counterpartName(open)}` : 'Messages'} />
      <section aria-labelledby="conversations-heading" className="flex flex-col gap-3">
        <h1 id="conversations-heading" className="text-3xl font-extrabold">
          Messages
        </h1>
        {loaded.status === 'loading' ? <Spinner label="Loading your conversations" /> : null}
        {loaded.status === 'failed' ? (
          <p role="alert">Your conversations could not be loaded. Please try again.</p>
        ) : null}
        {loaded.status === 'ready' && conversations.length === 0 ? (
          <p>No conversations yet. You can message a member once you have a confirmed booking with them.</p>
        ) : null}
        <ul className="flex flex-col gap-2">
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <ConversationLink conversation={conversation} current={conversation.id === conversationId} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Conversation" className="flex min-h-[24rem] flex-col gap-4">
        {conversationId && open ? <Thread conversation={open} onChanged={reload} /> : null}
        {conversationId && loaded.status === 'ready' && !open ? <p role="alert">Conversation not found.</p> : null}
        {!conversationId ? <p className="text-ink-muted">Choose a conversation to read it.</p> : null}
      </section>
    </div>
  );
}

function ConversationLink({ conversation, current }: { conversation: Conversation; current: boolean }) {
  const unread = conversation.unreadCount;
  return (
    <Link
      to={`/messages/${encodeURIComponent(conversation.id)}`}
      aria-current={current ? 'page' : undefined}
      className="flex flex-col gap-1 rounded-xl border border-sand-200 bg-white p-3 hover:bg-clay-50 aria-[current=page]:border-clay-700"
    >
      <span className="flex items-center justify-between gap-2 font-semibold">
        {counterpartName(conversation)}
        {unread > 0 ? (
          <span className="rounded-full bg-clay-700 px-2 py-0.5 text-sm text-white">
            {unread}
            <span className="sr-only"> unread</span>
          </span>
        ) : null}
      </span>
      <span className="truncate text-sm text-ink-muted">{conversation.lastMessageExcerpt ?? 'No messages yet'}</span>
    </Link>
  );
}

function Thread({ conversation, onChanged }: { conversation: Conversation; onChanged: () => void }) {
  const id = conversation.id;
  const load = useCallback((signal: AbortSignal) => getMessages(id, signal), [id]);
  const { loaded, reload } = useLoaded(load);
  const end = useRef<HTMLLIElement>(null);
  const unread = conversation.unreadCount;

  useMessageStream((event) => {
    if (event.conversationId === id) reload();
  });
  useEffect(() => {
    if (unread > 0) void markConversationRead(id).then(onChanged, () => undefined);
  }, [id, unread, onChanged]);
  const count = loaded.status === 'ready' ? loaded.value.messages.length : 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  return (
    <>
      <h2 className="text-2xl font-bold">{counterpartName(conversation)}</h2>
      {loaded.status === 'loading' ? <Spinner label="Loading messages" /> : null}
      {loaded.status === 'failed' ? <p role="alert">These messages could not be loaded. Please try again.</p> : null}
      {loaded.status === 'ready' ? (
        <ol aria-label="Messages" aria-live="polite" className="flex max-h-[32rem] flex-col gap-2 overflow-y-auto">
          {loaded.value.messages.map((message) => (
            <li
              key={message.id}
              className={`max-w-[80%] rounded-2xl px-4 py-2 ${message.isMine ? 'self-end bg-clay-700 text-white' : 'self-start border border-sand-200 bg-white'}`}
            >
              <p className="whitespace-pre-line">{message.body}</p>
              <p className="text-xs opacity-80">
                {message.isMine ? 'You' : counterpartName(conversation)} · {timeOf(message.createdAt)}
              </p>
              {message.isMine ? null : <ReportDialog targetType="message" targetId={message.id} what="this message" />}
            </li>
          ))}
          <li ref={end} aria-hidden="true" />
        </ol>
      ) : null}
      <MessageComposer conversationId={id} onSent={reload} />
    </>
  );
}
