import type { TStatusBar } from './native-plugins';
import type { TPlatform } from './platform';

/**
 * The status bar sits on the page's own background (styles/tokens.css --color-bg) with dark text.
 * Android 15+ draws the app behind the bar (edge to edge, safe-area insets in the CSS) and
 * refuses a colour: only the text style counts there.
 */
export async function applyStatusBarColours(statusBar: TStatusBar, platform: TPlatform, root: Element = document.documentElement): Promise<void> {
  await statusBar.setStyle('dark-text').catch(() => undefined);
  const background = getComputedStyle(root).getPropertyValue('--color-bg').trim();
  if (platform === 'android' && background) await statusBar.setBackgroundColor(background).catch(() => undefined);
}
