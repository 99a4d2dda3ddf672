import { lazy, Suspense, useRef, useState } from 'react';
import { ChatIcon } from '../../components/ui/icons';

const loadDialog = () => import('./chat-assistant-dialog');
const ChatAssistantDialog = lazy(loadDialog);

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);

  const prefetch = () => void loadDialog();

  return (
    <>
      <button
        ref={launcherRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="fixed right-4 z-30 inline-flex min-h-14 items-center gap-2 rounded-full bg-sage-700 px-5 font-semibold text-white bottom-4 translate-y-[calc(var(--cookie-banner-height,0px)*-1)] shadow-lg transition-transform hover:bg-sage-800"
      >
        <ChatIcon className="size-6" />
        <span>
          Ask<span className="sr-only"> the Village assistant</span>
        </span>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <ChatAssistantDialog open={open} onOpenChange={setOpen} launcherRef={launcherRef} />
        </Suspense>
      ) : null}
    </>
  );
}
