import { isNativePlatform } from '../platform';
import type { TAudioEngine, TAudioEngineEvents, TAudioSource } from './audio-engine';
import { createNativePlayerEngine, loadNativePlayerPlugin } from './native-player-engine';
import { createWebAudioEngine } from './web-audio-engine';

export type { TAudioEngine } from './audio-engine';

/** In the apps, audio plays through the native player (background, lock screen); on the web, through <audio>. */
export function usesNativePlayer(): boolean {
  return import.meta.env.VITE_APP_TARGET === 'native' && isNativePlatform();
}

/** The engine for this platform; the web's needs the page's <audio> element. */
export function createAudioEngine(source: TAudioSource, element: HTMLAudioElement | null, events: TAudioEngineEvents): TAudioEngine | null {
  // The build's constant written out (not usesNativePlayer()): the bundler folds it and drops the
  // native engine, and the plugin it loads, from the website.
  if (import.meta.env.VITE_APP_TARGET === 'native' && isNativePlatform()) return createNativePlayerEngine(loadNativePlayerPlugin, source, events);
  return element ? createWebAudioEngine(element, events) : null;
}
