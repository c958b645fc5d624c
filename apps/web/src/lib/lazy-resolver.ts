import { useEffect } from 'react';
import type { FieldValues, Resolver, ResolverError, ResolverOptions } from 'react-hook-form';
import type { z } from 'zod';
import i18n from './i18n';

type TSchema = z.ZodType<unknown, FieldValues>;
type TSchemaResolver<S extends TSchema> = Resolver<z.input<S>, unknown, z.output<S>>;

/** A form's resolver whose schema loads on first use, and the way to start that load early. */
export interface LazyResolver<S extends TSchema> {
  readonly resolver: TSchemaResolver<S>;
  /** Starts loading now; a failure here is left for the next check to retry. */
  readonly preload: () => void;
}

/**
 * A zod resolver for react-hook-form that loads the schema, zod and the zod resolver only when
 * first needed: validation waits for a keystroke or a submit, and zod is some 38 KB gzip that the
 * screen would otherwise load before it shows. A check made before the load ends waits for it.
 * Made once per form, at module level, so the loaded resolver is kept for every later visit.
 */
export function lazyZodResolver<S extends TSchema>(loadSchema: () => Promise<S>): LazyResolver<S> {
  let loading: Promise<TSchemaResolver<S>> | null = null;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as TSchemaResolver<S>,
      (error: unknown) => {
        // Offline, most likely: the next check loads again.
        loading = null;
        throw error;
      },
    ));

  const resolver: TSchemaResolver<S> = async (values, context, options) => {
    let resolve: TSchemaResolver<S>;
    try {
      resolve = await load();
    } catch {
      return notLoaded(options);
    }
    return resolve(values, context, options);
  };
  return { resolver, preload: () => void load().catch(() => undefined) };
}

/**
 * The form stays unsent, with the app's usual words for a lost connection in the place its
 * first problem shows (the field being checked, or on a submit the first field).
 */
function notLoaded<TValues extends FieldValues>(options: ResolverOptions<TValues>): ResolverError<TValues> {
  const name = options.names?.[0] ?? Object.keys(options.fields)[0] ?? 'root';
  return {
    values: {},
    errors: { [name]: { type: 'network', message: i18n.t('errors:client.network') } },
  } as ResolverError<TValues>;
}

/** How long after the form has shown its load starts at the latest, where the browser has no idle callback. */
const preloadDelayMs = 1_000;

/**
 * The form's resolver, its load started once the page is idle after the form has shown: early
 * enough to be there before the person has typed, late enough not to compete with the screen's
 * own first paint for the network and the main thread.
 */
export function useLazyResolver<S extends TSchema>(lazy: LazyResolver<S>): TSchemaResolver<S> {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(lazy.preload, { timeout: 3 * preloadDelayMs });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(lazy.preload, preloadDelayMs);
    return () => window.clearTimeout(timer);
  }, [lazy]);
  return lazy.resolver;
}
