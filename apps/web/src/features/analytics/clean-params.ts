import {
  AnalyticsLimits,
  AnalyticsParamKeys,
  looksLikeEmail,
  type TAnalyticsEventName,
  type TAnalyticsParams,
} from '@innerway/domain';

/**
 * The event's params as the server will take them: only the allow-listed keys (so no e-mail or
 * name can ride along, even by mistake), strings only, and the page title bounded and free of
 * anything that looks like an e-mail address (the screen's name stands in). One bad value would
 * otherwise cost the whole batch its place in the store.
 */
export function cleanParams<N extends TAnalyticsEventName>(name: N, params: TAnalyticsParams[N]): TAnalyticsParams[N] {
  const given = params as Record<string, unknown>;
  const clean: Record<string, string> = {};
  for (const key of AnalyticsParamKeys[name] as readonly string[]) {
    const value = given[key];
    if (typeof value === 'string') clean[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) clean[key] = String(value);
  }
  if ('page_title' in clean) {
    const title = clean.page_title!.trim().slice(0, AnalyticsLimits.pageTitleMax);
    clean.page_title = title && !looksLikeEmail(title) ? title : (clean.screen_name ?? 'Untitled');
  }
  return clean as TAnalyticsParams[N];
}
