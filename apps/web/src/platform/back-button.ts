import type { TAppShell } from './native-plugins';

export type TBackAction = 'close-dialog' | 'go-back' | 'minimize';

/**
 * Android's back button: an open dialog closes first, then the history goes back; with nothing
 * to go back to the app goes to the background, as the system's own apps do, rather than quit.
 */
export function backAction({ dialogOpen, canGoBack }: { dialogOpen: boolean; canGoBack: boolean }): TBackAction {
  if (dialogOpen) return 'close-dialog';
  return canGoBack ? 'go-back' : 'minimize';
}

/** The topmost open Radix dialog (components/ui/modal.tsx), if any. */
function openDialog(): Element | null {
  const dialogs = document.querySelectorAll('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]');
  return dialogs[dialogs.length - 1] ?? null;
}

export function handleBackButton(app: Pick<TAppShell, 'onBackButton' | 'minimize'>, goBack: () => void): void {
  app.onBackButton((canGoBack) => {
    const dialog = openDialog();
    switch (backAction({ dialogOpen: dialog !== null, canGoBack })) {
      case 'close-dialog':
        // The dialog closes as it would on Escape; one that may not close now (busy) stays.
        dialog?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
        break;
      case 'go-back':
        goBack();
        break;
      case 'minimize':
        void app.minimize().catch(() => undefined);
        break;
    }
  });
}
