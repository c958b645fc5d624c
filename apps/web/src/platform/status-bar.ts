import type { TStatusBar } from './native-plugins';
import type { TPlatform } from './platform';

/**
 * The status bar sits on the page's own background (styles/tokens.css --color-bg), with dark text
 * on the light theme and light text on the dark one (`data-theme` on <html>, set by index.html's
 * theme script). Android 15+ draws the app behind the bar (edge to edge, safe-area insets in the
 * CSS) and refuses a colour: only the text style counts there.
 */
async function applyStatusBarColours(statusBar: TStatusBar, platform: TPlatform, root: HTMLElement = document.documentElement): Promise<void> {
  await statusBar.setStyle(root.dataset.theme === 'dark' ? 'light-text' : 'dark-text').catch(() => undefined);
  const background = getComputedStyle(root).getPropertyValue('--color-bg').trim();
  if (platform === 'android' && background) await statusBar.setBackgroundColor(background).catch(() => undefined);
}

/** Applies the colours now and again each time the page's theme changes (the system's, or a choice). */
export async function followThemeInStatusBar(statusBar: TStatusBar, platform: TPlatform, root: HTMLElement = document.documentElement): Promise<void> {
  new MutationObserver(() => void applyStatusBarColours(statusBar, platform, root)).observe(root, { attributeFilter: ['data-theme'] });
  await applyStatusBarColours(statusBar, platform, root);
}
