import { AppLinkHost } from '@innerway/domain';
import { apiOrigin } from '../lib/config';
import type { TAppShell } from './native-plugins';

/** The host of the e-mail links (universal links / app links), as the native projects declare it. */
const linkOrigin = `https://${AppLinkHost}`;

/**
 * Server paths, not screens: a link there is left alone. So is a path that opens with two
 * slashes: the router would read `//evil.example/x` as another site and leave the app for it
 * (on Android any installed app can hand us such a URL, past the intent filter).
 */
const refusedPaths = /^\/(api|\.well-known)(\/|$)|^\/[/\\]/;

/**
 * The in-app route for a link the app was opened with (path and query), or null when the link is
 * not ours: https://innerway.app/password/reset/abc?email=… → /password/reset/abc?email=….
 */
export function deepLinkRoute(url: string, origins: readonly string[] = [linkOrigin, apiOrigin]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!origins.includes(parsed.origin) || refusedPaths.test(parsed.pathname)) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * Opens the screen of a link: the one the app was launched with (cold start: it replaces the
 * first screen, so Back does not return to it) and every one that arrives while it runs. iOS
 * hands a cold start's link over both ways: a link to the screen already shown is not opened again
 * (an e-mail verification link works once).
 */
export async function listenForDeepLinks(
  app: Pick<TAppShell, 'launchUrl' | 'onUrlOpen'>,
  open: (route: string, options: { replace: boolean }) => void,
  currentRoute: () => string = () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
): Promise<void> {
  const openOnce = (url: string, replace: boolean) => {
    const route = deepLinkRoute(url);
    if (route && route !== currentRoute()) open(route, { replace });
  };
  app.onUrlOpen((url) => openOnce(url, false));
  const launchUrl = await app.launchUrl().catch(() => null);
  if (launchUrl) openOnce(launchUrl, true);
}
