import { readAppVersion } from './client-info';
import type { TNativePlugins } from './native-plugins';
import { setPlatform } from './platform';
import { loadSessionTokens } from './session-token';
import { setNativePlugins } from './started-plugins';
import { followThemeInStatusBar } from './status-bar';

/**
 * The apps' start-up: the platform, the stored session (every first call needs its Bearer token)
 * and the app's version for the client-info header. A plugin that fails leaves the app signed
 * out or on default values rather than blank.
 */
export async function startNative(plugins: TNativePlugins): Promise<void> {
  setNativePlugins(plugins);
  setPlatform(plugins.platform);
  await Promise.all([
    loadSessionTokens(plugins.secureStore).catch(() => undefined),
    readAppVersion(plugins.app),
    followThemeInStatusBar(plugins.statusBar, plugins.platform),
  ]);
}
