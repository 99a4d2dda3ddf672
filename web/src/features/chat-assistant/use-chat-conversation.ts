import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_GREETING, CHAT_REPLY_DELAY_MS } from './chat-text';
import type { FaqResponder } from './faq-responder';

export interface ChatMessage {
  id: number;
  from: 'assistant' | 'member';
  text: string;
}

const GREETING: ChatMessage = { id: 0, from: 'assistant', text: CHAT_GREETING };

export function useChatConversation(responder: FaqResponder) {
  const [messages, setMessages] = useState<ChatMessage[]>([GREETING]);
  const [awaitingReplies, setAwaitingReplies] = useState(0);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, []);

  const exchange = useCallback((question: string, reply: string) => {
    setMessages((previous) => [...previous, { id: nextId.current++, from: 'member', text: question }]);
    setAwaitingReplies((count) => count + 1);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setMessages((previous) => [...previous, { id: nextId.current++, from: 'assistant', text: reply }]);
      setAwaitingReplies((count) => count - 1);
    }, CHAT_REPLY_DELAY_MS);
    timers.current.add(timer);
  }, []);

  const sendTyped = useCallback(
    (text: string): boolean => {
      const question = text.trim();
      if (!question) {
        return false;
      }
      exchange(question, responder.answerTypedQuestion(question));
      return true;
    },
    [exchange, responder],
  );

  const askQuick = useCallback(
    (question: string) => exchange(question, responder.answerQuickQuestion(question)),
    [exchange, responder],
  );

  return {
    messages,
    replying: awaitingReplies > 0,
    quickQuestions: messages.length === 1 ? responder.quickQuestions : [],
    sendTyped,
    askQuick,
  };
}
