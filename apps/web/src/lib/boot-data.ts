import { BootData } from '@innerway/domain';

type TBootReplies = Map<string, unknown>;

let replies: TBootReplies | null = null;

function readBootReplies(): TBootReplies {
  const element = document.getElementById(BootData.elementId);
  const read: TBootReplies = new Map();
  if (element?.textContent) {
    try {
      for (const [path, data] of Object.entries(JSON.parse(element.textContent) as Record<string, unknown>)) read.set(path, data);
    } catch {
      // A damaged block only costs the requests it would have saved.
    }
  }
  element?.remove();
  return read;
}

/**
 * The reply the server sent inside the page for a read of `path` (packages/domain/src/boot-data.ts),
 * given out once, and only early in the page's life: after that the API is asked as usual.
 */
export function takeBootReply(path: string): { data: unknown } | null {
  replies ??= readBootReplies();
  if (!replies.has(path)) return null;
  const data = replies.get(path);
  replies.delete(path);
  if (performance.now() > BootData.lifetimeMs) {
    replies.clear();
    return null;
  }
  return { data };
}

/**
 * Drops the replies not taken yet: once the person has changed something (any call but a read)
 * or signed out, they may no longer be true, or no longer theirs.
 */
export function dropBootReplies(): void {
  replies = new Map();
  document.getElementById(BootData.elementId)?.remove();
}

/** Tests start each case from a fresh page. */
export function forgetBootReplies(): void {
  replies = null;
}
