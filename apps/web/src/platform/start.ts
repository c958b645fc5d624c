import { loadNativePlugins } from './native-plugins';
import { startNative } from './native-start';

/**
 * The apps' start-up, which main.tsx awaits before the first render; main.tsx loads this module
 * only in native builds (see platform.ts on testing the build target).
 */
export async function startPlatform(): Promise<void> {
  let plugins = await loadNativePlugins();
  // Playwright's native-test build only: the test chooses iOS or Android (test-switch.ts).
  if (import.meta.env.MODE === 'native-test') plugins = (await import('./test-switch')).withTestSwitch(plugins);
  await startNative(plugins);
}
