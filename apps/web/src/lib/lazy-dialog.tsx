import { useCallback, useState, type ComponentType, type FunctionComponent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';

/**
 * A dialog whose code loads when it is first opened (or soon to be), not with its screen. As a
 * component it renders nothing until its code is here, then the dialog itself, which stays
 * mounted with the screen, so what was done in it (documents opened, a request's state) is still
 * there when it shows again. Open it through useDialogOpener, which sets its `open` only then.
 *
 * The same serves any part of a screen that shows later, such as a form shown on a press (opened
 * like a dialog) or once the screen's data asks for it (useDialogOpener's `load`): the screen
 * renders it only while it shows.
 */
export interface LazyDialog<P extends object> extends FunctionComponent<P> {
  /** Starts loading now, on a sign that it will be opened; a failure is left for the opening to retry. */
  readonly preload: () => void;
  /** The load an opening waits for: the same one preload started, or a new one after a failure. */
  readonly load: () => Promise<void>;
  readonly loaded: () => boolean;
}

/**
 * Made once per dialog, at module level, so the loaded code is kept for every later visit.
 * `load` is the dialog module's import: `() => import('./terms-modal')`.
 *
 * Not React.lazy: its first render suspends even when the code is already here, and React then
 * holds the dialog back some 300 ms (measured in Chromium), so a dialog loaded ahead would not
 * open at once; and it keeps a failed import for good, with no way to try again.
 */
export function lazyDialog<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyDialog<P> {
  let loading: Promise<void> | null = null;
  let Loaded: ComponentType<P> | null = null;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        // Offline, most likely: the next opening loads again.
        loading = null;
        throw error;
      },
    ));

  function Dialog(props: P) {
    return Loaded ? <Loaded {...props} /> : null;
  }
  return Object.assign(Dialog, { preload: () => void start().catch(() => undefined), load: start, loaded: () => Loaded !== null });
}

export interface DialogOpener {
  /** While the dialog's code loads after the person (or `load`) asked for it: for the opener's `busy`. */
  readonly busy: boolean;
  /** The app's words for a lost connection, after a load failed; opening again tries again. */
  readonly error: string | undefined;
  /** Shows the dialog (`show` sets its `open`) once its code is here: at once when it already is. */
  readonly open: (show: () => void) => void;
  /**
   * Loads the code of a part the screen shows by itself once it is here (when its data asks for
   * it), with `busy` and `error` as for an opening; calling it again after a failure tries again.
   * The same function on every render, for an effect's dependencies.
   */
  readonly load: () => void;
  /** For the opener: pointing at it or focusing it starts the load, so the dialog opens at once. */
  readonly intent: { onPointerEnter: () => void; onFocus: () => void };
}

/**
 * Opens a lazy dialog from a button. While its code loads the button is busy, as for any action
 * (Button's `busy`); a busy button is disabled, which makes the browser drop its focus, so the
 * focus is put back on it when the load ends: the dialog then takes the focus from it and hands
 * it back on close, as when the code was already here. `load` fetches the code of a part that
 * has no opener, with the same states.
 */
export function useDialogOpener<P extends object>(dialog: LazyDialog<P>): DialogOpener {
  const { t } = useTranslation('errors');
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  // `settled` runs once the code is here (or failed to come), after the render that ends the wait.
  const fetchCode = useCallback(
    (settled: (loaded: boolean) => void) => {
      if (dialog.loaded()) {
        setState('idle');
        settled(true);
        return;
      }
      setState('loading');
      const settle = (next: 'idle' | 'failed') => {
        flushSync(() => setState(next));
        settled(next === 'idle');
      };
      dialog.load().then(
        () => settle('idle'),
        () => settle('failed'),
      );
    },
    [dialog],
  );

  const open = (show: () => void) => {
    const opener = document.activeElement;
    fetchCode((loaded) => {
      if (opener instanceof HTMLElement && opener.isConnected && (!document.activeElement || document.activeElement === document.body)) {
        opener.focus();
      }
      if (loaded) show();
    });
  };
  // No opener to give the focus back to: the part shows where the screen puts it.
  const load = useCallback(() => fetchCode(() => undefined), [fetchCode]);

  return {
    busy: state === 'loading',
    error: state === 'failed' ? t('client.network') : undefined,
    open,
    load,
    intent: { onPointerEnter: dialog.preload, onFocus: dialog.preload },
  };
}
