import { lazy, type ComponentType, type FunctionComponent } from 'react';

/** A screen of the route table whose code is its own chunk. */
export interface TLazyScreen extends FunctionComponent {
  /** Loads the chunk; once it is here, the screen renders without suspending. */
  readonly preload: () => Promise<void>;
}

/**
 * `React.lazy`, plus a way to have the code before the first render. A lazy component suspends on
 * its first render even when its chunk has already arrived, and React then holds the screen back
 * until 300 ms after the fallback showed (its throttle for revealing suspended content): measured,
 * every first load lost those 300 ms. A screen preloaded (app.tsx, before the first render)
 * renders at once; one reached later by a link suspends inside the router's transition, which
 * keeps the last screen on view meanwhile.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): TLazyScreen {
  let Loaded: ComponentType | null = null;
  const loadAndKeep = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadAndKeep);
  function Screen() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Screen, { preload: () => loadAndKeep().then(() => undefined) });
}

export const isLazyScreen = (component: unknown): component is TLazyScreen =>
  typeof component === 'function' && typeof (component as Partial<TLazyScreen>).preload === 'function';
