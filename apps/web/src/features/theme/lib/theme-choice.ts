/**
 * How the app looks on this device: as the system says (light or dark, following it as it
 * changes), or always light, or always dark. A choice of the device, not of the account: the
 * same person may want a dark phone at night and a light computer at work (decision 023).
 */
export const ThemeChoices = ['system', 'light', 'dark'] as const;
export type TThemeChoice = (typeof ThemeChoices)[number];

/** Where the choice is kept (localStorage); index.html's theme script reads it before the first paint. */
export const themeStorageKey = 'theme';

/** Sent on the window when the choice changes in this tab, for the theme script to apply it. */
export const themeChangeEvent = 'innerway-theme-change';

export function isThemeChoice(value: unknown): value is TThemeChoice {
  return typeof value === 'string' && (ThemeChoices as readonly string[]).includes(value);
}

/** The choice made on this device; 'system' when none was made or storage is refused. */
export function readThemeChoice(): TThemeChoice {
  try {
    const stored = window.localStorage.getItem(themeStorageKey);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Keeps the choice on this device and applies it at once ('system' keeps nothing). */
export function saveThemeChoice(choice: TThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(themeStorageKey);
    else window.localStorage.setItem(themeStorageKey, choice);
  } catch {
    // Private browsing may refuse storage: the page still switches, until it is reloaded.
  }
  window.dispatchEvent(new CustomEvent(themeChangeEvent, { detail: choice }));
}
