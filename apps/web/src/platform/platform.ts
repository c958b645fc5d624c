/** Where the app runs: the website, or the bundle inside the iOS or Android app. */
export type TPlatform = 'web' | 'ios' | 'android';

/*
 * The build target: `import.meta.env.VITE_APP_TARGET` is 'native' in the bundle inside the apps
 * (`vite build --mode native` or `native-test`), 'web' otherwise. Each native branch tests it in
 * place, never through an imported constant: only then does the website's build drop the branch
 * with what it imports (the bundler keeps the chunks and exports an imported constant guards).
 */

let platform: TPlatform = 'web';

/** Set once, by the start-up (start.ts), before anything renders. */
export function setPlatform(detected: TPlatform): void {
  platform = import.meta.env.VITE_APP_TARGET === 'native' ? detected : 'web';
}

export function currentPlatform(): TPlatform {
  return platform;
}

export function isNativePlatform(): boolean {
  return platform !== 'web';
}

/** Capacitor names its platforms 'ios', 'android' and 'web' (a browser, e.g. the native-test build). */
export function toPlatform(name: string): TPlatform {
  return name === 'ios' || name === 'android' ? name : 'web';
}
