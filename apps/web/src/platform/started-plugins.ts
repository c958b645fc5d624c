import type { TNativePlugins } from './native-plugins';

let plugins: TNativePlugins | null = null;

/** Set by the apps' start-up (native-start.ts). */
export function setNativePlugins(started: TNativePlugins): void {
  plugins = started;
}

/** The native plugins once started; null on the website. */
export function nativePlugins(): TNativePlugins | null {
  return plugins;
}
