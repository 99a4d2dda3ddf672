import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { FAQ } from '../../content/faq';
import { Button } from '../../components/ui/button';
import { CloseIcon, SendIcon } from '../../components/ui/icons';
import { createFaqResponder } from './faq-responder';
import { useChatConversation } from './use-chat-conversation';

interface ChatAssistantDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  launcherRef: RefObject<HTMLButtonElement | null>;
}

export default function ChatAssistantDialog({ open, onOpenChange, launcherRef }: ChatAssistantDialogProps) {
  const responder = useMemo(() => createFaqResponder(FAQ), []);
  const { messages, replying, quickQuestions, sendTyped, askQuick } = useChatConversation(responder);
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) {
      log.scrollTop = log.scrollHeight;
    }
  }, [messages, replying]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendTyped(draft)) {
      setDraft('');
    }
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-ink/30 data-[state=open]:animate-fade-in sm:bg-transparent" />
        <DialogPrimitive.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            launcherRef.current?.focus();
          }}
          className="fixed inset-x-2 bottom-2 z-50 flex max-h-[min(36rem,calc(100dvh-1rem))] flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-2xl data-[state=open]:animate-rise-in sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96"
        >
          <header className="flex items-start justify-between gap-3 bg-clay-700 px-4 py-3 text-white">
            <div>
              <DialogPrimitive.Title className="text-lg font-bold">Village assistant</DialogPrimitive.Title>
              <DialogPrimitive.Description className="text-sm text-clay-50">
                Quick answers about Village.
              </DialogPrimitive.Description>
            </div>
            <DialogPrimitive.Close
              aria-label="Close chat assistant"
              className="-mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-white"
            >
              <CloseIcon />
            </DialogPrimitive.Close>
          </header>
          <div
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-label="Conversation"
            className="flex min-h-40 flex-1 flex-col gap-3 overflow-y-auto px-4 py-4"
          >
            {messages.map((message) => (
              <p
                key={message.id}
                className={`max-w-[85%] rounded-2xl px-4 py-2 ${
                  message.from === 'member'
                    ? 'self-end rounded-br-sm bg-clay-700 text-white'
                    : 'self-start rounded-bl-sm bg-sand-100 text-ink'
                }`}
              >
                <span className="sr-only">{message.from === 'member' ? 'You: ' : 'Assistant: '}</span>
                {message.text}
              </p>
            ))}
          </div>
          {replying ? (
            <p aria-hidden="true" className="px-4 pb-2 text-sm text-ink-muted">
              The assistant is typing…
            </p>
          ) : null}
          {quickQuestions.length > 0 ? (
            <div className="border-t border-sand-200 px-4 py-3">
              <h3 id="chat-quick-questions" className="text-sm font-semibold text-ink-muted">
                Quick questions
              </h3>
              <ul aria-labelledby="chat-quick-questions" className="mt-2 flex flex-col gap-2">
                {quickQuestions.map((question) => (
                  <li key={question}>
                    <button
                      type="button"
                      onClick={() => askQuick(question)}
                      className="min-h-10 w-full rounded-xl border border-clay-600 px-3 py-2 text-left text-sm font-semibold text-clay-700 hover:bg-clay-50"
                    >
                      {question}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <form onSubmit={handleSubmit} className="flex items-end gap-2 border-t border-sand-200 p-3">
            <div className="flex-1">
              <label htmlFor="chat-message" className="sr-only">
                Your question
              </label>
              <input
                ref={inputRef}
                id="chat-message"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                placeholder="Type your question…"
                autoComplete="off"
                className="block min-h-11 w-full rounded-full border border-sand-500 bg-white px-4 text-base"
              />
            </div>
            <Button type="submit" disabled={!draft.trim()} className="px-4">
              <SendIcon className="size-4" />
              Send
            </Button>
          </form>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
