import type { TNetwork } from './native-plugins';
import { nativePlugins } from './started-plugins';

/** Whether the device is online, and news when that changes. */
export interface TConnectivity {
  isOnline(): Promise<boolean>;
  subscribe(listener: (online: boolean) => void): () => void;
}

/** The web: the browser's online and offline events. */
const browserConnectivity: TConnectivity = {
  isOnline: () => Promise.resolve(navigator.onLine),
  subscribe(listener) {
    const online = () => listener(true);
    const offline = () => listener(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  },
};

/** The apps: @capacitor/network, which knows the radio's state better than the web view does. */
function nativeConnectivity(network: TNetwork): TConnectivity {
  return {
    isOnline: () => network.isConnected().catch(() => navigator.onLine),
    subscribe: (listener) => network.onChange(listener),
  };
}

export function connectivity(): TConnectivity {
  const network = import.meta.env.VITE_APP_TARGET === 'native' ? nativePlugins()?.network : undefined;
  return network ? nativeConnectivity(network) : browserConnectivity;
}
