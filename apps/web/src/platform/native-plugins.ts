import type { TPlatform } from './platform';
import { toPlatform } from './platform';

/**
 * The parts of the Capacitor plugins the app uses, each behind a small interface: the unit tests
 * drive the platform module with fakes of these (these machines run neither iOS nor Android).
 */
export interface TAppShell {
  /** The app's version and build, from the store listing's binary. */
  info(): Promise<{ version: string; build: string }>;
  /** The link the app was opened with (cold start), if any. */
  launchUrl(): Promise<string | null>;
  onUrlOpen(listener: (url: string) => void): void;
  /** Android's back button; `canGoBack` is the web view's own history. */
  onBackButton(listener: (canGoBack: boolean) => void): void;
  minimize(): Promise<void>;
}

/** The Keychain (iOS) or the Keystore-backed storage (Android). */
export interface TSecureStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface TStatusBar {
  /** 'dark-text' for a light background. */
  setStyle(style: 'dark-text' | 'light-text'): Promise<void>;
  /** Android only, and not on Android 15+, where the app draws behind the bar. */
  setBackgroundColor(color: string): Promise<void>;
}

export interface TNetwork {
  isConnected(): Promise<boolean>;
  /** Returns how to stop listening. */
  onChange(listener: (connected: boolean) => void): () => void;
}

interface TInAppReview {
  requestReview(): Promise<void>;
}

export interface TNativePlugins {
  platform: TPlatform;
  app: TAppShell;
  secureStore: TSecureStore;
  statusBar: TStatusBar;
  network: TNetwork;
  review: TInAppReview;
}

/** Loaded only by native builds (start.ts), so none of these packages reaches the website. */
export async function loadNativePlugins(): Promise<TNativePlugins> {
  const [{ Capacitor }, { App }, { SecureStorage }, { StatusBar, Style }, { Network }, { InAppReview }] = await Promise.all([
    import('@capacitor/core'),
    import('@capacitor/app'),
    import('@aparajita/capacitor-secure-storage'),
    import('@capacitor/status-bar'),
    import('@capacitor/network'),
    import('@capacitor-community/in-app-review'),
  ]);
  return {
    platform: toPlatform(Capacitor.getPlatform()),
    app: {
      info: async () => {
        const { version, build } = await App.getInfo();
        return { version, build };
      },
      launchUrl: async () => (await App.getLaunchUrl())?.url || null,
      onUrlOpen: (listener) => void App.addListener('appUrlOpen', ({ url }) => listener(url)),
      onBackButton: (listener) => void App.addListener('backButton', ({ canGoBack }) => listener(canGoBack)),
      minimize: () => App.minimizeApp(),
    },
    secureStore: {
      get: (key) => SecureStorage.getItem(key),
      set: (key, value) => SecureStorage.setItem(key, value),
      remove: (key) => SecureStorage.removeItem(key),
    },
    statusBar: {
      setStyle: (style) => StatusBar.setStyle({ style: style === 'dark-text' ? Style.Light : Style.Dark }),
      setBackgroundColor: (color) => StatusBar.setBackgroundColor({ color }),
    },
    network: {
      isConnected: async () => (await Network.getStatus()).connected,
      onChange: (listener) => {
        const handle = Network.addListener('networkStatusChange', ({ connected }) => listener(connected));
        return () => void handle.then((listening) => listening.remove());
      },
    },
    review: { requestReview: () => InAppReview.requestReview() },
  };
}
