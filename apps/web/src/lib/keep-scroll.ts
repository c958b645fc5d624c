const flag = 'keepScroll';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * History state for a navigation that leaves the page where it is scrolled: a popup opening over
 * the screen, or the address being tidied. Any other new address starts at the top
 * (app/layout/use-scroll-restoration.ts). Keeps what `state` already carries.
 */
export function keepScroll(state?: unknown): Record<string, unknown> {
  return { ...(isRecord(state) ? state : {}), [flag]: true };
}

export function keepsScroll(state: unknown): boolean {
  return isRecord(state) && state[flag] === true;
}
