import { vi } from 'vitest';
import type { TNativePlugins } from '../native-plugins';
import type { TPlatform } from '../platform';

/** The Keychain / Keystore as a Map. */
export function fakeSecureStore(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries));
  return {
    items,
    get: vi.fn(async (key: string) => items.get(key) ?? null),
    set: vi.fn(async (key: string, value: string) => void items.set(key, value)),
    remove: vi.fn(async (key: string) => void items.delete(key)),
  };
}

/**
 * Fakes of the plugins' APIs, as a device would answer. `openUrl`, `pressBack` and `setConnected`
 * play what the system would send.
 */
export function fakeNativePlugins(platform: TPlatform, { launchUrl = null as string | null, connected = true } = {}) {
  let urlOpen: ((url: string) => void) | null = null;
  let backButton: ((canGoBack: boolean) => void) | null = null;
  const networkListeners = new Set<(connected: boolean) => void>();
  const plugins = {
    platform,
    app: {
      info: vi.fn(async () => ({ version: '2.6.0', build: '961' })),
      launchUrl: vi.fn(async () => launchUrl),
      onUrlOpen: vi.fn((listener: (url: string) => void) => void (urlOpen = listener)),
      onBackButton: vi.fn((listener: (canGoBack: boolean) => void) => void (backButton = listener)),
      minimize: vi.fn(async () => undefined),
    },
    secureStore: fakeSecureStore(),
    statusBar: { setStyle: vi.fn(async () => undefined), setBackgroundColor: vi.fn(async () => undefined) },
    network: {
      isConnected: vi.fn(async () => connected),
      onChange: vi.fn((listener: (connected: boolean) => void) => {
        networkListeners.add(listener);
        return () => void networkListeners.delete(listener);
      }),
    },
    review: { requestReview: vi.fn(async () => undefined) },
  } satisfies TNativePlugins;
  return {
    plugins,
    openUrl: (url: string) => urlOpen?.(url),
    pressBack: (canGoBack: boolean) => backButton?.(canGoBack),
    setConnected: (next: boolean) => networkListeners.forEach((listener) => listener(next)),
  };
}
