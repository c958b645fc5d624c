import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The page as the server serves it with both store addresses configured (APP_STORE_URL,
// PLAY_STORE_URL): lib/config.ts reads them once, when first imported.
if (typeof document !== 'undefined') {
  for (const [name, content] of Object.entries({
    'app-store-url': 'https://apps.apple.com/app/innerway/id6450000001',
    'play-store-url': 'https://play.google.com/store/apps/details?id=app.innerway',
  })) {
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
  }
}

// findBy*/waitFor wait for a positive signal and return as soon as it shows: a longer limit costs a
// passing test nothing, and spares a failure when the shared machine is slow to load a lazy screen.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // The build's own tests (build/*.test.ts) run in Node, without a page.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
