import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { getUnreadCount, readMarks } from './messages-api';
import { useMessageStream } from './use-message-stream';

/** 'Messages' in the signed-in navigation, with the unread count, kept live by the message stream. */
export function UnreadMessagesLink({ className }: { className?: string }) {
  const [unread, setUnread] = useState(0);
  const { pathname } = useLocation();
  const refresh = useCallback(() => {
    getUnreadCount().then(setUnread, () => undefined);
  }, []);
  useEffect(refresh, [refresh, pathname]);
  useEffect(() => {
    readMarks.addEventListener('read', refresh);
    return () => readMarks.removeEventListener('read', refresh);
  }, [refresh]);
  useMessageStream(refresh);

  return (
    <Link to="/messages" className={className} aria-current={pathname.startsWith('/messages') ? 'page' : undefined}>
      Messages
      {unread > 0 ? (
        <span data-testid="unread-messages" className="ml-1 rounded-full bg-clay-700 px-2 py-0.5 text-sm text-white">
          {unread}
          <span className="sr-only"> unread</span>
        </span>
      ) : null}
    </Link>
  );
}
