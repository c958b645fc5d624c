import { useState, type ComponentType, type FunctionComponent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';

/**
 * A dialog whose code loads when it is first opened (or soon to be), not with its screen. As a
 * component it renders nothing until its code is here, then the dialog itself, which stays
 * mounted with the screen, so what was done in it (documents opened, a request's state) is still
 * there when it shows again. Open it through useDialogOpener, which sets its `open` only then.
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
  /** While the dialog's code loads after the person asked for it: for the opener's `busy`. */
  readonly busy: boolean;
  /** The app's words for a lost connection, after a load failed; opening again tries again. */
  readonly error: string | undefined;
  /** Shows the dialog (`show` sets its `open`) once its code is here: at once when it already is. */
  readonly open: (show: () => void) => void;
  /** For the opener: pointing at it or focusing it starts the load, so the dialog opens at once. */
  readonly intent: { onPointerEnter: () => void; onFocus: () => void };
}

/**
 * Opens a lazy dialog from a button. While its code loads the button is busy, as for any action
 * (Button's `busy`); a busy button is disabled, which makes the browser drop its focus, so the
 * focus is put back on it when the load ends: the dialog then takes the focus from it and hands
 * it back on close, as when the code was already here.
 */
export function useDialogOpener<P extends object>(dialog: LazyDialog<P>): DialogOpener {
  const { t } = useTranslation('errors');
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  const open = (show: () => void) => {
    if (dialog.loaded()) {
      setState('idle');
      show();
      return;
    }
    const opener = document.activeElement;
    setState('loading');
    const settle = (next: 'idle' | 'failed') => {
      flushSync(() => setState(next));
      if (opener instanceof HTMLElement && opener.isConnected && (!document.activeElement || document.activeElement === document.body)) {
        opener.focus();
      }
    };
    dialog.load().then(
      () => {
        settle('idle');
        show();
      },
      () => settle('failed'),
    );
  };

  return {
    busy: state === 'loading',
    error: state === 'failed' ? t('client.network') : undefined,
    open,
    intent: { onPointerEnter: dialog.preload, onFocus: dialog.preload },
  };
}
