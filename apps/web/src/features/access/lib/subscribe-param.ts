/** `?subscribe=1` opens the subscribe prompt on any screen that renders <SubscribeParamPrompt /> (spec section 2). */
export const subscribeParam = 'subscribe';

/** The same path with the subscribe prompt open, e.g. '/resources' -> '/resources?subscribe=1'. */
export function withSubscribeParam(pathname: string, search = ''): string {
  const params = new URLSearchParams(search);
  params.set(subscribeParam, '1');
  return `${pathname}?${params.toString()}`;
}
