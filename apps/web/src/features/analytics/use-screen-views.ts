import { useEffect, useRef } from 'react';
import { AnalyticsEvent } from '@innerway/domain';
import { useSession } from '../session';
import { whenTitleChanges, type TTitleWait } from './page-title';
import { screenViewKey, shownScreen } from './screen-handles';
import type { TTrack } from './tracker';

/** What screen views read of a matched route (react-router's RouteMatch). */
export interface TMatchedRoute {
  route: { handle?: unknown };
  params: Readonly<Record<string, string | undefined>>;
}

/** The title the page had before any screen named itself (index.html's). */
const startTitle = typeof document === 'undefined' ? '' : document.title;

/**
 * screen_view, from one place (the root layout) for every screen: when another screen shows,
 * including on the same path (signing in at / turns the login screen into the dashboard), or the
 * same screen for another item (topic 1, then topic 2). Popups opening through the query or a
 * popup param are not new screens.
 *
 * The page title is the new screen's: a screen that arrives behind a loading fallback sets it a
 * moment after it is routed to, so the view waits for the title to change from the last one sent
 * (briefly; see page-title.ts). A view still waiting when the next screen comes is sent first.
 */
export function useScreenViews(track: TTrack, matches: readonly TMatchedRoute[]): void {
  const session = useSession();
  const screen = shownScreen(
    matches.map((match) => match.route.handle),
    session,
  );
  const screenName = screen?.screenName ?? null;
  const screenClass = screen?.screenClass ?? null;
  const key = screen ? screenViewKey(screen, matches.at(-1)?.params ?? {}) : null;
  const lastKey = useRef<string | null>(null);
  const lastTitle = useRef(startTitle);
  const waiting = useRef<TTitleWait | null>(null);

  useEffect(() => {
    if (!key || !screenName || !screenClass) return;
    // StrictMode runs effects twice, and the session refreshing re-renders the same screen.
    if (lastKey.current === key) return;
    lastKey.current = key;
    waiting.current?.flush();
    waiting.current = whenTitleChanges(lastTitle.current, (title) => {
      lastTitle.current = title;
      track(AnalyticsEvent.ScreenView, { screen_name: screenName, screen_class: screenClass, page_title: title });
    });
  }, [key, screenName, screenClass, track]);
}
