import { handleBackButton } from './back-button';
import { listenForDeepLinks } from './deep-links';
import { nativePlugins } from './started-plugins';

interface TNavigator {
  navigate(to: string, options: { replace: boolean }): unknown;
}

/**
 * The app's part of the shell: links that open the app go to their screen through the router,
 * and Android's back button walks the router's history. Nothing on the website.
 */
export function connectNativeShell(router: TNavigator): void {
  const plugins = nativePlugins();
  if (!plugins) return;
  void listenForDeepLinks(plugins.app, (route, options) => void router.navigate(route, options));
  if (plugins.platform === 'android') handleBackButton(plugins.app, () => window.history.back());
}
