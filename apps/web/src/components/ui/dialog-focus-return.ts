/**
 * The focus rule of every dialog (Radix Dialog.Content): when it closes, the focus goes back to
 * what had it when the dialog opened.
 * - A dialog that opens in place of another one (a loading popup followed by the loaded one, a
 *   menu entry that opens a popup as its menu closes) finds the focus on the body: it returns the
 *   focus where the one it replaces would have.
 * - An opener no longer in the page (it sat in a dialog now closed) hands over to that dialog's
 *   opener; with none left (a popup opened by its address), the focus goes to the page's main
 *   heading, never to the body.
 * - When something else has taken the focus meanwhile (a next dialog, a message), it stays there.
 */

/** Where the focus goes when a dialog closes: its opener, else where the dialog around the opener sends it. */
interface TReturn {
  readonly opener: HTMLElement | null;
  readonly outer: TReturn | null;
}

/** Each dialog that opened and has not yet given the focus back (its content element), in order of opening. */
const dialogs = new Map<Element, TReturn | null>();

function returnAtOpen(content: Element): TReturn | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !content.contains(active)) {
    const around = active.closest('[role="dialog"], [role="alertdialog"]');
    return { opener: active, outer: around ? (dialogs.get(around) ?? null) : null };
  }
  // The focus was on something that has just left the page with its dialog.
  const replaced = [...dialogs].findLast(([other]) => !other.isConnected);
  return replaced ? replaced[1] : null;
}

/** The page's main heading, or the main region: where a person reading the page is. */
function focusMainHeading(): void {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

function focusReturn(to: TReturn | null): void {
  for (let at = to; at; at = at.outer) {
    const { opener } = at;
    if (!opener?.isConnected) continue;
    opener.focus();
    // A hidden or disabled opener does not take it: the next one out is tried.
    if (document.activeElement === opener) return;
  }
  focusMainHeading();
}

/**
 * For Dialog.Content's onOpenAutoFocus, before the dialog moves the focus in. `opener` names what
 * opened it, for a dialog whose toggle may not have the focus (a tap on a touch screen).
 */
export function rememberDialogOpener(event: Event, opener?: HTMLElement | null): void {
  const content = event.currentTarget;
  if (!(content instanceof Element) || dialogs.has(content)) return;
  dialogs.set(content, opener ? { opener, outer: null } : returnAtOpen(content));
}

/**
 * Whether a dialog has closed and not yet given the focus back (Radix does it a moment after the
 * dialog leaves the page): a navigation that closed it leaves the focus to this rule.
 */
export function isDialogFocusReturnPending(): boolean {
  return [...dialogs.keys()].some((content) => !content.isConnected);
}

/** For Dialog.Content's onCloseAutoFocus: gives the focus back as the rule above says. */
export function returnDialogFocus(event: Event): void {
  event.preventDefault();
  const content = event.currentTarget;
  if (!(content instanceof Element)) return;
  // Still in the page: React's development double run of effects, not a close.
  if (content.isConnected) return;
  const to = dialogs.get(content) ?? null;
  dialogs.delete(content);
  const active = document.activeElement;
  if (active && active !== document.body) return;
  focusReturn(to);
}
