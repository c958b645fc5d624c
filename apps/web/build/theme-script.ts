import { minifySync, type Plugin } from 'vite';
import { startTheme } from '../src/features/theme/lib/start-theme.ts';
import { themeChangeEvent, themeStorageKey } from '../src/features/theme/lib/theme-choice.ts';

/** Where index.html wants the theme script: after the theme-color tags it updates. */
const marker = '<!-- theme-script -->';

/**
 * Writes src/features/theme/lib/start-theme.ts inline into index.html, so the page has its
 * theme before anything is drawn: a module script runs only after the first paint, and an
 * external script would cost a request that blocks it. Vite gives it the CSP nonce placeholder
 * like its own tags (vite.config.ts `html.cspNonce`).
 */
export function themeScript(): Plugin {
  const call = minifySync(
    'theme-script.js',
    `(${startTheme.toString()})(${JSON.stringify(themeStorageKey)},${JSON.stringify(themeChangeEvent)})`,
  ).code.trim();
  return {
    name: 'innerway-theme-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(marker)) throw new Error(`index.html lacks ${marker}: the page would paint in the wrong theme`);
        return html.replace(marker, () => `<script>${call}</script>`);
      },
    },
  };
}
