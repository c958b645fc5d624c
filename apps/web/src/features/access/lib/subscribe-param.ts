import { Limits } from '@innerway/domain';

/** `?subscribe=1` opens the subscribe prompt on any screen that renders <SubscribeParamPrompt /> (spec section 2). */
export const subscribeParam = 'subscribe';

/** `&code=...` beside it fills the prompt's code entry (a gift mail's link opened while signed in). */
export const codeParam = 'code';

/** The same path with the subscribe prompt open, e.g. '/resources' -> '/resources?subscribe=1'. */
export function withSubscribeParam(pathname: string, search = ''): string {
  const params = new URLSearchParams(search);
  params.set(subscribeParam, '1');
  return `${pathname}?${params.toString()}`;
}

/** A code as the code entry holds it: upper-cased and no longer than a code can be. */
export function normalizeCode(raw: string | null | undefined): string {
  return (raw ?? '').trim().toUpperCase().slice(0, Limits.institutionCodeMax);
}

/**
 * Where a signed-in person goes from a link meant for registration (`/register?code=...`, the
 * gift mail): the dashboard with the prompt open and the code filled in, so one press redeems it.
 */
export function subscribePathWithCode(code: string): string {
  const params = new URLSearchParams({ [subscribeParam]: '1' });
  const normalized = normalizeCode(code);
  if (normalized) params.set(codeParam, normalized);
  return `/?${params.toString()}`;
}
