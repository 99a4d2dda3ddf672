import { useEffect, useRef } from 'react';
import { MESSAGE_STREAM_URL, type MessageEvent as NewMessageEvent } from './messages-api';

type Listener = (event: NewMessageEvent) => void;

const listeners = new Set<Listener>();
let source: EventSource | null = null;

/** One stream for the whole page, however many components listen: a browser allows few connections per host. */
function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (!source && typeof EventSource !== 'undefined') {
    source = new EventSource(MESSAGE_STREAM_URL, { withCredentials: true });
    source.addEventListener('message', (event: MessageEvent<string>) => {
      let parsed: NewMessageEvent;
      try {
        parsed = JSON.parse(event.data) as NewMessageEvent;
      } catch {
        return;
      }
      for (const each of [...listeners]) each(parsed);
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && source) {
      source.close();
      source = null;
    }
  };
}

/**
 * Calls `onMessage` for each new message in the signed-in member's conversations, live (server-sent events through
 * the gateway). The browser reconnects by itself after a drop; the stream closes when no component listens.
 */
export function useMessageStream(onMessage: Listener): void {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => subscribe((event) => handler.current(event)), []);
}
