import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTheme } from './start-theme';
import { saveThemeChoice, themeChangeEvent, themeStorageKey } from './theme-choice';

/** The system's `prefers-color-scheme: dark`, which a test can switch as a person would. */
function fakeSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
  };
  vi.stubGlobal('matchMedia', (media: string) => {
    expect(media).toBe('(prefers-color-scheme: dark)');
    return query;
  });
  return {
    switchTo(next: 'dark' | 'light') {
      dark = next === 'dark';
      listeners.forEach((listener) => listener());
    },
  };
}

/** index.html's two theme-color tags. */
function addThemeColorTags() {
  for (const theme of ['light', 'dark']) {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.dataset.theme = theme;
    meta.media = `(prefers-color-scheme: ${theme})`;
    document.head.append(meta);
  }
}

const pageTheme = () => document.documentElement.dataset.theme;
const activeThemeColor = () =>
  [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].filter((meta) => meta.media === 'all').map((meta) => meta.dataset.theme);

// Each test starts the script once, as a page load does: the window's listeners it adds are
// taken off after the test.
let stopListening = () => {};
beforeEach(() => {
  const listening = new AbortController();
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject) =>
    add(type, listener, { signal: listening.signal }),
  );
  stopListening = () => listening.abort();
  addThemeColorTags();
});

afterEach(() => {
  stopListening();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.head.querySelectorAll('meta[name="theme-color"]').forEach((meta) => meta.remove());
  delete document.documentElement.dataset.theme;
});

const start = () => startTheme(themeStorageKey, themeChangeEvent);

describe('the theme script', () => {
  it('follows the system when nothing was chosen, and keeps following it', () => {
    const system = fakeSystemScheme(true);
    start();
    expect(pageTheme()).toBe('dark');
    expect(activeThemeColor()).toEqual(['dark']);
    system.switchTo('light');
    expect(pageTheme()).toBe('light');
    expect(activeThemeColor()).toEqual(['light']);
  });

  it('puts the choice made on this device before the system', () => {
    const system = fakeSystemScheme(true);
    window.localStorage.setItem(themeStorageKey, 'light');
    start();
    expect(pageTheme()).toBe('light');
    expect(activeThemeColor()).toEqual(['light']);
    system.switchTo('dark');
    expect(pageTheme()).toBe('light');
  });

  it('ignores a stored value that is no choice', () => {
    fakeSystemScheme(false);
    window.localStorage.setItem(themeStorageKey, 'purple');
    start();
    expect(pageTheme()).toBe('light');
  });

  it('applies a choice made in this tab at once, and back to the system', () => {
    const system = fakeSystemScheme(false);
    start();
    saveThemeChoice('dark');
    expect(pageTheme()).toBe('dark');
    expect(window.localStorage.getItem(themeStorageKey)).toBe('dark');
    saveThemeChoice('system');
    expect(window.localStorage.getItem(themeStorageKey)).toBeNull();
    expect(pageTheme()).toBe('light');
    system.switchTo('dark');
    expect(pageTheme()).toBe('dark');
  });

  it('applies a choice made in another tab', () => {
    fakeSystemScheme(false);
    start();
    window.dispatchEvent(new StorageEvent('storage', { key: themeStorageKey, newValue: 'dark' }));
    expect(pageTheme()).toBe('dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'preferred_language', newValue: 'fr' }));
    expect(pageTheme()).toBe('dark');
  });

  it('still applies a choice when storage is refused, until the page reloads', () => {
    fakeSystemScheme(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    start();
    expect(pageTheme()).toBe('light');
    saveThemeChoice('dark');
    expect(pageTheme()).toBe('dark');
  });
});
