import type { ToastInput } from '../../components/toast';

export interface ShareTarget {
  title: string;
  description: string;
  url: string;
}

export type ShareOutcome = 'shared' | 'copied' | 'shown' | 'cancelled';

export interface ShareEnvironment {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  writeText?: (text: string) => Promise<void>;
  toast: (input: ToastInput) => unknown;
}

export const SHARE_LINK_TOAST_MS = 5000;
export const SHARE_TEXT_LENGTH = 100;

export const shareText = (description: string): string => description.slice(0, SHARE_TEXT_LENGTH);

export function serviceShareUrl(id: string, origin = window.location.origin): string {
  return `${origin}/service/${encodeURIComponent(id)}`;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The Web Share API when the browser has it; else the clipboard ('Link copied!'); else a 'Share Link' toast that
 * shows the URL for 5000 ms so it can be copied by hand. Closing the share sheet is not a failure.
 */
export async function shareService(target: ShareTarget, env: ShareEnvironment): Promise<ShareOutcome> {
  const data: ShareData = { title: target.title, text: shareText(target.description), url: target.url };
  if (env.share && (!env.canShare || env.canShare(data))) {
    try {
      await env.share(data);
      env.toast({ title: 'Shared successfully!' });
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  if (env.writeText) {
    try {
      await env.writeText(target.url);
      env.toast({ title: 'Link copied!' });
      return 'copied';
    } catch {
      // The clipboard can be refused (permissions, insecure context): fall through to showing the link.
    }
  }
  env.toast({ title: 'Share Link', description: target.url, duration: SHARE_LINK_TOAST_MS });
  return 'shown';
}

/** The browser's own share and clipboard functions, bound so they can be called apart from their objects. */
export function browserShareEnvironment(toast: ShareEnvironment['toast']): ShareEnvironment {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    share: typeof nav?.share === 'function' ? nav.share.bind(nav) : undefined,
    canShare: typeof nav?.canShare === 'function' ? nav.canShare.bind(nav) : undefined,
    writeText:
      typeof nav?.clipboard?.writeText === 'function' ? nav.clipboard.writeText.bind(nav.clipboard) : undefined,
    toast,
  };
}
