import type { TNativePlugins } from './native-plugins';

/**
 * Only in the `native-test` build, which Playwright runs in a browser: the test picks the platform
 * (and the link a cold start opens with) in localStorage before the page loads. The release
 * builds never contain this file (vite.config.ts, start.ts).
 */
export const testPlatformKey = 'innerway:test-platform';
export const testLaunchUrlKey = 'innerway:test-launch-url';

export function withTestSwitch(plugins: TNativePlugins, storage: Storage = window.localStorage): TNativePlugins {
  const chosen = storage.getItem(testPlatformKey);
  const launchUrl = storage.getItem(testLaunchUrlKey);
  // A launch link opens the app once, as on a device.
  storage.removeItem(testLaunchUrlKey);
  return {
    ...plugins,
    platform: chosen === 'ios' || chosen === 'android' ? chosen : plugins.platform,
    app: { ...plugins.app, launchUrl: () => Promise.resolve(launchUrl) },
  };
}
